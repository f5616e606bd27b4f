import ipaddr from 'ipaddr.js'
import {LRUCache} from 'lru-cache'
import {clientAddress} from '../http/clientAddress'
import {refuse} from '../http/requests'

/** Clients remembered at once; past it the one seen least recently is forgotten first. */
export const RATE_LIMIT_MAX_CLIENTS = 10_000

export type RateLimitVerdict = {allowed: true} | {allowed: false; retryAfterSeconds: number}

/**
 * A sliding-window limit per client: at most `limit` requests in any `windowMs`. In memory, per
 * server process: behind several processes it limits each one (the CDN can add its own). The
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
 * is who web/lib/http/clientAddress.ts says, its bucket rateLimitKey's.
 */
export function refuseOverLimit(limiter: {take(client: string): RateLimitVerdict}, request: Request, message: string) {
  const verdict = limiter.take(rateLimitKey(clientAddress(request)))
  if (verdict.allowed) return undefined
  return refuse(429, 'rate_limited', message, {}, {'Retry-After': String(verdict.retryAfterSeconds)})
}
