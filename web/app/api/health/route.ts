import {lastPurgeFailure} from '@/lib/publishing/cdnPurge'
import {sharedStateHealth} from '@/lib/shared/health'

export const dynamic = 'force-dynamic'

/**
 * The origin's health, for a load balancer's checks and an operator: 200 whenever it serves, with
 * a warning when the shared store is away (pages and the form work all the same: taking the
 * origin out of rotation would not bring the store back), and the last purge of the CDN that
 * failed for good, until one succeeds. Never cached.
 */
export function GET() {
  const purgeFailure = lastPurgeFailure()
  const health = purgeFailure
    ? {...sharedStateHealth(), status: 'degraded', cdnPurgeFailure: purgeFailure}
    : sharedStateHealth()
  return Response.json(health, {headers: {'Cache-Control': 'no-store'}})
}
