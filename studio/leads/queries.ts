import {CSV_SOURCE_FIELDS} from '@habitum/content/leads/csv'
import {normalizeAddress} from '@habitum/content/leads/erasure'
import {CONTACT_STATUSES, type ContactStatus} from '@habitum/content/leads/statuses'

/**
 * What the leads tool asks the dataset. Every query runs in the `drafts` perspective: a lead as
 * the editor sees it in the desk, its draft (staff's edits of status, assignee and notes, saved
 * there until published) over its published document. Values go in as GROQ parameters, never
 * into the query's text.
 */
export const LEADS_PERSPECTIVE = 'drafts'

/** The export's status choice: every status but spam (the inbox), every one, or one. */
export type StatusChoice = 'inbox' | 'any' | ContactStatus

export const STATUS_CHOICES: ReadonlyArray<{value: StatusChoice; title: string}> = [
  {value: 'inbox', title: 'Todas salvo spam'},
  {value: 'any', title: 'Todas, spam incluido'},
  ...CONTACT_STATUSES.map(({value, title}) => ({value, title})),
]

export const EXPORT_QUERY = `*[_type == "contactRequest" && status in $statuses
  && ($from == null || receivedAt >= $from) && ($to == null || receivedAt < $to)]
  | order(receivedAt desc) {${CSV_SOURCE_FIELDS.join(', ')}}`

/**
 * Every organisation type's value and Spanish label, for the labels a lead screen or an export
 * shows instead of the value a lead stores (the same shape as the site's `getCompanyTypes('es')`).
 * Read in the `published` perspective: the labels visitors chose from, not an edit in progress.
 */
export const COMPANY_TYPES_QUERY = `*[_type == "companyType"]{value, "label": label.es}`

export const COMPANY_TYPES_PERSPECTIVE = 'published'

export type ExportFilter = {status: StatusChoice; from: string; to: string}

/** A day (YYYY-MM-DD) of the editor's calendar, in their time zone, as the instant it starts. */
function startOfDay(day: string, addDays = 0) {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(year!, month! - 1, date! + addDays).toISOString()
}

/**
 * The export's parameters: the statuses it takes, and «Desde»/«Hasta» as whole days of the
 * editor's time zone (both inclusive: up to the start of the day after «Hasta»).
 */
export function exportParams({status, from, to}: ExportFilter) {
  const all = CONTACT_STATUSES.map((option) => option.value)
  return {
    statuses: status === 'any' ? all : status === 'inbox' ? all.filter((value) => value !== 'spam') : [status],
    from: from ? startOfDay(from) : null,
    to: to ? startOfDay(to, 1) : null,
  }
}

/** Every request from an address, newest first, as the editor sees it (drafts included). */
export const PERSON_QUERY = `*[_type == "contactRequest" && lower(email) == $email] | order(receivedAt desc)`

export const personParams = (address: string) => ({email: normalizeAddress(address)})

/** Something like an address: what the person search accepts. */
export const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+$/.test(value.trim())

/** Today in the editor's calendar, YYYY-MM-DD: for file names. */
export function today(now = new Date()) {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
