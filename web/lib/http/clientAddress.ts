import type {IncomingMessage} from 'node:http'
import {isIP} from 'node:net'
import proxyAddr from 'proxy-addr'
import {getServerConfig} from '../config'

/**
 * Who sent a request, by one setting: TRUSTED_PROXIES, how many proxies stand in front. The
 * site's server (`npm start`, `npm run dev`: web/server/) decides it for every request; Next's own
 * servers (`next start`, `next dev`) are not supported for that reason (docs/deploying.md).
 *
 * The contract is X-Forwarded-For's own: each hop appends the address it received the request
 * from, so the last entry is what this process saw on its socket, and the N before it were
 * appended by the N trusted proxies. Route handlers have no socket; `forwardSocketAddress` puts
 * its address in the header before Next sees the request: the site's server does it in its
 * request guard (web/server/requestGuard.ts).
 */

const FORWARDED_FOR = 'x-forwarded-for'
/** Marks a request whose socket address is forwarded; Symbol.for, since Next's bundle and the site's server each have a copy of this module. */
const SOCKET_ADDRESS_FORWARDED = Symbol.for('habitum.socketAddressForwarded')

/** X-Forwarded-For's entries, in order, however the header came (one value, several, none). */
const hopsOf = (header: string | string[] | null | undefined) =>
  (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((entry) => entry.trim())

/**
 * The address the nearest trusted proxy saw (X-Forwarded-For read from the right, past the
 * socket's, one entry per trusted proxy), or the socket's own with none trusted. Anything but an
 * address in that place means the request did not come through the proxies: the socket's
 * address is the client then. `unknown` only for a request no server received (a test's own).
 */
export function clientAddress(
  request: {headers: Headers},
  trustedProxies = getServerConfig().server.trustedProxies,
): string {
  const hops = hopsOf(request.headers.get(FORWARDED_FOR))
  const socketAddress = hops.pop() || 'unknown'
  if (trustedProxies === 0) return socketAddress
  const viaProxies = {
    socket: {remoteAddress: socketAddress},
    connection: {remoteAddress: socketAddress},
    headers: {[FORWARDED_FOR]: hops.join(', ')},
  } as unknown as IncomingMessage
  const address = proxyAddr(viaProxies, (_address, hop) => hop < trustedProxies)
  return isIP(address) ? address : socketAddress
}

/**
 * Makes X-Forwarded-For what `clientAddress` reads: the entries the trusted proxies appended
 * (anything a client wrote before them is dropped), then the socket's address. Once per request.
 */
export function forwardSocketAddress(
  request: IncomingMessage,
  trustedProxies = getServerConfig().server.trustedProxies,
) {
  const marked = request as IncomingMessage & {[SOCKET_ADDRESS_FORWARDED]?: true}
  if (marked[SOCKET_ADDRESS_FORWARDED]) return
  marked[SOCKET_ADDRESS_FORWARDED] = true
  const hops = hopsOf(request.headers[FORWARDED_FOR])
  const fromProxies = trustedProxies === 0 ? [] : hops.filter(Boolean).slice(-trustedProxies)
  request.headers[FORWARDED_FOR] = [...fromProxies, request.socket.remoteAddress ?? 'unknown'].join(', ')
}
