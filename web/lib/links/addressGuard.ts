import {lookup} from 'node:dns/promises'
import {isIP, type LookupFunction} from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Which addresses the link check may connect to, decided where the connection is made: the name is
 * resolved once, by the connection's own lookup, and the socket goes to the very address that was
 * judged. Checking a name first and letting the HTTP client resolve it again to connect would let
 * a name answer a public address to the check and a private one to the connection (DNS rebinding).
 */

/** Whether an address is on the public internet: loopback, private, link-local, multicast, reserved and mapped ranges are not. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  // Every special range (IPv4-mapped, NAT64, 6to4 and Teredo among them, which can carry a private
  // IPv4 address inside) is refused whole: a link to a real site is plain unicast.
  return ipaddr.parse(address).range() === 'unicast'
}

/** Resolves a host name to its addresses (all of them: every one is judged). */
export type Resolver = (host: string) => Promise<string[]>

export const resolveWithSystem: Resolver = async (host) =>
  (await lookup(host, {all: true, order: 'verbatim'})).map((entry) => entry.address)

/** The error a refused connection fails with: the link check reads its code. */
export const REFUSED_ADDRESS = 'ELINKCHECK_REFUSED_ADDRESS'

export class RefusedAddressError extends Error {
  readonly code = REFUSED_ADDRESS
  constructor(host: string) {
    // The address itself is left out: the caller learns only that the host is not asked.
    super(`${host} resolves to an address the link check does not ask`)
  }
}

/**
 * A `lookup` for net.connect and tls.connect (undici's `connect` option): resolves the host once
 * with `resolve`, refuses the connection when any of its addresses is refused, and otherwise hands
 * exactly those addresses to the socket. Node calls it for host names only; an address written in
 * the URL is judged before connecting (`refusesLiteral`).
 */
export function guardedLookup(resolve: Resolver, isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0)
          return callback(Object.assign(new Error(`${hostname} has no address`), {code: 'ENOTFOUND'}), '', 0)
        if (!addresses.every(isAllowed)) return callback(new RefusedAddressError(hostname), '', 0)
        if (options.all)
          return callback(
            null,
            addresses.map((address) => ({address, family: isIP(address)})),
          )
        callback(null, addresses[0]!, isIP(addresses[0]!))
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    )
  }
}

/** Whether a URL's host, written as an address (`http://10.0.0.1/`, `http://[::1]/`), is refused. */
export function refusesLiteral(url: URL, isAllowed: (address: string) => boolean): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  return isIP(host) !== 0 && !isAllowed(host)
}
