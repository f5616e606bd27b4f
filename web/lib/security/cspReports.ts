import {CSP_DIRECTIVES, type CspDirective} from '@habitum/content/metrics/day'
import {array, lazy, mixed, object, string} from 'yup'
import {checkBody, objectInOrder} from '../http/bodySchema'

/**
 * Reports of Content-Security-Policy violations, as browsers send them to /api/csp-report
 * (docs/security.md): a batch of the Reporting API's (`report-to`: `application/reports+json`, an
 * array of `{type: 'csp-violation', body: {effectiveDirective, documentURL, blockedURL, …}}`), or
 * one report of the older `report-uri` (`application/csp-report`: `{'csp-report': {'effective-directive',
 * 'document-uri', 'blocked-uri', …}}`). Only what counting and the log need is read out of them:
 * the directive, the page's path and what kind of thing was blocked; nothing about the visitor.
 * The body is checked with yup (web/lib/http/bodySchema.ts), its first problem the answer.
 */

/** The largest body taken: a report is about 1 kB (most of it the page's policy); a batch holds a few. */
export const CSP_REPORT_MAX_BYTES = 32 * 1024
/** The media types browsers send reports in (some older ones send `report-uri`'s as plain JSON). */
export const CSP_REPORT_MEDIA_TYPES = ['application/reports+json', 'application/csp-report', 'application/json']
/** The most reports one request may carry. */
const MAX_REPORTS = 20
/** What a browser writes as the blocked resource when it is not a URL. */
const BLOCKED_KEYWORDS = ['inline', 'eval', 'wasm-eval', 'trusted-types-policy', 'trusted-types-sink']

export type CspViolation = {
  directive: CspDirective
  /** The path of the page the violation happened on (its query and fragment left out). */
  page: string
  /** What was blocked: `inline`, `eval`…, a URL's origin (its path left out), or a scheme (`chrome-extension:`). */
  blocked: string
}

export type CspReportsCheck = {ok: true; violations: CspViolation[]} | {ok: false; message: string}

/** Where a format keeps a violation's fields. */
type Fields = {directive: string; violated?: string; document: string; blocked: string}
/** The Reporting API's report body (`report-to`). */
const REPORTING_API: Fields = {directive: 'effectiveDirective', document: 'documentURL', blocked: 'blockedURL'}
/** The older `report-uri`'s report, which also names the violated directive. */
const REPORT_URI: Fields = {
  directive: 'effective-directive',
  violated: 'violated-directive',
  document: 'document-uri',
  blocked: 'blocked-uri',
}

type Report = Record<string, unknown>
type Context = {isThisSite: (url: string) => boolean}

const NOT_A_REPORT = 'the body is neither a batch of the Reporting API nor a csp-report'
const BATCH_SIZE = `a batch holds from 1 to ${MAX_REPORTS} reports`
const NOT_A_VIOLATION = 'each report of a batch is a csp-violation with a body'
const BLOCKED_NOT_TEXT = 'the blocked resource is not a text'

/** The known directive a report names, if any. */
function directiveOf(report: Report, fields: Fields): CspDirective | undefined {
  const effective = report[fields.directive]
  const violated = fields.violated && report[fields.violated]
  // Browsers before CSP 3 name only the violated directive, followed by its sources.
  const name = typeof effective === 'string' ? effective : typeof violated === 'string' ? violated.split(' ')[0] : ''
  return (CSP_DIRECTIVES as readonly string[]).includes(name ?? '') ? (name as CspDirective) : undefined
}

/** One violation, under its format's field names: a known directive, about a page of this site, what was blocked (if said) a text. */
const violation = (fields: Fields) =>
  objectInOrder({
    [fields.document]: mixed()
      .nullable()
      .test('this-site', 'the report is not about a page of this site', (document, context) => {
        return typeof document === 'string' && (context.options.context as Context).isThisSite(document)
      }),
    [fields.blocked]: string().typeError(BLOCKED_NOT_TEXT).nonNullable(BLOCKED_NOT_TEXT),
  }).test(
    'directive',
    'the report names no known directive',
    (report) => directiveOf(report ?? {}, fields) !== undefined,
  )

/** What a batch may hold: CSP violations, each with its body (other kinds of report go to other endpoints). */
const cspViolationReport = object({
  type: mixed().oneOf(['csp-violation']).required(),
  body: object().required(),
}).required()

/**
 * A batch of the Reporting API's: 1 to MAX_REPORTS reports, all of them CSP violations (checked
 * for all before any one's content), then each one's violation.
 */
const batch = array()
  .min(1, BATCH_SIZE)
  .max(MAX_REPORTS, BATCH_SIZE)
  .test('csp-violations', NOT_A_VIOLATION, (reports = []) =>
    Array.from(reports).every((report) => cspViolationReport.isValidSync(report, {strict: true})),
  )
  .of(object({body: violation(REPORTING_API)}))

/** One report of `report-uri`'s: `{'csp-report': {…}}`. */
const reportUriReport = object({
  'csp-report': violation(REPORT_URI).typeError(NOT_A_REPORT).required(NOT_A_REPORT),
})
  .typeError(NOT_A_REPORT)
  .required(NOT_A_REPORT)

const cspReportsSchema = lazy((body: unknown) => (Array.isArray(body) ? batch : reportUriReport))

/**
 * The violations a parsed body reports, or why it is not a well-formed report: every report in it
 * must be a CSP violation with a known directive, on a page `isThisSite` accepts.
 */
export function readCspReports(body: unknown, isThisSite: (url: string) => boolean): CspReportsCheck {
  const checked = checkBody(cspReportsSchema, body, {isThisSite} satisfies Context)
  if (!checked.ok) return {ok: false, message: checked.message}
  const reports: Array<[Report, Fields]> = Array.isArray(body)
    ? body.map((report: {body: Report}) => [report.body, REPORTING_API])
    : [[(body as {'csp-report': Report})['csp-report'], REPORT_URI]]
  return {ok: true, violations: reports.map(([report, fields]) => violationOf(report, fields))}
}

/** What is kept of a report checked good. */
function violationOf(report: Report, fields: Fields): CspViolation {
  return {
    directive: directiveOf(report, fields)!,
    page: new URL(report[fields.document] as string).pathname.slice(0, 200),
    blocked: kindOf(report[fields.blocked] as string | undefined),
  }
}

function kindOf(blocked: string | undefined): string {
  if (!blocked) return 'inline'
  if (BLOCKED_KEYWORDS.includes(blocked)) return blocked
  try {
    const url = new URL(blocked)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : url.protocol
  } catch {
    return 'unknown'
  }
}
