import {HEALTH_MESSAGE_HIDDEN, type ConsentRecord} from './record'

/** The lead's own fields an export reads, as stored. */
const LEAD_FIELDS = [
  'receivedAt',
  'name',
  'email',
  'category',
  'categoryUnchecked',
  'language',
  'page',
  'referrerOrigin',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'status',
  'spamReason',
  'assignedTo',
  'containsHealthData',
  'message',
] as const

/** What a query reads for an export: the lead's fields and its consent. */
export const CSV_SOURCE_FIELDS = [...LEAD_FIELDS, 'consent'] as const

/** A lead as an export reads it: any field may be missing. */
export type CsvLead = Partial<Record<(typeof LEAD_FIELDS)[number], unknown>> & {consent?: Partial<ConsentRecord> | null}

/**
 * The columns of an export, in order: what the visitor sent, where it came from, how the team
 * handles it, what the visitor consented to, and the message last.
 */
const COLUMNS = {
  receivedAt: (lead: CsvLead) => lead.receivedAt,
  name: (lead: CsvLead) => lead.name,
  email: (lead: CsvLead) => lead.email,
  category: (lead: CsvLead) => lead.category,
  categoryUnchecked: (lead: CsvLead) => lead.categoryUnchecked,
  language: (lead: CsvLead) => lead.language,
  page: (lead: CsvLead) => lead.page,
  referrerOrigin: (lead: CsvLead) => lead.referrerOrigin,
  utmSource: (lead: CsvLead) => lead.utmSource,
  utmMedium: (lead: CsvLead) => lead.utmMedium,
  utmCampaign: (lead: CsvLead) => lead.utmCampaign,
  status: (lead: CsvLead) => lead.status,
  spamReason: (lead: CsvLead) => lead.spamReason,
  assignedTo: (lead: CsvLead) => lead.assignedTo,
  consentPrivacyInForce: (lead: CsvLead) => lead.consent?.privacyInForce,
  consentNoticeVersion: (lead: CsvLead) => lead.consent?.noticeVersion,
  consentedAt: (lead: CsvLead) => lead.consent?.consentedAt,
  containsHealthData: (lead: CsvLead) => lead.containsHealthData,
  // A message with health details is read by opening the lead, never in a file that travels.
  message: (lead: CsvLead) => (lead.containsHealthData === true ? HEALTH_MESSAGE_HIDDEN : lead.message),
} satisfies Record<string, (lead: CsvLead) => unknown>

export const CSV_COLUMNS = Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>

/** Marks the text as UTF-8 for spreadsheets (Excel reads accents wrong without it). */
const BYTE_ORDER_MARK = '\uFEFF'

/** A spreadsheet must not run a cell that starts like a formula. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** Leads as CSV: UTF-8 with a byte order mark, a header line, one line per lead; a field a lead lacks is empty. */
export function leadsCsv(leads: readonly CsvLead[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...leads.map((lead) => CSV_COLUMNS.map((column) => csvCell(String(COLUMNS[column](lead) ?? ''))).join(',')),
  ]
  return `${BYTE_ORDER_MARK}${lines.join('\n')}\n`
}
