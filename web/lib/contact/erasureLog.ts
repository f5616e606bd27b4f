import {createHash} from 'node:crypto'
import {mkdir, open} from 'node:fs/promises'
import path from 'node:path'

/** Why requests were erased: the person asked, or they outlived the retention period. */
export type ErasureReason = 'request' | 'retention'

/** One line of the erasure log: what was erased, never who (no address, no name, no ids). */
export type ErasureEntry = {
  erasedAt: string
  /** Salted SHA-256 of the lower-cased address; absent without ERASURE_LOG_SALT (unsalted, it could be guessed back). */
  addressHash?: string
  count: number
  reason: ErasureReason
}

export const ERASURE_LOG_FILE = 'erasure-log.jsonl'

export const normalizeAddress = (address: string) => address.trim().toLowerCase()

export function hashAddress(address: string, salt: string) {
  return createHash('sha256')
    .update(`${salt}:${normalizeAddress(address)}`)
    .digest('hex')
}

/**
 * Appends entries to `<dataDir>/erasure-log.jsonl` (kept there whichever back end holds the
 * requests) and flushes them to disk before resolving: an erasure is never left unrecorded.
 */
export async function appendErasures(
  dataDir: string,
  erasures: Array<{address: string; count: number}>,
  reason: ErasureReason,
  salt?: string,
  now = new Date(),
): Promise<ErasureEntry[]> {
  const entries = erasures
    .filter(({count}) => count > 0)
    .map(({address, count}): ErasureEntry => ({
      erasedAt: now.toISOString(),
      ...(salt ? {addressHash: hashAddress(address, salt)} : {}),
      count,
      reason,
    }))
  if (entries.length === 0) return entries
  await mkdir(dataDir, {recursive: true})
  const file = await open(path.join(dataDir, ERASURE_LOG_FILE), 'a', 0o600)
  try {
    await file.writeFile(entries.map((entry) => `${JSON.stringify(entry)}\n`).join(''))
    await file.sync()
  } finally {
    await file.close()
  }
  return entries
}
