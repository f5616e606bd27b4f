import {BEACON_MAX_BYTES} from '@habitum/content/metrics/events'
import {getServerConfig} from '@/lib/config'
import {readJsonBody} from '@/lib/http/jsonBody'
import {refuseOverLimit} from '@/lib/http/rateLimit'
import {refuse} from '@/lib/http/requests'
import {isOnThisSite} from '@/lib/http/thisSite'
import {getKnownPaths} from '@/lib/metrics/knownPages'
import {visitedPage} from '@habitum/content/metrics/pages'
import {getMetricsCollector, getMetricsRateLimiter} from '@/lib/metrics/services'
import {checkBeacon} from '@/lib/metrics/validateBeacon'

export const dynamic = 'force-dynamic'

/**
 * Receives the beacons of the site's pages (docs/metrics.md) and counts them: views and their
 * sources, the contact form's funnel, Web Vitals. Nothing of the request is kept but the counts:
 * not its address (used only, in memory, for the rate limit), not its user agent. A browser that
 * asks not to be tracked (Sec-GPC, DNT) is answered the same and counted nowhere.
 */
export async function POST(request: Request) {
  const overLimit = await refuseOverLimit(getMetricsRateLimiter(), request, 'Too many beacons: try again later')
  if (overLimit) return overLimit
  if (!fromThisSite(request)) return refuse(403, 'cross_origin', 'Beacons are taken from this site’s own pages only')
  if (request.headers.get('sec-gpc') === '1' || request.headers.get('dnt') === '1') return accepted()
  const read = await readJsonBody(request, {
    maxBytes: BEACON_MAX_BYTES,
    mediaTypes: ['application/json'],
    unsupportedMessage: 'Send the beacon as Content-Type: application/json',
    tooLargeMessage: `A beacon may be ${BEACON_MAX_BYTES} bytes at most`,
  })
  if (!read.ok) return read.refusal
  const checked = checkBeacon(read.body)
  if (!checked.ok) return refuse(400, 'invalid_field', checked.message, {field: checked.field})
  const page = visitedPage(checked.beacon.path)
  if (!(await getKnownPaths()).has(page.path))
    return refuse(400, 'unknown_page', `path ${checked.beacon.path} is not a page of this site`, {field: 'path'})
  getMetricsCollector().count(page, checked.beacon.device, checked.beacon.events)
  return accepted()
}

const accepted = () => new Response(null, {status: 204})

/** No Origin (a same-origin beacon may omit it) or this site's: a page elsewhere cannot post counts in a visitor's name. */
function fromThisSite(request: Request) {
  const origin = request.headers.get('origin')
  return !origin || isOnThisSite(origin, request, getServerConfig().siteUrl)
}
