import {getServerConfig} from '@/lib/config'
import {readJsonBody} from '@/lib/http/jsonBody'
import {refuseOverLimit, routeLimiter} from '@/lib/http/rateLimit'
import {refuse} from '@/lib/http/requests'
import {isOnThisSite} from '@/lib/http/thisSite'
import {getMetricsCollector} from '@/lib/metrics/services'
import {CSP_REPORT_MAX_BYTES, CSP_REPORT_MEDIA_TYPES, readCspReports} from '@/lib/security/cspReports'

export const dynamic = 'force-dynamic'

/** Reports per client (CSP_REPORT_RATE_LIMIT); a request may carry several. */
const rateLimiter = routeLimiter('csp-report', () => getServerConfig().cspReports.rateLimit)

/**
 * Receives the reports browsers send when the Content-Security-Policy blocks something on a page
 * (its `report-to` and `report-uri`; docs/security.md), and counts each per day and directive with
 * the site's metrics (docs/metrics.md), one log line each. Nothing of the request is kept: its
 * address serves the rate limit, in memory, and is never logged; of the report, only the directive,
 * the page's path and what kind of thing was blocked.
 */
export async function POST(request: Request) {
  const overLimit = await refuseOverLimit(rateLimiter(), request, 'Too many reports: try again later')
  if (overLimit) return overLimit
  const {siteUrl} = getServerConfig()
  const origin = request.headers.get('origin')
  if (origin && !isOnThisSite(origin, request, siteUrl)) {
    return refuse(403, 'cross_origin', 'Reports are taken from this site’s own pages only')
  }
  const read = await readJsonBody(request, {
    maxBytes: CSP_REPORT_MAX_BYTES,
    mediaTypes: CSP_REPORT_MEDIA_TYPES,
    unsupportedMessage: `Send reports as ${CSP_REPORT_MEDIA_TYPES.join(' or ')}`,
    tooLargeMessage: `Reports may be ${CSP_REPORT_MAX_BYTES} bytes at most`,
  })
  if (!read.ok) return read.refusal
  const checked = readCspReports(read.body, (url) => isOnThisSite(url, request, siteUrl))
  if (!checked.ok) return refuse(400, 'invalid_report', checked.message)
  const collector = getMetricsCollector()
  for (const {directive, page, blocked} of checked.violations) {
    collector.countCspViolation(directive)
    console.warn(`[csp] violation ${directive} on ${page} (blocked: ${blocked})`)
  }
  return new Response(null, {status: 204})
}
