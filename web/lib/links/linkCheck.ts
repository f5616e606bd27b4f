import {LRUCache} from 'lru-cache'
import {Agent, fetch, type Response} from 'undici'
import {
  guardedLookup,
  isPublicAddress,
  REFUSED_ADDRESS,
  refusesLiteral,
  resolveWithSystem,
  type Resolver,
} from './addressGuard'

/**
 * Whether an external link of the content still answers, as the Studio asks before publishing
 * (/api/link-check, schemas/validation/externalLinks.ts). The site's server asks, not the
 * editor's browser, which may not read another site's answer. Only a clear answer that the page is
 * gone counts as broken; anything else that is not an answer (a timeout, a refusal to robots, an
 * address on a private network) is "unchecked", which the Studio shows as a warning.
 */
export type LinkVerdict =
  | {result: 'ok'; status: number}
  | {result: 'broken'; status?: number; reason: 'not_found' | 'no_such_host'}
  | {
      result: 'unchecked'
      status?: number
      reason:
        'timeout' | 'unreachable' | 'private_address' | 'refused_to_robots' | 'server_error' | 'too_many_redirects'
    }

/** How long a whole check may take (each redirect included), and how many redirects it follows. */
export const LINK_CHECK_TIMEOUT_MS = 5_000
export const MAX_REDIRECTS = 5
/** How long a verdict is kept: an answer for an hour, a broken link ten minutes, no answer a minute. */
const KEPT_MS = {ok: 3_600_000, broken: 600_000, unchecked: 60_000} as const
const KEPT_VERDICTS = 2_000
/** A check reads headers only; a body is cancelled unread, and refused past this size should one be read. */
const MAX_RESPONSE_BYTES = 64 * 1024

export type LinkCheckOptions = {
  /** Let the check ask hosts on private networks (a staging site's own services, tests); off in production. */
  allowPrivateHosts?: boolean
  /**
   * Which addresses may be connected to (default: public ones only, or any with
   * `allowPrivateHosts`). Tests name a loopback address that stands for a public host.
   */
  isAllowedAddress?: (address: string) => boolean
  timeoutMs?: number
  /** How host names are resolved, once per connection (default: the system's resolver). */
  resolve?: Resolver
}

/** The HTTP client of the checks: every connection resolved and judged by the guard, at connect time. */
export function createLinkCheckAgent({
  allowPrivateHosts = false,
  isAllowedAddress = allowPrivateHosts ? () => true : isPublicAddress,
  timeoutMs = LINK_CHECK_TIMEOUT_MS,
  resolve = resolveWithSystem,
}: LinkCheckOptions = {}) {
  const agent = new Agent({
    connect: {lookup: guardedLookup(resolve, isAllowedAddress), timeout: timeoutMs},
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    maxResponseSize: MAX_RESPONSE_BYTES,
    keepAliveTimeout: 1_000,
  })
  return {agent, isAllowedAddress, timeoutMs}
}

type LinkCheckAgent = ReturnType<typeof createLinkCheckAgent>

/** Asks the link once (HEAD, then GET where HEAD is refused), following redirects, each hop's address judged. */
export async function checkLink(address: string, client: LinkCheckAgent): Promise<LinkVerdict> {
  const {agent, isAllowedAddress, timeoutMs} = client
  const signal = AbortSignal.timeout(timeoutMs)
  let url = new URL(address)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      if (refusesLiteral(url, isAllowedAddress)) return {result: 'unchecked', reason: 'private_address'}
      const ask = (method: 'HEAD' | 'GET') => fetch(url, {method, redirect: 'manual', signal, dispatcher: agent})
      let response: Response = await ask('HEAD')
      // Some servers refuse HEAD (405, 501) or answer it differently: GET, without reading the body.
      if ([403, 405, 501].includes(response.status)) {
        await response.body?.cancel()
        response = await ask('GET')
      }
      await response.body?.cancel()
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url)
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return {result: 'ok', status: response.status}
        continue
      }
      return verdictOf(response.status)
    }
    return {result: 'unchecked', reason: 'too_many_redirects'}
  } catch (error) {
    if (signal.aborted) return {result: 'unchecked', reason: 'timeout'}
    const code = causeCode(error)
    if (code === REFUSED_ADDRESS) return {result: 'unchecked', reason: 'private_address'}
    if (code === 'ENOTFOUND') return {result: 'broken', reason: 'no_such_host'}
    return {result: 'unchecked', reason: 'unreachable'}
  }
}

/** The code of what made a request fail: fetch wraps the connection's error as its cause. */
function causeCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause)
    if (typeof (current as NodeJS.ErrnoException).code === 'string') return (current as NodeJS.ErrnoException).code
  return undefined
}

function verdictOf(status: number): LinkVerdict {
  if (status < 400) return {result: 'ok', status}
  if (status === 404 || status === 410) return {result: 'broken', status, reason: 'not_found'}
  if (status >= 500) return {result: 'unchecked', status, reason: 'server_error'}
  // 401, 403, 429 and the like: the page may well be there for a person.
  return {result: 'unchecked', status, reason: 'refused_to_robots'}
}

/** The check, each link's verdict kept a while (by how sure it is), so editors typing do not ask again. */
export function createLinkChecker(options: LinkCheckOptions = {}, now = Date.now) {
  const client = createLinkCheckAgent(options)
  const kept = new LRUCache<string, {verdict: LinkVerdict; until: number}>({max: KEPT_VERDICTS})
  const pending = new Map<string, Promise<LinkVerdict>>()
  return async (address: string): Promise<LinkVerdict> => {
    const known = kept.get(address)
    if (known && known.until > now()) return known.verdict
    const asking = pending.get(address) ?? checkLink(address, client)
    pending.set(address, asking)
    try {
      const verdict = await asking
      kept.set(address, {verdict, until: now() + KEPT_MS[verdict.result]})
      return verdict
    } finally {
      pending.delete(address)
    }
  }
}
