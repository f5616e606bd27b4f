import type {CdnPurge} from '../config'
import type {AffectedPages, ChangedDocument} from './affectedPages'
import {documentTag, SITE_TAG, typeTag} from './cacheTagNames'

/**
 * Purging the CDN by tag when a document is published (docs/deploying.md, "Tags and purges"): the
 * origin the webhook reaches purges, once; the others, told by the broadcast, do not. Purges are
 * retried with backoff; one that still fails is logged with its tags and shown in /api/health
 * until a later purge succeeds.
 */

/**
 * The tags a change makes stale: every answer when it changes what every page shows; otherwise
 * those that show the document, and those that show every document of its type or an address a
 * new one may take (cacheTags.ts).
 */
export function tagsToPurge(change: ChangedDocument, affected: AffectedPages): string[] {
  return affected.site ? [SITE_TAG] : [documentTag(change._id), typeTag(change._type)]
}

/** After the first try: 1 s, 5 s, 30 s. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000]
const PURGE_TIMEOUT_MS = 5_000
/** Varnish refuses a request header past 8 KB (http_req_hdr_len): tags go in batches well inside it. */
const MAX_TAGS_BYTES = 4_000

/** The last purge that failed for good, until one succeeds (shown in /api/health). */
export type PurgeFailure = {at: string; tags: string[]; problem: string}
const HOLDER = Symbol.for('habitum.cdnPurge')
type Holder = {failure?: PurgeFailure}
const holder = () => ((globalThis as typeof globalThis & {[HOLDER]?: Holder})[HOLDER] ??= {})

export const lastPurgeFailure = (): PurgeFailure | undefined => holder().failure

/** Purges `tags` at every address of the CDN, retrying; true once every address has purged them. */
export async function purgeTags(
  cdn: CdnPurge,
  tags: string[],
  {retryDelaysMs = RETRY_DELAYS_MS}: {retryDelaysMs?: number[]} = {},
): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const problems = await purgeOnce(cdn, tags)
    if (problems.length === 0) {
      holder().failure = undefined
      console.info(`[cdn] purged ${tags.join(' ')}`)
      return true
    }
    const delay = retryDelaysMs[attempt]
    if (delay === undefined) {
      const problem = problems.join('; ')
      holder().failure = {at: new Date().toISOString(), tags, problem}
      console.error(`[cdn] could not purge ${tags.join(' ')}: ${problem}`)
      return false
    }
    await new Promise((resolve) => setTimeout(resolve, delay))
  }
}

/** One try at every address; what went wrong, by address. */
async function purgeOnce(cdn: CdnPurge, tags: string[]): Promise<string[]> {
  const requests = cdn.addresses.flatMap((address) =>
    batches(tags).map(async (batch) => {
      try {
        const response = await fetch(`${address}/`, {
          method: 'PURGE',
          headers: {'xkey-purge': batch.join(' ')},
          signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
        })
        return response.ok ? undefined : `${address} answered ${response.status}`
      } catch (error) {
        return `${address}: ${error instanceof Error ? error.message : String(error)}`
      }
    }),
  )
  return (await Promise.all(requests)).filter((problem): problem is string => problem !== undefined)
}

function batches(tags: string[]): string[][] {
  const all: string[][] = [[]]
  let bytes = 0
  for (const tag of tags) {
    if (bytes + tag.length + 1 > MAX_TAGS_BYTES && all.at(-1)!.length > 0) {
      all.push([])
      bytes = 0
    }
    all.at(-1)!.push(tag)
    bytes += tag.length + 1
  }
  return all
}
