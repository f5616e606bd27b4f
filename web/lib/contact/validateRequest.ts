import {ValidationError} from 'yup'
import {CONTACT_FIELDS, contactSchema, type ContactFields} from './schema'

/** A field a person never sees or fills: a value there means a robot sent the form. */
export const HONEYPOT_FIELD = 'website'

/** C0 controls and DEL, and C1 controls; line breaks and tabs are allowed in the message only. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAKS = /[\t\n\r]/

export type ValidationResult =
  | {ok: true; fields: ContactFields; isRobot: boolean}
  | {ok: false; errors: Record<string, string>}

/**
 * The server's check of a contact request body: only known fields, only strings, no control
 * characters, then the form's own yup schema, then a category from the Studio's list.
 */
export async function validateContactRequest(body: unknown, categories: readonly string[]): Promise<ValidationResult> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {ok: false, errors: {body: 'Expected a JSON object with name, email, category and message'}}
  }
  const record = body as Record<string, unknown>
  // A Map, not an object: a field named "__proto__" must be reported, not set a prototype.
  const errors = new Map<string, string>()
  const refuse = (): ValidationResult => ({ok: false, errors: Object.fromEntries(errors)})
  const known = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD])
  for (const key of Object.keys(record)) {
    if (!known.has(key)) errors.set(key, 'Unknown field')
  }
  const unknownOnly = errors.size
  for (const key of known) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined
    if (value === undefined) continue
    if (typeof value !== 'string') {
      errors.set(key, 'Must be a string')
    } else if (CONTROL_CHARACTERS.test(value) || (key !== 'message' && LINE_BREAKS.test(value))) {
      errors.set(key, 'Control characters are not allowed')
    }
  }
  // Wrong types stop here; unknown fields are listed together with the form's own errors.
  if (errors.size > unknownOnly) return refuse()

  let fields: ContactFields
  try {
    fields = await contactSchema('es').validate(
      {name: record.name, email: record.email, category: record.category ?? '', message: record.message},
      {abortEarly: false, stripUnknown: true},
    )
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const inner of error.inner) if (inner.path && !errors.has(inner.path)) errors.set(inner.path, inner.message)
    return refuse()
  }
  if (unknownOnly > 0) return refuse()
  if (fields.category && !categories.includes(fields.category)) {
    return {ok: false, errors: {category: `Unknown category: expected one of ${categories.join(', ')}`}}
  }
  const honeypot = record[HONEYPOT_FIELD]
  return {ok: true, fields, isRobot: typeof honeypot === 'string' && honeypot.trim() !== ''}
}
