/**
 * The erasure log's entries, for the site (CLI, purge) and the Studio alike: what was erased and
 * why, never who. The hash uses Web Crypto, which both Node and the browser have.
 */

/** Why leads were erased: the person asked, they outlived the retention period, or spam past its 30 days. */
export type ErasureReason = 'request' | 'retention' | 'spam' | 'health'

/** One entry of the erasure log: no address, no name, no ids. */
export type ErasureEntry = {
  erasedAt: string
  /** Salted SHA-256 of the normalised address; absent without a salt (unsalted, it could be guessed back). */
  addressHash?: string
  count: number
  reason: ErasureReason
}

export const normalizeAddress = (address: string) => address.trim().toLowerCase()

/** The salted SHA-256 of an address, in hex: `sha256("<salt>:<normalised address>")`. */
export async function hashAddress(address: string, salt: string): Promise<string> {
  const bytes = new TextEncoder().encode(`${salt}:${normalizeAddress(address)}`)
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
