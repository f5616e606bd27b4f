import {at, defineMigration, patch, setIfMissing} from 'sanity/migrate'

/**
 * What search engines show under each legal document's title, by its address. Written for people
 * searching for them, in both languages, within the 160 characters a result shows: what the
 * document is about, where the meta description used to be a revision's change note («Versión
 * vigente.», «Actualización de mayo de 2024: …»).
 */
const DESCRIPTIONS: Record<string, {es: string; en: string}> = {
  'terms-of-use': {
    es: 'Las condiciones para usar Habitum: quién puede usar la app y el sitio, la cuenta, los consentimientos, los límites del servicio y la ley argentina aplicable.',
    en: "Habitum's terms of use: who may use the app and the site, your account, the consents you give, the limits of the service and the Argentine law that applies.",
  },
  'privacy-policy': {
    es: 'Cómo trata Habitum tus datos personales y de salud: qué recoge y para qué, con quién los comparte, cuánto los conserva y cómo ejercer tus derechos sobre ellos.',
    en: 'How Habitum handles your personal and health data: what it collects and why, who it shares it with, how long it keeps it and how to exercise your rights.',
  },
}

type LegalDocument = {slug?: {current?: string}; description?: {es?: string; en?: string}}

/**
 * Legal documents get a description for search engines of their own («Buscadores» › «Descripción»,
 * schemas/documents/legalDocument.ts; issue 52, 2026-11-28): their pages showed the revision's
 * summary, a note of what changed, to people searching for the document. The two the site links in
 * its footer get one written for them, in Spanish and English (above): a description is what no
 * migration can know in general, but these two documents are known, and a page without one would
 * show the site's general description. Any other legal document is left to editors: the Studio
 * warns until it has one, and its page shows the site's description meanwhile.
 *
 * A document with a description in either language (even an empty one) keeps it as its editors wrote
 * it. Drafts alike. Each patch is tied to the revision read; a second run finds nothing to do.
 */
export default defineMigration({
  title: 'Legal documents: a description for search engines, written for the terms of use and the privacy policy',
  documentTypes: ['legalDocument'],
  migrate: {
    document(document) {
      const {slug, description} = document as LegalDocument
      const written = DESCRIPTIONS[slug?.current ?? '']
      if (!written || description?.es !== undefined || description?.en !== undefined) return undefined
      return patch(
        document._id,
        [
          at('description', setIfMissing({_type: 'localeText'})),
          at(['description', 'es'], setIfMissing(written.es)),
          at(['description', 'en'], setIfMissing(written.en)),
        ],
        {ifRevision: document._rev},
      )
    },
  },
})
