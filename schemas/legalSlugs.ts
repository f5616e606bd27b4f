/** The legal documents every page's footer links to (`/legal/<slug>`). */
export const LEGAL_SLUGS = ['terms-of-use', 'privacy-policy'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]

/** The privacy policy: the contact form asks its visitors to accept the revision in force. */
export const PRIVACY_POLICY_SLUG: LegalSlug = 'privacy-policy'
