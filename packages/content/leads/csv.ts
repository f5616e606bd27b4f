/** The columns of an export, in order: what the visitor sent, where it came from, and how the team handles it. */
export const CSV_COLUMNS = [
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
  'message',
] as const

export type CsvColumn = (typeof CSV_COLUMNS)[number]

/** Marks the text as UTF-8 for spreadsheets (Excel reads accents wrong without it). */
const BYTE_ORDER_MARK = '\uFEFF'

/** A spreadsheet must not run a cell that starts like a formula. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** Leads as CSV: UTF-8 with a byte order mark, a header line, one line per lead; a field a lead lacks is empty. */
export function leadsCsv(leads: ReadonlyArray<Partial<Record<CsvColumn, unknown>>>): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...leads.map((lead) => CSV_COLUMNS.map((column) => csvCell(String(lead[column] ?? ''))).join(',')),
  ]
  return `${BYTE_ORDER_MARK}${lines.join('\n')}\n`
}
