/**
 * What a CDN adapter answers: the tags it could not purge, why, and, when the CDN said how long to
 * wait (a rate limit), how long. An empty list is a purge done. cdnPurge.ts retries only these tags.
 */
export type PurgeProblem = {tags: string[]; problem: string; retryAfterMs?: number}

/** Each API call gives up after this: a purge is retried later rather than held up. */
export const PURGE_TIMEOUT_MS = 5_000

/** `tags` cut into batches of at most `size`. */
export function inBatchesOf<T>(size: number, items: T[]): T[][] {
  const batches: T[][] = []
  for (let start = 0; start < items.length; start += size) batches.push(items.slice(start, start + size))
  return batches
}

/** Retry-After (seconds, or an HTTP date) in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after')?.trim()
  if (!value) return undefined
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/** A request that never got an answer (refused, timed out), as a problem. */
export const unreachable = (who: string, error: unknown) =>
  `${who} unreachable: ${error instanceof Error ? error.message : String(error)}`

/** Time as purges read it (retries, Cloudflare's budget); a test gives its own, so that a minute passes without waiting. */
export type Clock = {now: () => number; sleep: (ms: number) => Promise<void>}
export const realClock: Clock = {now: Date.now, sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms))}
