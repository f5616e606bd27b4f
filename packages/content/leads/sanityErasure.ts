/**
 * Erasing leads from a Sanity dataset, for the Studio (a person's request) and the site (the CLI,
 * the retention purge) alike: one transaction deletes the `contactRequest` documents with their
 * drafts and creates the erasure log's entries (`contactErasure` documents), so a lead is never
 * erased without an entry, nor an entry written without the erasure.
 *
 * The address hash is salted with a secret kept in the dataset itself, in a document whose id has
 * a dot (`secrets.…`): Sanity never serves such a document without authentication, even from a
 * public dataset, while the Studio (whose bundle is public and can hold no secret) and the server
 * (with its token) both read it.
 */
import type {SanityClient} from '@sanity/client'
import {hashAddress, normalizeAddress, type ErasureEntry, type ErasureReason} from './erasure'

/** The type of the erasure log's documents: date, salted hash, count and reason, nothing else. */
export const ERASURE_TYPE = 'contactErasure'
/** The private document holding the salt; created once, never shown in the Studio. */
export const ERASURE_SALT_ID = 'secrets.contactErasureSalt'
export const ERASURE_SALT_TYPE = 'contactErasureSalt'

export type ErasureDocument = ErasureEntry & {_id: string; _type: typeof ERASURE_TYPE}

/** What of a client this needs: the Studio's (`useClient`) and the site's (`createClient`) both fit. */
export type ErasureClient = Pick<SanityClient, 'fetch' | 'createIfNotExists' | 'transaction'>

const DRAFTS_PREFIX = 'drafts.'
const publishedIdOf = (id: string) => (id.startsWith(DRAFTS_PREFIX) ? id.slice(DRAFTS_PREFIX.length) : id)

const randomHex = (bytes: number) =>
  [...globalThis.crypto.getRandomValues(new Uint8Array(bytes))]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')

/**
 * The dataset's salt: created with a random value the first time (createIfNotExists, so of two
 * first erasures at once one value wins), then read back, so every writer hashes with the same one.
 */
export async function erasureSalt(client: ErasureClient): Promise<string> {
  await client.createIfNotExists({_id: ERASURE_SALT_ID, _type: ERASURE_SALT_TYPE, salt: randomHex(32)})
  const salt = await client.fetch<string | null>(
    '*[_id == $id][0].salt',
    {id: ERASURE_SALT_ID},
    {perspective: 'raw', useCdn: false},
  )
  if (typeof salt !== 'string' || salt.length < 32) throw new Error(`${ERASURE_SALT_ID} holds no salt`)
  return salt
}

/** The requests one address sent, to be erased together and logged as one entry. */
export type ErasureGroup = {address: string; ids: readonly string[]}

/**
 * Deletes every request of the groups, published and draft, and creates one log entry per address
 * with the number of requests erased, in one transaction. Ids may be published or draft ones; a
 * group with none is left out. Resolves with the entries written (none when nothing was erased).
 */
export async function eraseContactRequests(
  client: ErasureClient,
  groups: readonly ErasureGroup[],
  reason: ErasureReason,
  now = new Date(),
): Promise<ErasureDocument[]> {
  const erasures = groups
    .map(({address, ids}) => ({address: normalizeAddress(address), ids: [...new Set(ids.map(publishedIdOf))]}))
    .filter(({ids}) => ids.length > 0)
  if (erasures.length === 0) return []
  const salt = await erasureSalt(client)
  const entries = await Promise.all(
    erasures.map(
      async ({address, ids}): Promise<ErasureDocument> => ({
        _id: globalThis.crypto.randomUUID(),
        _type: ERASURE_TYPE,
        erasedAt: now.toISOString(),
        addressHash: await hashAddress(address, salt),
        count: ids.length,
        reason,
      }),
    ),
  )
  const transaction = client.transaction()
  // Each document and its draft, whether or not it has one (deleting none is no error).
  for (const {ids} of erasures) for (const id of ids) transaction.delete(id).delete(`${DRAFTS_PREFIX}${id}`)
  for (const entry of entries) transaction.create(entry)
  await transaction.commit({visibility: 'sync'})
  return entries
}

/** An entry as the log's readers (the CLI) show it: without the document's id and type. */
export function erasureEntryOf({erasedAt, addressHash, count, reason}: ErasureDocument): ErasureEntry {
  return {erasedAt, ...(addressHash ? {addressHash} : {}), count, reason}
}
