import {at, defineMigration, patch, setIfMissing} from 'sanity/migrate'

/** The choice that describes what the site did before the field existed (schemas/validation/englishVersion.ts). */
const FALLBACK = 'fallback'

/**
 * «Versión en inglés» (`englishVersion`), required, came in two changes of the same day: on pages
 * and «Ajustes del sitio» in 3ebd4be (2026-11-25, «…a page's English is complete or falls back to
 * Spanish by choice»), on FAQ items in 7c4f7c2 (2026-11-25, «FAQ items say whether their English
 * is complete, as pages do»). A document without it cannot be published.
 *
 * The value given is «Usa el español donde falte el inglés» (`fallback`), for every document that
 * has none: it is what visitors saw before the field existed (the English site showed the Spanish
 * text wherever the English one was missing, as it still does), and it adds no rule, so a document
 * that published before publishes now. «Completa» would be a promise no one checked: it turns each
 * missing English text into an error. Editors choose «Completa» where the Studio's note under the
 * field says every text has its English (the bundled snapshot was set to «Completa» by hand in
 * 23a2324, where that is true).
 *
 * Drafts alike. A value already chosen is kept (`setIfMissing`, and no patch at all for a
 * document that has one), so a second run sends nothing.
 */
export default defineMigration({
  title: '«Versión en inglés» on pages, site settings and FAQ items: «Usa el español», as the site already showed them',
  documentTypes: ['page', 'siteSettings', 'faqItem'],
  migrate: {
    document(document) {
      if (document.englishVersion !== undefined) return undefined
      return patch(document._id, [at('englishVersion', setIfMissing(FALLBACK))], {ifRevision: document._rev})
    },
  },
})
