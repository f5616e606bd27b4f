import {mkdir, open} from 'node:fs/promises'
import path from 'node:path'
import {hashAddress, type ErasureEntry, type ErasureReason} from '@habitum/content/leads/erasure'

export const ERASURE_LOG_FILE = 'erasure-log.jsonl'

/**
 * Appends entries to `<dataDir>/erasure-log.jsonl`, the local store's erasure log (the dataset
 * keeps its own, packages/content/leads/sanityErasure.ts), and flushes them to disk before
 * resolving: an erasure is never left unrecorded.
 */
export async function appendErasures(
  dataDir: string,
  erasures: Array<{address: string; count: number}>,
  reason: ErasureReason,
  salt?: string,
  now = new Date(),
): Promise<ErasureEntry[]> {
  const entries = await Promise.all(
    erasures
      .filter(({count}) => count > 0)
      .map(async ({address, count}): Promise<ErasureEntry> => ({
        erasedAt: now.toISOString(),
        ...(salt ? {addressHash: await hashAddress(address, salt)} : {}),
        count,
        reason,
      })),
  )
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
