/** The legal documents every page's footer links to (`/legal/<slug>`). */
export const LEGAL_SLUGS = ['terms-of-use', 'privacy-policy'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]
