import {lookup} from 'node:dns/promises'
import {BlockList, isIP} from 'node:net'
import {LRUCache} from 'lru-cache'

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
      reason: 'timeout' | 'unreachable' | 'private_address' | 'refused_to_robots' | 'server_error'
    }

/** How long a whole check may take (each redirect included), and how many redirects it follows. */
export const LINK_CHECK_TIMEOUT_MS = 5_000
const MAX_REDIRECTS = 5
/** How long a verdict is kept: an answer for an hour, a broken link ten minutes, no answer a minute. */
const KEPT_MS = {ok: 3_600_000, broken: 600_000, unchecked: 60_000} as const
const KEPT_VERDICTS = 2_000

/** Loopback, private, link-local, carrier-grade shared, multicast and reserved ranges: never asked. */
const PRIVATE_RANGES = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const)
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE_RANGES.addSubnet(network, prefix, 'ipv6')

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 0) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return PRIVATE_RANGES.check(mapped[1]!, 'ipv4')
  return PRIVATE_RANGES.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

export type LinkCheckOptions = {
  /** Let the check ask hosts on private networks (a staging site's own services, tests); off in production. */
  allowPrivateHosts?: boolean
  timeoutMs?: number
  fetch?: typeof fetch
  resolve?: (host: string) => Promise<string[]>
}

const resolveHost = async (host: string) => (await lookup(host, {all: true})).map((entry) => entry.address)

/** Asks the link once (HEAD, then GET where HEAD is refused), following redirects, each host checked. */
export async function checkLink(address: string, options: LinkCheckOptions = {}): Promise<LinkVerdict> {
  const {
    allowPrivateHosts = false,
    timeoutMs = LINK_CHECK_TIMEOUT_MS,
    fetch: ask = fetch,
    resolve = resolveHost,
  } = options
  const signal = AbortSignal.timeout(timeoutMs)
  let url = new URL(address)
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const host = url.hostname.replace(/^\[|\]$/g, '')
      let addresses: string[]
      try {
        addresses = isIP(host) ? [host] : await resolve(host)
      } catch (error) {
        const code = (error as {code?: string}).code
        if (code === 'ENOTFOUND') return {result: 'broken', reason: 'no_such_host'}
        return {result: 'unchecked', reason: 'unreachable'}
      }
      if (!allowPrivateHosts && addresses.some(isPrivateAddress))
        return {result: 'unchecked', reason: 'private_address'}
      let response = await ask(url, {method: 'HEAD', redirect: 'manual', signal})
      // Some servers refuse HEAD (405, 501) or answer it differently: GET, without reading the body.
      if ([403, 405, 501].includes(response.status)) {
        response = await ask(url, {method: 'GET', redirect: 'manual', signal})
        await response.body?.cancel()
      }
      const location = response.headers.get('location')
      if (response.status >= 300 && response.status < 400 && location) {
        url = new URL(location, url)
        if (url.protocol !== 'http:' && url.protocol !== 'https:') return {result: 'ok', status: response.status}
        continue
      }
      return verdictOf(response.status)
    }
    return {result: 'unchecked', reason: 'unreachable'}
  } catch {
    return signal.aborted ? {result: 'unchecked', reason: 'timeout'} : {result: 'unchecked', reason: 'unreachable'}
  }
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
  const kept = new LRUCache<string, {verdict: LinkVerdict; until: number}>({max: KEPT_VERDICTS})
  const pending = new Map<string, Promise<LinkVerdict>>()
  return async (address: string): Promise<LinkVerdict> => {
    const known = kept.get(address)
    if (known && known.until > now()) return known.verdict
    const asking = pending.get(address) ?? checkLink(address, options)
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
