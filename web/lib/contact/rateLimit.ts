/**
 * A sliding-window limit per client: at most `limit` requests in any `windowMs`. In memory, per
 * server process: behind several processes it limits each one (the CDN can add its own).
 */
export function createRateLimiter(limit: number, windowMs: number, now: () => number = Date.now) {
  const hits = new Map<string, number[]>()
  return {
    take(client: string): {allowed: true} | {allowed: false; retryAfterSeconds: number} {
      const time = now()
      const recent = (hits.get(client) ?? []).filter((at) => time - at < windowMs)
      if (recent.length >= limit) {
        hits.set(client, recent)
        return {allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - time) / 1000))}
      }
      recent.push(time)
      hits.set(client, recent)
      if (hits.size > 10_000) {
        for (const [key, times] of hits) if (times.every((at) => time - at >= windowMs)) hits.delete(key)
      }
      return {allowed: true}
    },
  }
}

/** The client a request comes from: the first address the proxy chain reports. */
export function clientKey(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || headers.get('x-real-ip')?.trim() || 'direct'
}
