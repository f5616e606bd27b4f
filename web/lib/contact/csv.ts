import type {ContactRequest} from './store'

/** The columns of an export, in order. */
export const CSV_COLUMNS = [
  'receivedAt',
  'name',
  'email',
  'category',
  'categoryUnchecked',
  'language',
  'page',
  'status',
  'message',
] as const

/** Marks the text as UTF-8 for spreadsheets (Excel reads accents wrong without it). */
const BYTE_ORDER_MARK = '\uFEFF'

/** A spreadsheet must not run a cell that starts like a formula. */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/** Requests as CSV: UTF-8 with a byte order mark, a header line, one line per request. */
export function contactRequestsCsv(requests: ContactRequest[]): string {
  const lines = [
    CSV_COLUMNS.join(','),
    ...requests.map((request) => CSV_COLUMNS.map((column) => csvCell(String(request[column] ?? ''))).join(',')),
  ]
  return `${BYTE_ORDER_MARK}${lines.join('\n')}\n`
}
