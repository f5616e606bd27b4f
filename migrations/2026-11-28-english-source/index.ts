import {at, defineMigration, patch, setIfMissing, type NodePatch, type Path} from 'sanity/migrate'
import {
  ENGLISH_SOURCE_FIELD,
  englishSourceOf,
  englishState,
  type BilingualValue,
} from '../../schemas/translation/englishSource'

/** The bilingual types (schemas/objects/locale.ts). */
const BILINGUAL_TYPES = new Set(['localeString', 'localeText', 'localeBlockContent'])

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A bilingual text: typed as one, or written without a type (by a script) as just its two languages. */
const isBilingual = (value: Record<string, unknown>) =>
  typeof value._type === 'string'
    ? BILINGUAL_TYPES.has(value._type)
    : Object.keys(value).every((key) => key === 'es' || key === 'en')

/** Every bilingual text of a document whose English has no record of its Spanish, at its path. */
function untracked(value: unknown, path: Path): Array<{path: Path; value: BilingualValue}> {
  if (Array.isArray(value))
    return value.flatMap((item, index) =>
      untracked(item, [...path, isObject(item) && typeof item._key === 'string' ? {_key: item._key} : index]),
    )
  if (!isObject(value)) return []
  if (path.length > 0 && isBilingual(value)) {
    const text = value as BilingualValue
    return text.englishSource === undefined && englishState(text).state === 'outdated' ? [{path, value: text}] : []
  }
  return Object.entries(value).flatMap(([key, item]) => (key.startsWith('_') ? [] : untracked(item, [...path, key])))
}

/**
 * Each bilingual text now remembers the Spanish its English was written from (`englishSource`,
 * schemas/translation/englishSource.ts; 2026-11-28, «English that fell behind its Spanish»), and an
 * English without that record reads as out of date: no one can say which Spanish it translated.
 *
 * Existing English starts «vigente»: its record is set to the Spanish it stands beside today. Before
 * this change nothing marked a translation as behind, so what visitors read is what editors had
 * accepted; flagging every text of the site at once would bury the real changes made from now on.
 * Only where both languages have text (a text without English has nothing to remember). Drafts
 * alike. A record already there is kept (`setIfMissing`, and no patch for a document that needs
 * none), so a second run sends nothing; each patch is tied to the revision read.
 */
export default defineMigration({
  title: 'Bilingual texts remember the Spanish their English was written from: existing English starts «vigente»',
  // The types tracked when it shipped; the contact form came later, with its own migration
  // (2026-11-28-translated-contact-form), so that a dataset that already ran this one gets it too.
  documentTypes: ['page', 'siteSettings', 'faqItem'],
  migrate: {
    document(document) {
      const patches: NodePatch[] = untracked(document, []).map(({path, value}) =>
        at([...path, ENGLISH_SOURCE_FIELD], setIfMissing(englishSourceOf(value.es))),
      )
      if (patches.length === 0) return undefined
      return patch(document._id, patches, {ifRevision: document._rev})
    },
  },
})
