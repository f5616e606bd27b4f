import type {CdnPurge} from '../config'
import type {AffectedPages, ChangedDocument} from './affectedPages'
import {documentTag, SITE_TAG, typeTag} from './cacheTagNames'
import {cloudflarePurger} from './cdn/cloudflare'
import {purgeCloudFront} from './cdn/cloudfront'
import {purgeFastly} from './cdn/fastly'
import {realClock, type Clock, type PurgeProblem} from './cdn/problems'
import {purgeVarnish} from './cdn/varnish'

/**
 * Purging the CDN by tag when a document is published (docs/deploying.md, "Tags and purges"): the
 * origin the webhook reaches purges, once; the others, told by the broadcast, do not. The CDN's
 * own API is spoken by its adapter (cdn/: Varnish, Fastly, Cloudflare, CloudFront), in its batches
 * and within its rate limits. Purges are retried with backoff; one that still fails is logged with
 * its tags and shown in /api/health until a later purge succeeds.
 */

/**
 * The tags a change makes stale: every answer when it changes what every page shows; otherwise
 * those that show the document, and those that show every document of its type or an address a
 * new one may take (cacheTags.ts).
 */
export function tagsToPurge(change: ChangedDocument, affected: AffectedPages): string[] {
  return affected.site ? [SITE_TAG] : [documentTag(change._id), typeTag(change._type)]
}

/** After the first try: 1 s, 5 s, 30 s (longer when the CDN says how long to wait). */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000]
/** A CDN's Retry-After is followed up to this; past it, the next try comes anyway. */
const LONGEST_WAIT_MS = 5 * 60_000

/** The last purge that failed for good, until one succeeds (shown in /api/health). */
export type PurgeFailure = {at: string; tags: string[]; problem: string}
type CloudflarePurgers = Map<string, ReturnType<typeof cloudflarePurger>>
/**
 * Held by the process, not by this module: each of Next's bundles (a route, the server's jobs) has
 * a copy of it, and they must see one failure, and spend one Cloudflare budget (by clock and API address).
 */
const HOLDER = Symbol.for('habitum.cdnPurge')
type Holder = {failure?: PurgeFailure; cloudflare?: WeakMap<Clock, CloudflarePurgers>}
const holder = () => ((globalThis as typeof globalThis & {[HOLDER]?: Holder})[HOLDER] ??= {})

export const lastPurgeFailure = (): PurgeFailure | undefined => holder().failure

/** How a test runs the purge: its own clock (no real waiting), the CDN's API at a local stand-in. */
export type PurgeOptions = {
  retryDelaysMs?: number[]
  clock?: Clock
  /** The CDN's API (Fastly, Cloudflare, CloudFront); unset: the real one. */
  apiBase?: string
}

/**
 * Purges `tags` through the CDN's API, retrying the tags that failed; true once every tag is
 * purged (at every address, for Varnish).
 */
export async function purgeTags(
  cdn: CdnPurge,
  tags: string[],
  {retryDelaysMs = RETRY_DELAYS_MS, clock = realClock, apiBase}: PurgeOptions = {},
): Promise<boolean> {
  let pending = tags
  for (let attempt = 0; ; attempt++) {
    const problems = await purgeOnce(cdn, pending, clock, apiBase)
    if (problems.length === 0) {
      holder().failure = undefined
      console.info(`[cdn] purged ${tags.join(' ')}`)
      return true
    }
    pending = [...new Set(problems.flatMap((problem) => problem.tags))]
    const delay = retryDelaysMs[attempt]
    if (delay === undefined) {
      const problem = [...new Set(problems.map((each) => each.problem))].join('; ')
      holder().failure = {at: new Date().toISOString(), tags: pending, problem}
      console.error(`[cdn] could not purge ${pending.join(' ')}: ${problem}`)
      return false
    }
    const askedWait = Math.max(0, ...problems.map((problem) => problem.retryAfterMs ?? 0))
    await clock.sleep(Math.max(delay, Math.min(askedWait, LONGEST_WAIT_MS)))
  }
}

/** One try, through the chosen CDN's adapter: the tags it could not purge, and why. */
function purgeOnce(cdn: CdnPurge, tags: string[], clock: Clock, apiBase?: string): Promise<PurgeProblem[]> {
  switch (cdn.kind) {
    case 'varnish':
      return purgeVarnish(cdn, tags)
    case 'fastly':
      return purgeFastly(cdn, tags, {apiBase})
    case 'cloudflare': {
      const byClock = (holder().cloudflare ??= new WeakMap())
      if (!byClock.has(clock)) byClock.set(clock, new Map())
      const purgers = byClock.get(clock)!
      const key = apiBase ?? ''
      if (!purgers.has(key)) purgers.set(key, cloudflarePurger({apiBase, clock}))
      return purgers.get(key)!(cdn, tags)
    }
    case 'cloudfront':
      return purgeCloudFront(cdn, tags, {apiBase})
  }
}
