/** @jest-environment node */
import {hashAddress} from './erasure'
import {ERASURE_SALT_ID, eraseContactRequests, erasureEntryOf, type ErasureClient} from './sanityErasure'

/** A client that records what it is asked: the salt document, and each committed transaction. */
function recordingClient(storedSalt?: string) {
  const committed: Array<{operations: unknown[]; options: unknown}> = []
  let salt = storedSalt
  const client = {
    createIfNotExists: async (document: {_id: string; salt: string}) => {
      expect(document._id).toBe(ERASURE_SALT_ID)
      salt ??= document.salt
      return document
    },
    fetch: async () => salt ?? null,
    transaction: () => {
      const operations: unknown[] = []
      const transaction = {
        delete: (id: string) => (operations.push({delete: id}), transaction),
        create: (document: unknown) => (operations.push({create: document}), transaction),
        commit: async (options: unknown) => void committed.push({operations, options}),
      }
      return transaction
    },
  }
  return {client: client as unknown as ErasureClient, committed}
}

describe('eraseContactRequests', () => {
  it('deletes each request and its draft and creates one entry per address, in one transaction', async () => {
    const {client, committed} = recordingClient('s'.repeat(64))
    const now = new Date('2026-03-02T10:00:00.000Z')
    const entries = await eraseContactRequests(
      client,
      [
        {address: ' Ana@Example.com', ids: ['a-1', 'drafts.a-2', 'a-2']},
        {address: 'bruno@example.com', ids: ['b-1']},
        {address: 'nadie@example.com', ids: []},
      ],
      'retention',
      now,
    )
    expect(committed).toHaveLength(1)
    const [{operations, options}] = committed as [{operations: unknown[]; options: unknown}]
    expect(options).toEqual({visibility: 'sync'})
    expect(operations.slice(0, 6)).toEqual(
      ['a-1', 'drafts.a-1', 'a-2', 'drafts.a-2', 'b-1', 'drafts.b-1'].map((id) => ({delete: id})),
    )
    expect(operations.slice(6)).toEqual(entries.map((entry) => ({create: entry})))
    expect(entries.map(erasureEntryOf)).toEqual([
      {erasedAt: now.toISOString(), addressHash: await hashAddress('ana@example.com', 's'.repeat(64)), count: 2, reason: 'retention'},
      {erasedAt: now.toISOString(), addressHash: await hashAddress('bruno@example.com', 's'.repeat(64)), count: 1, reason: 'retention'},
    ])
    expect(entries.every((entry) => entry._type === 'contactErasure')).toBe(true)
    // Nothing else is kept: no address and no erased id, only a random id beside the fields above.
    for (const entry of entries) {
      expect(Object.keys(entry).sort()).toEqual(['_id', '_type', 'addressHash', 'count', 'erasedAt', 'reason'])
      expect(entry._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })

  it('creates the salt once, with a random value, and hashes with the one stored', async () => {
    const {client} = recordingClient()
    const [first] = await eraseContactRequests(client, [{address: 'ana@example.com', ids: ['a-1']}], 'request')
    const [second] = await eraseContactRequests(client, [{address: 'ana@example.com', ids: ['a-2']}], 'request')
    expect(first!.addressHash).toMatch(/^[0-9a-f]{64}$/)
    expect(second!.addressHash).toBe(first!.addressHash)
    expect(first!.addressHash).not.toBe(await hashAddress('ana@example.com', ''))
  })

  it('writes nothing when there is nothing to erase', async () => {
    const {client, committed} = recordingClient()
    expect(await eraseContactRequests(client, [{address: 'ana@example.com', ids: []}], 'spam')).toEqual([])
    expect(committed).toEqual([])
  })
})
