import {CSP_DIRECTIVES, type CspDirective} from '@habitum/content/metrics/day'

/**
 * Reports of Content-Security-Policy violations, as browsers send them to /api/csp-report
 * (docs/security.md): a batch of the Reporting API's (`report-to`: `application/reports+json`, an
 * array of `{type: 'csp-violation', body: {effectiveDirective, documentURL, blockedURL, …}}`), or
 * one report of the older `report-uri` (`application/csp-report`: `{'csp-report': {'effective-directive',
 * 'document-uri', 'blocked-uri', …}}`). Only what counting and the log need is read out of them:
 * the directive, the page's path and what kind of thing was blocked; nothing about the visitor.
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

type Fields = {directive: unknown; violated: unknown; document: unknown; blocked: unknown}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The violations a parsed body reports, or why it is not a well-formed report: every report in it
 * must be a CSP violation with a known directive, on a page `isThisSite` accepts.
 */
export function readCspReports(body: unknown, isThisSite: (url: string) => boolean): CspReportsCheck {
  let reports: Fields[]
  if (Array.isArray(body)) {
    if (body.length === 0 || body.length > MAX_REPORTS) {
      return {ok: false, message: `a batch holds from 1 to ${MAX_REPORTS} reports`}
    }
    reports = []
    for (const report of body) {
      if (!isRecord(report) || report.type !== 'csp-violation' || !isRecord(report.body)) {
        return {ok: false, message: 'each report of a batch is a csp-violation with a body'}
      }
      const {effectiveDirective, documentURL, blockedURL} = report.body
      reports.push({directive: effectiveDirective, violated: undefined, document: documentURL, blocked: blockedURL})
    }
  } else if (isRecord(body) && isRecord(body['csp-report'])) {
    const report = body['csp-report']
    reports = [
      {
        directive: report['effective-directive'],
        violated: report['violated-directive'],
        document: report['document-uri'],
        blocked: report['blocked-uri'],
      },
    ]
  } else {
    return {ok: false, message: 'the body is neither a batch of the Reporting API nor a csp-report'}
  }
  const violations: CspViolation[] = []
  for (const report of reports) {
    const violation = violationOf(report, isThisSite)
    if (typeof violation === 'string') return {ok: false, message: violation}
    violations.push(violation)
  }
  return {ok: true, violations}
}

function violationOf({directive, violated, document, blocked}: Fields, isThisSite: (url: string) => boolean) {
  // Browsers before CSP 3 name only the violated directive, followed by its sources.
  const name = typeof directive === 'string' ? directive : typeof violated === 'string' ? violated.split(' ')[0] : ''
  if (!(CSP_DIRECTIVES as readonly string[]).includes(name ?? '')) return 'the report names no known directive'
  if (typeof document !== 'string' || !isThisSite(document)) return 'the report is not about a page of this site'
  if (blocked !== undefined && typeof blocked !== 'string') return 'the blocked resource is not a text'
  return {directive: name as CspDirective, page: new URL(document).pathname.slice(0, 200), blocked: kindOf(blocked)}
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
