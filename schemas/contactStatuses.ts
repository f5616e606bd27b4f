/**
 * The states of a contact request in the lead inbox: the schema's options, and what the site's
 * lead store filters by (here, without the Studio's imports, so the site can read them).
 */
export const CONTACT_STATUSES = [
  {title: 'Nueva', value: 'new'},
  {title: 'En curso', value: 'in-progress'},
  {title: 'Respondida', value: 'answered'},
  {title: 'Descartada', value: 'discarded'},
  {title: 'Spam', value: 'spam'},
] as const

export type ContactStatus = (typeof CONTACT_STATUSES)[number]['value']

/** The inbox leaves spam out unless asked for it; spam is kept 30 days, not lost. */
export const INBOX_FILTER = 'status != "spam"'

export const isContactStatus = (value: string): value is ContactStatus =>
  CONTACT_STATUSES.some((status) => status.value === value)
