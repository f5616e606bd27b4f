import {at, defineMigration, patch, set, type NodePatch, type Path} from 'sanity/migrate'

/** The bilingual types (schemas/objects/locale.ts). */
const BILINGUAL_TYPES = new Set(['localeString', 'localeText', 'localeBlockContent'])

/** The document types with bilingual texts (an image's description among them: sponsors' logos). */
const CONTENT_TYPES = ['page', 'siteSettings', 'faqItem', 'contactForm', 'companyType', 'legalDocument', 'sponsor']

/** «organisation», «organise», «organised»… and their capitals: the British spellings of the family. */
const BRITISH = /\b(organi)(s)(ations?|ational|e[sd]?|ers?|ing)\b/gi

/** The text in US spelling, its capitals kept. */
const american = (text: string) =>
  text.replace(BRITISH, (_word, stem: string, s: string, ending: string) => `${stem}${s === 'S' ? 'Z' : 'z'}${ending}`)

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A bilingual text: typed as one, or written without a type (by a script) as just its two languages. */
const isBilingual = (value: Record<string, unknown>) =>
  typeof value._type === 'string'
    ? BILINGUAL_TYPES.has(value._type)
    : Object.keys(value).length > 0 && Object.keys(value).every((key) => key === 'es' || key === 'en')

const segment = (item: unknown, index: number) =>
  isObject(item) && typeof item._key === 'string' ? {_key: item._key} : index

/** Each English string to respell in a bilingual text's `en` (a plain text, or rich text's spans), at its path. */
function inEnglish(english: unknown, path: Path): NodePatch[] {
  if (typeof english === 'string') return english === american(english) ? [] : [at(path, set(american(english)))]
  if (!Array.isArray(english)) return []
  return english.flatMap((block, b) =>
    isObject(block) && Array.isArray(block.children)
      ? block.children.flatMap((span, s) =>
          isObject(span) && typeof span.text === 'string'
            ? inEnglish(span.text, [...path, segment(block, b), 'children', segment(span, s), 'text'])
            : [],
        )
      : [],
  )
}

/** Every English text of a document, wherever it is. */
function respellings(value: unknown, path: Path): NodePatch[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => respellings(item, [...path, segment(item, index)]))
  if (!isObject(value)) return []
  if (path.length > 0 && isBilingual(value)) return inEnglish(value.en, [...path, 'en'])
  return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : respellings(item, [...path, key])))
}

/**
 * English pages spell «organization» one way, the US way, as most of their texts already did
 * (issue 52, 2026-11-28): the contact form's notice said «the type of organisation is optional»,
 * written so by the migration that created it (2026-11-27-contact-form), beside the FAQ's and the
 * pages' «organization». Only the English of bilingual texts, only that word's family («organise»,
 * «organisations»…), capitals kept; Spanish is never touched, and nor is the record of the Spanish
 * an English was written from (the English still says the same). Drafts alike. Each patch is tied
 * to the revision read; a second run finds nothing to respell.
 */
export default defineMigration({
  title: 'English texts spell «organization» the US way, as the site does everywhere else',
  documentTypes: CONTENT_TYPES,
  migrate: {
    document(document) {
      const patches = respellings(document, [])
      if (patches.length === 0) return undefined
      return patch(document._id, patches, {ifRevision: document._rev})
    },
  },
})
