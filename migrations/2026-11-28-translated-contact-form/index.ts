import {at, defineMigration, patch, setIfMissing, type NodePatch} from 'sanity/migrate'
import {
  ENGLISH_SOURCE_FIELD,
  englishSourceOf,
  englishState,
  type BilingualValue,
} from '../../schemas/translation/englishSource'

/** The contact form's bilingual texts (schemas/documents/contactForm.ts): both top-level fields. */
const TEXTS = ['notice', 'rightsNotice'] as const

/**
 * Issue 53: the contact form's English is tracked as the pages' is (`englishSource`,
 * schemas/translation/englishSource.ts), and its English without that record would read as out of
 * date. As 2026-11-28-english-source did for pages, settings and FAQ items, its existing English
 * starts «vigente»: the notice and rights notice as published were written and checked in both
 * languages by legal, and the form has always shown both.
 *
 * Named to run after 2026-11-28-contact-retention-term, which rewrites the Spanish notice: the
 * record is of the Spanish as it stands once that one has run. Only where both languages have text
 * and no record is there (`setIfMissing`); drafts alike; each patch tied to the revision read, so
 * a second run sends nothing.
 */
export default defineMigration({
  title:
    'The contact form’s texts remember the Spanish their English was written from: existing English starts «vigente»',
  documentTypes: ['contactForm'],
  migrate: {
    document(document) {
      const patches: NodePatch[] = TEXTS.flatMap((field) => {
        const text = document[field] as BilingualValue | undefined
        if (!text || text.englishSource !== undefined || englishState(text).state !== 'outdated') return []
        return [at([field, ENGLISH_SOURCE_FIELD], setIfMissing(englishSourceOf(text.es)))]
      })
      if (patches.length === 0) return undefined
      return patch(document._id, patches, {ifRevision: document._rev})
    },
  },
})
