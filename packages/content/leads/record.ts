/**
 * What a stored lead (a `contactRequest` document) holds beyond what the visitor typed, named
 * once for the site, the Studio and the CLI: where it came from, and why it was kept apart as spam.
 */

/** Where a lead came from: the referring site's origin and the visit's landing-page campaign. Nothing else about the visitor. */
export type LeadAttribution = {
  /** The referring site's origin (scheme, host, port), never its path or query. */
  referrerOrigin?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
}

/**
 * What a visitor consented to when sending the form (Ley 25.326, arts. 5 and 6): the privacy
 * policy's revision in force that moment, after the notice at collection in the page's language.
 */
export type ConsentRecord = {
  /** The revision's key in the privacy policy's legal document. */
  privacyRevision: string
  /** The day that revision came into force (YYYY-MM-DD): its address is /legal/privacy-policy/<day>. */
  privacyInForce: string
  /** A hash of the notice's text the visitor was shown, in the page's language. */
  noticeVersion: string
  /** When the visitor sent the form with the box ticked. */
  consentedAt: string
  /** Set when the policy could not be read to check that the revision was the one in force. */
  unchecked?: true
}

/** The fields a visitor fills in the contact form, in its order: the form, the endpoint and the site's metrics name them so. */
export const CONTACT_FIELDS = ['name', 'email', 'category', 'message'] as const

export const ATTRIBUTION_FIELDS = ['referrerOrigin', 'utmSource', 'utmMedium', 'utmCampaign'] as const

/**
 * Why a submission was stored as spam: sent faster than a person types, without the form's signed
 * time mark (a robot posting straight to the endpoint, or a forged mark), or the same as one just sent.
 */
export const SPAM_REASONS = [
  {title: 'Enviada demasiado rápido', value: 'too-fast'},
  {title: 'Sin marca de tiempo válida', value: 'no-form-token'},
  {title: 'Duplicada', value: 'duplicate'},
] as const

export type SpamReason = (typeof SPAM_REASONS)[number]['value']

/**
 * What lists, exports and e-mails show instead of a message that looks like it holds health
 * details: it is read in the lead itself, in the Studio, and nowhere else.
 */
export const HEALTH_MESSAGE_HIDDEN = '(Oculta: parece incluir datos de salud. Léala abriendo la solicitud en el Studio)'
