import ipaddr from 'ipaddr.js'
import {LRUCache} from 'lru-cache'
import {sharedLimit} from '../shared/sharedLimit'
import {clientAddress} from './clientAddress'
import {refuse} from './requests'

/** Clients remembered at once; past it the one seen least recently is forgotten first. */
export const RATE_LIMIT_MAX_CLIENTS = 10_000

export type RateLimitVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number}
/** At most `limit` requests per client in any `windowMs` (web/lib/config.ts reads them from *_RATE_LIMIT). */
export type RateLimitSettings = {limit: number; windowMs: number}
/** A route's limit: counted once across the origins when they share state, else in this process. */
export type RouteLimiter = {take: (client: string) => Promise<RateLimitVerdict>}

/**
 * A sliding-window limit per client: at most `limit` requests in any `windowMs`. In memory, per
 * server process: behind several origins without shared state it limits each one (routeLimiter
 * below counts across them with it). The
 * store is bounded (least recently used leaves first) and every request costs the same, however
 * many clients there are: a lookup and at most `limit` timestamps.
 */
export function createRateLimiter(
  limit: number,
  windowMs: number,
  {maxClients = RATE_LIMIT_MAX_CLIENTS, now = Date.now}: {maxClients?: number; now?: () => number} = {},
) {
  const hits = new LRUCache<string, number[]>({max: maxClients})
  return {
    take(client: string): RateLimitVerdict {
      const time = now()
      const recent = (hits.get(client) ?? []).filter((at) => time - at < windowMs)
      if (recent.length >= limit) {
        hits.set(client, recent)
        return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000))}
      }
      recent.push(time)
      hits.set(client, recent)
      return {allowed: true}
    },
    /** Clients remembered now (for tests and monitoring). */
    get size() {
      return hits.size
    },
  }
}

/**
 * A route's limiter, made on its first request from `settings` (so that the configuration is read
 * when the server runs, not when the route's module loads) and kept for the life of the process:
 * each route has its own, named `route`, sized for what it takes, and a client over one route's
 * limit is not refused by another's. With shared state (SHARED_STATE_URL) a client's requests are
 * counted once across every origin (../shared/sharedLimit.ts); whenever the store does not answer
 * within SHARED_STATE_TIMEOUT_MS, they are counted in this process, as with one origin.
 */
export function routeLimiter(route: string, settings: () => RateLimitSettings): () => RouteLimiter {
  let limiter: RouteLimiter | undefined
  return () => {
    if (!limiter) {
      const {limit, windowMs} = settings()
      const local = createRateLimiter(limit, windowMs)
      const shared = sharedLimit(route, limit, windowMs)
      limiter = {take: async (client) => (await shared(client)) ?? local.take(client)}
    }
    return limiter
  }
}

/**
 * The bucket a client address counts in: an IPv4 address as it is (also when written as IPv6,
 * ::ffff:192.0.2.1), an IPv6 address by its /64 network, which one subscriber gets whole: keyed
 * by the full address, anyone could rotate through 2^64 buckets.
 */
export function rateLimitKey(address: string): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.toString()
  const hextets = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${hextets.join(':')}::/64`
}

/**
 * The answer to a request whose client is over `limiter`'s limit (429 with Retry-After), or
 * undefined when it may go on. The request counts towards its client's limit either way; the client
 * is who ./clientAddress.ts says, its bucket rateLimitKey's.
 */
export async function refuseOverLimit(limiter: RouteLimiter, request: Request, message: string) {
  const verdict = await limiter.take(rateLimitKey(clientAddress(request)))
  if (verdict.allowed) return undefined
  return refuse(429, 'rate_limited', message, {}, {'Retry-After': String(verdict.retryAfterSeconds)})
}
