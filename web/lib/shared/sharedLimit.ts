import {RateLimiterRedis, RateLimiterRes} from 'rate-limiter-flexible'
import {connectedSharedState, type SharedState} from './sharedState'

/**
 * A route's rate limit counted in the shared store, once for every origin (rate-limiter-flexible's
 * Redis limiter: a count per client and window, kept and expired in the store in one script; its
 * Valkey limiter's script needs Valkey 8, this one runs on Valkey and Redis alike).
 * `take` says what the store counted, or undefined when the store did not answer in time or is
 * away: the caller counts in the process then (web/lib/http/rateLimit.ts), and a request is never
 * refused, nor held, for the store's sake.
 */
export type SharedVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number}

export function sharedLimit(route: string, limit: number, windowMs: number) {
  // One limiter per connection (the store's scripts are defined on it).
  let made: {on: SharedState; limiter: RateLimiterRedis} | undefined
  // A failure is said once, until the store counts again.
  let failing = false
  return async (client: string): Promise<SharedVerdict | undefined> => {
    const shared = connectedSharedState()
    if (!shared) return undefined
    if (made?.on !== shared) {
      made = {
        on: shared,
        limiter: new RateLimiterRedis({
          storeClient: shared.client,
          keyPrefix: `habitum:rate:${route}`,
          points: limit,
          duration: Math.ceil(windowMs / 1000),
        }),
      }
    }
    try {
      await made.limiter.consume(client)
      failing = false
      return {allowed: true}
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) {
        failing = false
        return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))}
      }
      // The store failed, or was slower than SHARED_STATE_TIMEOUT_MS.
      if (!failing) console.warn(`[shared-state] ${route} rate limit counted in this process: ${String(refusal)}`)
      failing = true
      return undefined
    }
  }
}
