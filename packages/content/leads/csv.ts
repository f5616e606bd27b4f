import {OPERATOR_TIME_ZONE, isCalendarDate, shortSpanishDate} from '../calendar'
import {CONTACT_STATUSES} from './statuses'
import {LANGUAGE_TITLES, type Language} from '../languages'
import {noticeLabel} from './notice'
import {HEALTH_MESSAGE_HIDDEN, SPAM_REASONS, type ConsentRecord} from './record'

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
 * The organisation types' Spanish labels by the value a lead stores (`companyType` documents:
 * `value` → `label.es`). They live in the dataset, where editors rename them, so each caller
 * reads them when it exports: the Studio through its client, the CLI through the content source.
 */
export type CompanyTypeTitles = ReadonlyMap<string, string>

/** The labels of the company types as read from the dataset; a type without a Spanish label is left out. */
export function companyTypeTitles(types: ReadonlyArray<{value?: string | null; label?: string | null}>) {
  const titled = types.filter((type): type is {value: string; label: string} => Boolean(type.value && type.label))
  return new Map(titled.map((type) => [type.value, type.label])) as CompanyTypeTitles
}

/** What every cell may need besides the lead: the dataset's labels of the organisation types. */
export type CsvContext = {companyTypes: CompanyTypeTitles}

/** A stored code by its title in a list of options; a code the list lacks stays as stored. */
function titleOf(options: ReadonlyArray<{value: string; title: string}>, code: unknown) {
  return options.find((option) => option.value === code)?.title ?? code
}

const BUENOS_AIRES = new Intl.DateTimeFormat('en-GB', {
  timeZone: OPERATOR_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/**
 * An instant (UTC, as stored) as the team reads it in Buenos Aires, `dd/mm/aaaa hh:mm`: a
 * spreadsheet shows it as written, whatever the computer's time zone. Anything else stays as is.
 */
export function buenosAiresDateTime(value: unknown) {
  const instant = typeof value === 'string' && value ? new Date(value) : undefined
  if (!instant || Number.isNaN(instant.getTime())) return value
  const part = Object.fromEntries(BUENOS_AIRES.formatToParts(instant).map(({type, value}) => [type, value]))
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`
}

/** A calendar day (YYYY-MM-DD, a day with no time zone) as `dd/mm/aaaa`. */
const day = (value: unknown) => (isCalendarDate(value) ? shortSpanishDate(value) : value)

const yes = (value: unknown) => (value === true ? 'Sí' : '')

const languageTitle = (value: unknown) =>
  typeof value === 'string' && value in LANGUAGE_TITLES ? LANGUAGE_TITLES[value as Language] : value

const companyType = (value: unknown, {companyTypes}: CsvContext) =>
  typeof value === 'string' ? (companyTypes.get(value) ?? value) : value

type Column = {title: string; cell: (lead: CsvLead, context: CsvContext) => unknown}

/**
 * The columns of an export, in order: what the visitor sent, where it came from, how the team
 * handles it, what the visitor consented to, and the message last. Each is titled as the Studio
 * titles the field (schemas/documents/contactRequest.ts, schemas/objects/leadConsent.ts, checked
 * by tests/studio/leads-csv.test.ts), without a campaign parameter's technical name; the consent's
 * day says which document it is about, as the lead's sentence does. Values are as the Studio shows
 * them: titles rather than codes, times in Buenos Aires.
 */
const COLUMNS = {
  receivedAt: {title: 'Recibida', cell: (lead) => buenosAiresDateTime(lead.receivedAt)},
  name: {title: 'Nombre', cell: (lead) => lead.name},
  email: {title: 'E-mail', cell: (lead) => lead.email},
  category: {title: 'Tipo de organización', cell: (lead, context) => companyType(lead.category, context)},
  categoryUnchecked: {title: 'Tipo sin verificar', cell: (lead) => yes(lead.categoryUnchecked)},
  language: {title: 'Idioma', cell: (lead) => languageTitle(lead.language)},
  page: {title: 'Página de origen', cell: (lead) => lead.page},
  referrerOrigin: {title: 'Sitio de referencia', cell: (lead) => lead.referrerOrigin},
  utmSource: {title: 'Campaña: fuente', cell: (lead) => lead.utmSource},
  utmMedium: {title: 'Campaña: medio', cell: (lead) => lead.utmMedium},
  utmCampaign: {title: 'Campaña: nombre', cell: (lead) => lead.utmCampaign},
  status: {title: 'Estado', cell: (lead) => titleOf(CONTACT_STATUSES, lead.status)},
  spamReason: {title: 'Motivo de spam', cell: (lead) => titleOf(SPAM_REASONS, lead.spamReason)},
  assignedTo: {title: 'Asignada a', cell: (lead) => lead.assignedTo},
  consentPrivacyInForce: {
    title: 'Política de privacidad aceptada (vigente desde)',
    cell: (lead) => day(lead.consent?.privacyInForce),
  },
  // Named by the day and language it was shown in, never by its fingerprint (./notice.ts).
  consentNoticeVersion: {title: 'Versión del aviso', cell: (lead) => noticeLabel(lead.consent, lead.language)},
  consentedAt: {title: 'Aceptada el', cell: (lead) => buenosAiresDateTime(lead.consent?.consentedAt)},
  containsHealthData: {title: 'Contiene datos de salud', cell: (lead) => yes(lead.containsHealthData)},
  // A message with health details is read by opening the lead, never in a file that travels.
  message: {
    title: 'Consulta',
    cell: (lead) => (lead.containsHealthData === true ? HEALTH_MESSAGE_HIDDEN : lead.message),
  },
} satisfies Record<string, Column>

export type CsvColumn = keyof typeof COLUMNS

/** Each column's title, by the field it shows: what the header says. */
export const CSV_COLUMN_TITLES = Object.fromEntries(
  Object.entries(COLUMNS).map(([column, {title}]) => [column, title]),
) as Record<CsvColumn, string>

/**
 * Between cells and at the end of each line, what Excel expects where the team works: with
 * Argentine settings the decimal mark is the comma, so Excel splits a double-clicked CSV at «;»,
 * and lines end with CR LF as Windows writes them. LibreOffice and Google Sheets read it too.
 */
export const CSV_SEPARATOR = ';'
export const CSV_LINE_END = '\r\n'

/** The header's titles, in order (none holds the separator or a quote: the header needs no quoting). */
export const CSV_COLUMNS = Object.values(CSV_COLUMN_TITLES)

/** Marks the text as UTF-8 for spreadsheets (Excel reads accents wrong without it). */
const BYTE_ORDER_MARK = '\uFEFF'

/**
 * A cell, always quoted, so a separator, a quote or a line break inside it stays in it (a quote
 * doubled). A spreadsheet must not run a cell that starts like a formula.
 */
export function csvCell(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return `"${safe.replace(/"/g, '""')}"`
}

/**
 * Rows as CSV for a spreadsheet: UTF-8 with a byte order mark, the header's titles as they are,
 * every other cell quoted, «;» between cells and CR LF after every line. The one CSV writer of
 * the project: the Studio's «Exportar CSV» and `npm run contacts -- --csv` both come through it.
 */
export function csvText(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  const lines = [
    header.join(CSV_SEPARATOR),
    ...rows.map((row) => row.map((value) => csvCell(value)).join(CSV_SEPARATOR)),
  ]
  return `${BYTE_ORDER_MARK}${lines.map((line) => `${line}${CSV_LINE_END}`).join('')}`
}

/** Leads as CSV, in the editors' language, one line per lead; a field a lead lacks is empty. */
export function leadsCsv(leads: readonly CsvLead[], context: CsvContext): string {
  const columns = Object.values(COLUMNS) as Column[]
  return csvText(
    CSV_COLUMNS,
    leads.map((lead) => columns.map(({cell}) => String(cell(lead, context) ?? ''))),
  )
}
