import {isCalendarDate, spanishDate, spanishDateTime} from '@habitum/content/calendar'
import {ENGLISH_SOURCE_FIELD, spanishText} from '../../schemas/translation/englishSource'

/**
 * What changed in a document between its published version and its draft, field by field, as
 * text an editor reads: for «Antes / Ahora» in the review (studio/review/ReviewChanges.tsx).
 */

/** A field of the document's type, by its name and its title in the Studio. */
export type FieldInfo = {name: string; title?: string}

export type FieldChange = {
  /** The field's title, with the language for a bilingual text («Pregunta (español)»). */
  label: string
  before: string
  now: string
}

type Doc = Record<string, unknown>

/** Fields the review keeps for itself, or the Studio: never «a change» an editor made. */
const NOT_CONTENT = new Set(['review', 'publication'])

const LANGUAGES = {es: 'español', en: 'inglés'} as const

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/

const isBlockArray = (value: unknown) =>
  Array.isArray(value) && value.length > 0 && value.every((item) => (item as {_type?: string})?._type === 'block')

/**
 * A value as words: a text as written, rich text as its paragraphs, a date in words, a yes or no,
 * an object or list as its texts in order; what is no text (an image, a link to another document)
 * by what it is, never by an identifier.
 */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? 'Sí' : 'No'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') {
    if (isCalendarDate(value)) return spanishDate(value)
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return spanishDateTime(value)
    return value
  }
  if (isBlockArray(value)) return spanishText(value)
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n\n')
  const object = value as Doc
  if (typeof object._ref === 'string') return '(otro documento)'
  if (object._type === 'image' || object.asset) return '(imagen)'
  if (typeof (object as {current?: unknown}).current === 'string' && object._type === 'slug') {
    return `/${object.current as string}`
  }
  return Object.entries(object)
    .filter(([key]) => !key.startsWith('_') && key !== ENGLISH_SOURCE_FIELD)
    .map(([, item]) => plainText(item))
    .filter(Boolean)
    .join(' · ')
}

/** Whether a value is a bilingual text (schemas/objects/locale.ts), compared language by language. */
const isBilingual = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && ('es' in value || 'en' in value)

/** The same value without what the Studio keeps beside the words (the translation's source). */
const comparable = (value: unknown) =>
  JSON.stringify(value, (key, item: unknown) => (key === ENGLISH_SOURCE_FIELD || key === '_rev' ? undefined : item))

/** The fields whose content differs between the published version and the draft, in the form's order. */
export function fieldChanges(fields: FieldInfo[], published: Doc, draft: Doc): FieldChange[] {
  const changes: FieldChange[] = []
  for (const field of fields) {
    if (NOT_CONTENT.has(field.name)) continue
    const before = published[field.name]
    const now = draft[field.name]
    if (comparable(before) === comparable(now)) continue
    const title = field.title ?? field.name
    if (isBilingual(before) || isBilingual(now)) {
      for (const [language, name] of Object.entries(LANGUAGES)) {
        const was = (before as Doc | undefined)?.[language]
        const is = (now as Doc | undefined)?.[language]
        if (comparable(was) !== comparable(is)) {
          changes.push(withText(`${title} (${name})`, was, is))
        }
      }
      continue
    }
    changes.push(withText(title, before, now))
  }
  return changes
}

/** A change as words; when the words are the same, what changed is said instead (a format, a link). */
function withText(label: string, before: unknown, now: unknown): FieldChange {
  const was = plainText(before)
  const is = plainText(now)
  if (was === is) return {label, before: was, now: `${is} (cambió el formato, un enlace o una imagen)`}
  return {label, before: was, now: is}
}
