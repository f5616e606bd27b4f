/**
 * The states of a contact request in the lead inbox: the schema's options, what the site's lead
 * store and the CLI filter by, and what the Studio's inbox and CSV export show (here, below all of
 * them and without the Studio's imports, so each reads the one list).
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
