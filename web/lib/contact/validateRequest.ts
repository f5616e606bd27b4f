import {ATTRIBUTION_FIELDS, type LeadAttribution} from '@habitum/content/leads/record'
import {ValidationError} from 'yup'
import {COMPANY_TYPE_VALUE} from '../../../schemas/companyTypeValue'
import {ATTRIBUTION_MAX} from './attribution'
import type {CategoryCheck} from './categories'
import {NOTICE_VERSION_PATTERN} from './consent'
import {FORM_TOKEN_FIELD} from './formToken'
import {CONSENT_FIELDS, CONTACT_FIELDS, contactSchema, HONEYPOT_FIELD, type ContactFields} from './schema'

/** C0 controls and DEL, and C1 controls; line breaks and tabs are allowed in the message only. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const LINE_BREAKS = /[\t\n\r]/
/**
 * Embeddings, overrides and isolates: in a name (or a campaign's name) they turn what staff read
 * (and the e-mail's subject) around. The e-mail's own pattern refuses them; the message may quote
 * any text.
 */
const DIRECTION_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/
const SHOWN_AS_A_LINE = new Set<string>(['name', ...ATTRIBUTION_FIELDS])
/** A revision's key in the legal document: what the form sends, nothing longer. */
const REVISION_KEY = /^[A-Za-z0-9_-]{1,64}$/

export type ValidationResult =
  | {
      ok: true
      fields: ContactFields
      /** Where the visit came from, as the form sent it (the referrer reduced to its origin). */
      attribution: LeadAttribution
      /** What the visitor consented to, as the form sent it (web/lib/contact/consent.ts checks the revision). */
      consent: {privacyRevision: string; noticeVersion: string}
      /** The form's time mark, checked by web/lib/contact/spamRules.ts. */
      formToken: string | undefined
      isRobot: boolean
      categoryUnchecked: boolean
    }
  | {ok: false; errors: Record<string, string>}

/**
 * The server's check of a contact request body: only known fields, only strings, no control
 * characters, then the form's own yup schema and the attribution's limits, then a category from
 * the Studio's list (see web/lib/contact/categories.ts: one that could not be checked is kept, and
 * said to be).
 */
export async function validateContactRequest(
  body: unknown,
  checkCategory: (category: string) => Promise<CategoryCheck>,
): Promise<ValidationResult> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return {ok: false, errors: {body: 'Expected a JSON object with name, email, category and message'}}
  }
  const record = body as Record<string, unknown>
  // A Map, not an object: a field named "__proto__" must be reported, not set a prototype.
  const errors = new Map<string, string>()
  const refuse = (): ValidationResult => ({ok: false, errors: Object.fromEntries(errors)})
  const texts = new Set<string>([...CONTACT_FIELDS, HONEYPOT_FIELD, FORM_TOKEN_FIELD, ...ATTRIBUTION_FIELDS])
  const known = new Set<string>([...texts, ...CONSENT_FIELDS])
  for (const key of Object.keys(record)) {
    if (!known.has(key)) errors.set(key, 'Unknown field')
  }
  const unknownOnly = errors.size
  for (const key of texts) {
    const value = Object.hasOwn(record, key) ? record[key] : undefined
    if (value === undefined) continue
    if (typeof value !== 'string') {
      errors.set(key, 'Must be a string')
    } else if (CONTROL_CHARACTERS.test(value) || (key !== 'message' && LINE_BREAKS.test(value))) {
      errors.set(key, 'Control characters are not allowed')
    } else if (SHOWN_AS_A_LINE.has(key) && DIRECTION_CONTROLS.test(value)) {
      errors.set(key, 'Text direction controls (U+202A–U+202E, U+2066–U+2069) are not allowed')
    }
  }
  // Wrong types stop here; unknown fields and the attribution's errors are listed together with the form's own.
  if (errors.size > unknownOnly) return refuse()
  const consent = {privacyRevision: record.privacyRevision as string, noticeVersion: record.noticeVersion as string}
  const attribution = attributionOf(record, errors)
  consentErrors(record, errors)

  let fields: ContactFields
  try {
    const valid = await contactSchema('es').validate(
      {name: record.name, email: record.email, category: record.category ?? '', message: record.message, consent: true},
      {abortEarly: false, stripUnknown: true},
    )
    fields = {name: valid.name, email: valid.email, category: valid.category, message: valid.message}
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error
    for (const inner of error.inner) if (inner.path && !errors.has(inner.path)) errors.set(inner.path, inner.message)
    return refuse()
  }
  if (errors.size > 0) return refuse()
  const category = await checkCategory(fields.category)
  if (category.status === 'unknown') {
    return {ok: false, errors: {category: `Unknown category: expected one of ${category.expected.join(', ')}`}}
  }
  if (category.status === 'unchecked' && !COMPANY_TYPE_VALUE.test(fields.category)) {
    return {
      ok: false,
      errors: {category: 'Unknown category: expected a company type value (lowercase letters, digits and dashes)'},
    }
  }
  const honeypot = record[HONEYPOT_FIELD]
  return {
    ok: true,
    fields,
    attribution,
    consent,
    formToken: typeof record[FORM_TOKEN_FIELD] === 'string' ? record[FORM_TOKEN_FIELD] : undefined,
    isRobot: typeof honeypot === 'string' && honeypot.trim() !== '',
    categoryUnchecked: category.status === 'unchecked',
  }
}

/**
 * The consent's fields: the box ticked (`consent: true`, nothing else), the privacy revision it
 * accepts (its key) and the notice's version the visitor was shown. Errors go into `errors`.
 */
function consentErrors(record: Record<string, unknown>, errors: Map<string, string>) {
  if (record.consent !== true)
    errors.set('consent', 'Must be true: the visitor ticked «Acepto la Política de privacidad»')
  if (typeof record.privacyRevision !== 'string' || !REVISION_KEY.test(record.privacyRevision))
    errors.set('privacyRevision', 'Must be the key of the privacy policy revision in force, as the form sends it')
  if (typeof record.noticeVersion !== 'string' || !NOTICE_VERSION_PATTERN.test(record.noticeVersion))
    errors.set('noticeVersion', 'Must be the version of the notice shown, as the form sends it (16 hexadecimal digits)')
}

/**
 * The attribution fields of a body whose values are strings already: trimmed, blank ones left out,
 * each at most ATTRIBUTION_MAX characters, and the referrer an http(s) address reduced to its
 * origin (a path or query could hold what the visitor searched for). Errors go into `errors`.
 */
function attributionOf(record: Record<string, unknown>, errors: Map<string, string>): LeadAttribution {
  const attribution: LeadAttribution = {}
  for (const field of ATTRIBUTION_FIELDS) {
    const value = Object.hasOwn(record, field) ? (record[field] as string | undefined)?.trim() : undefined
    if (!value) continue
    if (value.length > ATTRIBUTION_MAX) {
      errors.set(field, `At most ${ATTRIBUTION_MAX} characters`)
    } else if (field !== 'referrerOrigin') {
      attribution[field] = value
    } else {
      const origin = httpOrigin(value)
      if (origin) attribution.referrerOrigin = origin
      else errors.set(field, 'Must be an http(s) origin, such as https://www.example.com')
    }
  }
  return attribution
}

function httpOrigin(address: string): string | undefined {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined
  } catch {
    return undefined
  }
}
