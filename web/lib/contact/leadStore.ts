import {createClient, type SanityClient} from '@sanity/client'
import type {ContactStatus} from '@habitum/content/leads/statuses'
import type {ContactConfig} from '../config'
import {sanityConnection} from '../content/source'
import {normalizeAddress, type ErasureEntry, type ErasureReason} from '@habitum/content/leads/erasure'
import {eraseContactRequests, erasureEntryOf} from '@habitum/content/leads/sanityErasure'
import {appendErasures} from './erasureLog'
import {
  CONTACT_REQUEST_ID,
  createLocalContactStore,
  createSanityContactStore,
  readLocalContactRequests,
  unlinkLocalContactRequests,
  type ContactRequest,
  type ContactStore,
} from './store'

/**
 * Which requests to list: by status, received from/to a day (YYYY-MM-DD, UTC, both inclusive), and
 * only those whose message looked like it held health details.
 */
export type LeadFilter = {status?: ContactStatus; from?: string; to?: string; containsHealthData?: true}

/** Whose requests to erase: these ids, or every request sent from an address. */
export type ErasureTarget = {ids: string[]} | {email: string}

export type Erased = {count: number; log: ErasureEntry[]}

/** The contact store as staff use it: saves (the endpoint), lists, finds and erases leads. */
export interface LeadStore extends ContactStore {
  /** Requests that pass the filter, newest first. */
  list(filter?: LeadFilter): Promise<ContactRequest[]>
  /** Every request sent from an address (trimmed, any case), newest first. */
  findByEmail(address: string): Promise<ContactRequest[]>
  /** Removes the requests for good and records the erasure (no personal data) in the erasure log. */
  erase(target: ErasureTarget, reason: ErasureReason): Promise<Erased>
}

export type LeadStoreOptions = {dataDir: string; erasureLogSalt?: string}

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The day a date filter names, if it is one (YYYY-MM-DD and a real date). */
export function isDay(value: string) {
  const time = Date.parse(`${value}T00:00:00Z`)
  return DAY.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value)
}

/** Whether a request passes a filter. */
export function passesFilter(request: ContactRequest, {status, from, to, containsHealthData}: LeadFilter) {
  const day = request.receivedAt.slice(0, 10)
  return (
    (!status || request.status === status) &&
    (!from || day >= from) &&
    (!to || day <= to) &&
    (!containsHealthData || request.containsHealthData === true)
  )
}

const newestFirst = (a: ContactRequest, b: ContactRequest) => b.receivedAt.localeCompare(a.receivedAt)

/** The erased requests of each address: one log entry per address. */
function idsByAddress(requests: ContactRequest[]) {
  const ids = new Map<string, string[]>()
  for (const {_id, email} of requests) {
    const address = normalizeAddress(email)
    ids.set(address, [...(ids.get(address) ?? []), _id])
  }
  return [...ids].map(([address, ids]) => ({address, ids}))
}

const countByAddress = (requests: ContactRequest[]) =>
  idsByAddress(requests).map(({address, ids}) => ({address, count: ids.length}))

/** The lead store over the local files under `<dataDir>/contact-requests/`. */
export function createLocalLeadStore({dataDir, erasureLogSalt}: LeadStoreOptions): LeadStore {
  const all = async () =>
    (await readLocalContactRequests(dataDir)).flatMap(({request}) => (request ? [request] : [])).sort(newestFirst)
  const findByEmail = async (address: string) =>
    (await all()).filter((request) => normalizeAddress(request.email) === normalizeAddress(address))
  return {
    ...createLocalContactStore(dataDir),
    list: async (filter = {}) => (await all()).filter((request) => passesFilter(request, filter)),
    findByEmail,
    async erase(target, reason) {
      const ids = new Set('ids' in target ? target.ids : [])
      const doomed =
        'email' in target
          ? await findByEmail(target.email)
          : (await all()).filter((request) => CONTACT_REQUEST_ID.test(request._id) && ids.has(request._id))
      // The log first, flushed, then the files: a crash in between leaves the log claiming requests
      // still on disk (the next erasure or purge deletes them and logs them again), never requests
      // gone without a record. Each unlink is atomic: a request is whole or gone, never cut.
      const log = await appendErasures(dataDir, countByAddress(doomed), reason, erasureLogSalt)
      await unlinkLocalContactRequests(
        dataDir,
        doomed.map(({_id}) => _id),
      )
      return {count: doomed.length, log}
    },
  }
}

const PUBLISHED = `_type == "contactRequest" && !(_id in path("drafts.**"))`
const baseId = (id: string) => id.replace(/^drafts\./, '')

/**
 * The lead store over `contactRequest` documents. Lists read the published documents (what the
 * endpoint created); an erasure deletes each one and its draft (a Studio edit of its status or
 * notes) and writes the erasure log's entries (`contactErasure` documents, salted with the
 * dataset's own salt) in one transaction, as the Studio does (packages/content/leads/sanityErasure.ts).
 * `dataDir` and ERASURE_LOG_SALT are the local store's only.
 */
export function createSanityLeadStore(client: SanityClient): LeadStore {
  const query = (filter: string, params: Record<string, unknown>) =>
    client.fetch<ContactRequest[]>(`*[${PUBLISHED} && ${filter}] | order(receivedAt desc)`, params, {
      perspective: 'raw',
      useCdn: false,
    })
  const findByEmail = (address: string) => query('lower(email) == $email', {email: normalizeAddress(address)})
  return {
    ...createSanityContactStore(client),
    list: ({status, from, to, containsHealthData} = {}) =>
      query(
        '($status == null || status == $status) && ($from == null || receivedAt >= $from) && ($to == null || receivedAt < $to) && ($health != true || containsHealthData == true)',
        {
          health: containsHealthData ?? null,
          status: status ?? null,
          from: from ? `${from}T00:00:00.000Z` : null,
          to: to ? new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString() : null,
        },
      ),
    findByEmail,
    async erase(target, reason) {
      const doomed =
        'email' in target ? await findByEmail(target.email) : await query('_id in $ids', {ids: target.ids.map(baseId)})
      const log = await eraseContactRequests(client, idsByAddress(doomed), reason)
      return {count: doomed.length, log: log.map(erasureEntryOf)}
    },
  }
}

/**
 * The store the configuration chooses, as the endpoint does: a dataset with a write token (the
 * project's, or the local lake's), else the local files under DATA_DIR.
 */
export function leadStoreFor(contact: ContactConfig): LeadStore {
  return contact.sanity
    ? createSanityLeadStore(createClient({...sanityConnection(contact.sanity), useCdn: false}))
    : createLocalLeadStore({dataDir: contact.dataDir, erasureLogSalt: contact.erasureLogSalt})
}
