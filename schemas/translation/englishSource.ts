import {sha256} from '@noble/hashes/sha2.js'
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js'

/**
 * English that fell behind its Spanish. Each bilingual text (schemas/objects/locale.ts) remembers,
 * in `englishSource`, a fingerprint of the Spanish its English was written from (and that Spanish,
 * to show what changed); the Studio sets it when the English is written or confirmed
 * (studio/translation/). When the Spanish changes afterwards, the fingerprints differ and the
 * English is out of date. Pure rules, shared by the Studio, the schemas' warning and the migration.
 */

/**
 * The documents whose English is tracked: those with «Versión en inglés» (pages, settings, FAQ
 * items), and the contact form, whose texts are required in both languages.
 */
export const TRANSLATED_TYPES: readonly string[] = ['page', 'siteSettings', 'faqItem', 'contactForm']

/** The field of a bilingual text that remembers the Spanish its English was written from. */
export const ENGLISH_SOURCE_FIELD = 'englishSource'

/** What a translation remembers: the Spanish's fingerprint, and that Spanish as plain text. */
export type EnglishSource = {fingerprint?: string; spanish?: string}

/** A bilingual text as stored: its Spanish, its English, and what the English was written from. */
export type BilingualValue = {es?: unknown; en?: unknown; englishSource?: EnglishSource}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

type Block = {_type?: string; children?: Array<{text?: unknown}>}

/**
 * The Spanish as a reader reads it: a text as written, rich text as its paragraphs' words, with
 * spacing and marks aside (a bold word or a changed link is no new sentence to translate).
 */
export function spanishText(es: unknown): string {
  if (typeof es === 'string') return collapse(es)
  if (!Array.isArray(es)) return ''
  return (es as Block[])
    .filter((block) => block?._type === 'block')
    .map((block) =>
      collapse((block.children ?? []).map((span) => (typeof span.text === 'string' ? span.text : '')).join('')),
    )
    .filter(Boolean)
    .join('\n\n')
}

/** The fingerprint of a Spanish text: the same for the same words, whatever their spacing. */
export function spanishFingerprint(es: unknown): string {
  return bytesToHex(sha256(utf8ToBytes(spanishText(es)))).slice(0, 16)
}

/** What the English remembers once written or confirmed against this Spanish. */
export const englishSourceOf = (es: unknown): EnglishSource => ({
  fingerprint: spanishFingerprint(es),
  spanish: spanishText(es),
})

export type EnglishState =
  /** Nothing to compare: no English, or no Spanish. */
  | {state: 'none'}
  | {state: 'current'}
  /** The Spanish changed since: `before` is the Spanish the English was written from, when known. */
  | {state: 'outdated'; before?: string; now: string}

/** Whether a text's English still matches its Spanish. */
export function englishState(value: BilingualValue | null | undefined): EnglishState {
  const now = spanishText(value?.es)
  const hasEnglish = spanishText(value?.en) !== ''
  if (!now || !hasEnglish) return {state: 'none'}
  const source = value?.englishSource
  if (source?.fingerprint === spanishFingerprint(value?.es)) return {state: 'current'}
  return {state: 'outdated', before: source?.spanish || undefined, now}
}

/** Whether documents of this type track their English. */
export const tracksEnglish = (type: string | undefined) => Boolean(type && TRANSLATED_TYPES.includes(type))
