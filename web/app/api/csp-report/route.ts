import {isTypeValid, parse as parseContentType} from 'content-type'
import {getServerConfig} from '@/lib/config'
import {createRateLimiter, refuseOverLimit} from '@/lib/contact/rateLimit'
import {readBodyWithin, refuse} from '@/lib/http/requests'
import {isOnThisSite} from '@/lib/http/thisSite'
import {getMetricsCollector} from '@/lib/metrics/services'
import {CSP_REPORT_MAX_BYTES, CSP_REPORT_MEDIA_TYPES, readCspReports} from '@/lib/security/cspReports'

export const dynamic = 'force-dynamic'

let limiter: ReturnType<typeof createRateLimiter> | undefined
const rateLimiter = () => {
  const {limit, windowMs} = getServerConfig().cspReports.rateLimit
  limiter ??= createRateLimiter(limit, windowMs)
  return limiter
}

/**
 * Receives the reports browsers send when the Content-Security-Policy blocks something on a page
 * (its `report-to` and `report-uri`; docs/security.md), and counts each per day and directive with
 * the site's metrics (docs/metrics.md), one log line each. Nothing of the request is kept: its
 * address serves the rate limit, in memory, and is never logged; of the report, only the directive,
 * the page's path and what kind of thing was blocked.
 */
export async function POST(request: Request) {
  const overLimit = refuseOverLimit(rateLimiter(), request, 'Too many reports: try again later')
  if (overLimit) return overLimit
  const {siteUrl} = getServerConfig()
  const origin = request.headers.get('origin')
  if (origin && !isOnThisSite(origin, request, siteUrl)) {
    return refuse(403, 'cross_origin', 'Reports are taken from this site’s own pages only')
  }
  const {type} = parseContentType(request.headers.get('content-type') ?? '')
  if (!isTypeValid(type) || !CSP_REPORT_MEDIA_TYPES.includes(type)) {
    return refuse(415, 'unsupported_media_type', `Send reports as ${CSP_REPORT_MEDIA_TYPES.join(' or ')}`)
  }
  const raw = await readBodyWithin(request, CSP_REPORT_MAX_BYTES)
  if (raw === undefined) {
    return refuse(413, 'payload_too_large', `Reports may be ${CSP_REPORT_MAX_BYTES} bytes at most`)
  }
  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return refuse(400, 'invalid_json', 'The body is not valid JSON')
  }
  const checked = readCspReports(body, (url) => isOnThisSite(url, request, siteUrl))
  if (!checked.ok) return refuse(400, 'invalid_report', checked.message)
  const collector = getMetricsCollector()
  for (const {directive, page, blocked} of checked.violations) {
    collector.countCspViolation(directive)
    console.warn(`[csp] violation ${directive} on ${page} (blocked: ${blocked})`)
  }
  return new Response(null, {status: 204})
}
