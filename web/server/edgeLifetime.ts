import type {ServerResponse} from 'node:http'
import type {EdgeSettings} from '../lib/config'
import {decodeEdgeHint, EDGE_HINT_HEADER, type EdgeHint} from '../lib/publishing/datedChanges'
import {lastPurgeFailure} from '../lib/publishing/cdnPurge'
import {beforeHead} from './beforeHead'

/**
 * How long a CDN keeps an answer (docs/deploying.md, "Edge lifetimes"). Next says
 * `s-maxage=60, stale-while-revalidate=<a year>` on its regenerated pages; the site's server
 * changes that on the way out:
 * - s-maxage and stale-while-revalidate are bounded, so no visitor is served a copy older than
 *   EDGE_STALE_LIMIT_SECONDS after a change, whatever the CDN;
 * - with a purge configured (CDN_PURGE) and working, the CDN alone may keep the answer for
 *   EDGE_LIFETIME_SECONDS (`Surrogate-Control` for Fastly and Varnish, `CDN-Cache-Control` for
 *   Cloudflare and others), but never past the next dated change of what it shows, nor long while
 *   such a change is being regenerated (the proxy's hint, web/lib/publishing/datedChanges.ts); a
 *   publish purges it. Browsers still revalidate as Cache-Control says.
 * After a purge failed for good, answers go back to the short lifetime until one succeeds.
 */

export type EdgeState = EdgeSettings & {purgeFailing: boolean}

type EdgeHeaders = {cacheControl: string; edgeControl?: string}

export function edgeHeaders(
  cacheControl: string,
  hint: EdgeHint | undefined,
  state: EdgeState,
  now: number,
): EdgeHeaders {
  const directives = cacheControl.split(',').map((directive) => directive.trim())
  const value = (name: string) => {
    const found = directives.find((directive) => directive.toLowerCase().startsWith(`${name}=`))
    return found === undefined ? undefined : Number(found.slice(name.length + 1))
  }
  const sharedMaxAge = value('s-maxage')
  const kept = !directives.some((directive) => /^(private|no-store|no-cache)$/i.test(directive))
  if (sharedMaxAge === undefined || Number.isNaN(sharedMaxAge) || !kept) return {cacheControl}
  // Next keeps a not-found page a year (s-maxage=31536000): bounded too.
  const freshFor = Math.min(sharedMaxAge, state.staleLimitSeconds)
  const staleFor = state.staleLimitSeconds - freshFor
  const bounded = directives
    .map((directive) => {
      if (/^s-maxage=/i.test(directive)) return `s-maxage=${freshFor}`
      const stale = /^stale-while-revalidate=(\d+)$/i.exec(directive)
      return stale && Number(stale[1]) > staleFor ? `stale-while-revalidate=${staleFor}` : directive
    })
    .join(', ')
  if (!state.purged || state.purgeFailing || !hint || hint.settling) return {cacheControl: bounded}
  const untilChange = hint.until === undefined ? Infinity : Math.floor((hint.until - now) / 1000)
  const lifetime = Math.min(state.lifetimeSeconds, untilChange)
  return lifetime > freshFor ? {cacheControl: bounded, edgeControl: `max-age=${lifetime}`} : {cacheControl: bounded}
}

const EDGE_CONTROL_HEADERS = ['Surrogate-Control', 'CDN-Cache-Control']
/** Where Next says whether it answered from its page cache: HIT, STALE (regenerating), MISS. */
const NEXT_CACHE_HEADER = 'x-nextjs-cache'

/**
 * Sets the answer's lifetimes just before its head goes out, however Next set its headers (on the
 * response, or given to writeHead). An answer the proxy keeps out of every CDN (`no-store`: its
 * tags could not be read) stays so.
 */
export function applyEdgeLifetime(response: ServerResponse, settings: EdgeSettings) {
  beforeHead(response, (head) => {
    const cacheControl = head.get('Cache-Control')
    const keptOut = /no-store/i.test(head.get('Surrogate-Control'))
    if (!cacheControl || keptOut) return
    // A copy Next made earlier and hands out while it makes a new one may predate a dated change.
    const stale = /^stale$/i.test(head.get(NEXT_CACHE_HEADER))
    const hint = stale ? {settling: true} : decodeEdgeHint(head.get(EDGE_HINT_HEADER) || undefined)
    const state = {...settings, purgeFailing: lastPurgeFailure() !== undefined}
    const decided = edgeHeaders(cacheControl, hint, state, Date.now())
    head.set('Cache-Control', decided.cacheControl)
    for (const name of EDGE_CONTROL_HEADERS) head.set(name, decided.edgeControl)
  })
}
