import {sharedStateHealth} from '@/lib/shared/health'

export const dynamic = 'force-dynamic'

/**
 * The origin's health, for a load balancer's checks and an operator: 200 whenever it serves, with
 * a warning when the shared store is away (pages and the form work all the same: taking the
 * origin out of rotation would not bring the store back). Never cached.
 */
export function GET() {
  return Response.json(sharedStateHealth(), {headers: {'Cache-Control': 'no-store'}})
}
