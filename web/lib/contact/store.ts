import {createHash, randomUUID} from 'node:crypto'
import {open, readdir, readFile, stat, unlink} from 'node:fs/promises'
import path from 'node:path'
import {isTemporaryFileName, placeTemporaryFile, syncFolder, writeFileAtomically} from '@habitum/content/files'
import {normalizeAddress} from '@habitum/content/leads/erasure'
import type {ConsentRecord, LeadAttribution, SpamReason} from '@habitum/content/leads/record'
import type {SanityClient} from '@sanity/client'
import type {ContactStatus} from '@habitum/content/leads/statuses'
import type {ContactFields} from './schema'
import type {Language} from '../i18n/languages'

/** A contact request as stored: the `contactRequest` document of the Studio's lead inbox. */
export type ContactRequest = ContactFields &
  LeadAttribution & {
    _id: string
    _type: 'contactRequest'
    receivedAt: string
    language: Language
    page: string
    status: ContactStatus
    /** Set when no list of company types could be read to check the category against. */
    categoryUnchecked?: true
    /** Set with status «Spam»: why the site kept it apart. */
    spamReason?: SpamReason
    /** What the visitor consented to; absent on leads received before the form asked. */
    consent?: ConsentRecord
    /** Set when the message looked like it held health details: kept a shorter time, its message out of lists and exports. */
    containsHealthData?: true
    /** Staff's: who handles it, and their notes (the Studio edits them). */
    assignedTo?: string
    notes?: string
  }

export type NewContactRequest = ContactFields &
  LeadAttribution &
  Pick<ContactRequest, 'language' | 'page'> & {
    categoryUnchecked?: boolean
    /** Given for spam (web/lib/contact/spamRules.ts): the request is stored with status «Spam». */
    spamReason?: SpamReason
    /** Dated by the store, as the lead is. */
    consent?: Omit<ConsentRecord, 'consentedAt'>
    containsHealthData?: boolean
  }

/** What makes two requests the same message: the address (trimmed, any case), the name and the message. */
export type MessageContent = Pick<ContactFields, 'name' | 'email' | 'message'>

/** What a save did: stored the request, or found one stored earlier under the same idempotency key. */
export type Saved = {request: ContactRequest; created: boolean}

export interface ContactStore {
  /**
   * Resolves only once the request is durable: a crash after that loses nothing. With an
   * idempotency key (the form's, kept for a retry of the same content) a request is stored once:
   * a repeat gets the request stored first.
   */
  save(request: NewContactRequest, idempotencyKey?: string): Promise<Saved>
  /** Whether a request with this content (spam or not) was received at `since` or later. */
  hasDuplicateSince(content: MessageContent, since: Date): Promise<boolean>
}

/** Whether a stored request has this content: the address compared as normalizeAddress writes it. */
export const sameContent = (stored: MessageContent, content: MessageContent) =>
  normalizeAddress(stored.email) === normalizeAddress(content.email) &&
  stored.name === content.name &&
  stored.message === content.message

/** The id a request is stored under: one per idempotency key, else a new one. */
export function contactRequestId(idempotencyKey?: string): string {
  if (!idempotencyKey) return `contact-${randomUUID()}`
  return `contact-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`
}

export function newContactRequest(
  {categoryUnchecked, spamReason, containsHealthData, consent, ...request}: NewContactRequest,
  idempotencyKey?: string,
  now = new Date(),
): ContactRequest {
  return {
    _id: contactRequestId(idempotencyKey),
    _type: 'contactRequest',
    receivedAt: now.toISOString(),
    status: spamReason ? 'spam' : 'new',
    // Attribution the visit did not have is left out, not stored as undefined.
    ...(Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined)) as typeof request),
    ...(categoryUnchecked ? {categoryUnchecked: true as const} : {}),
    ...(spamReason ? {spamReason} : {}),
    ...(consent ? {consent: {...consent, consentedAt: now.toISOString()}} : {}),
    ...(containsHealthData ? {containsHealthData: true as const} : {}),
  }
}

const FOLDER = 'contact-requests'
/** A request's id, which is also its file's name: nothing else may name a file of the store. */
export const CONTACT_REQUEST_ID = /^contact-[0-9a-f-]+$/
/** Where the local store keeps a request: `<dataDir>/contact-requests/<id>.json`. */
const requestFile = (folder: string, id: string) => path.join(folder, `${id}.json`)
/** The temporary files of stores written before writeFileAtomically named them: a crash may have left some. */
const OLD_TEMPORARY_PREFIX = '.tmp-'
const isTemporary = (name: string) => name.startsWith(OLD_TEMPORARY_PREFIX) || isTemporaryFileName(name)

/**
 * Requests as one JSON file each under `<dataDir>/contact-requests/`, named by id, written
 * atomically without ever replacing a file (writeFileAtomically with `overwrite: false`): a reader
 * sees a whole request or none, a second request under the same idempotency key finds the first,
 * and concurrent requests never share a file.
 */
export function createLocalContactStore(dataDir: string): ContactStore {
  const folder = path.join(dataDir, FOLDER)
  return {
    async save(request, idempotencyKey) {
      const stored = newContactRequest(request, idempotencyKey)
      const created = await writeFileAtomically(requestFile(folder, stored._id), JSON.stringify(stored, null, 2), {
        overwrite: false,
        mode: 0o600,
      })
      if (created) return {request: stored, created}
      return {
        request: JSON.parse(await readFile(requestFile(folder, stored._id), 'utf8')) as ContactRequest,
        created,
      }
    },
    async hasDuplicateSince(content, since) {
      // Only files written since then can hold a request received since then (a file is written
      // after its receivedAt is set): their times, cheap to read, spare reading every request.
      for (const file of await filesWrittenSince(folder, since)) {
        const request = await readWholeRequest(file)
        if (request && request.receivedAt >= since.toISOString() && sameContent(request, content)) return true
      }
      return false
    },
  }
}

/** The names in the store's folder; none before the first request made it. */
async function namesIn(folder: string): Promise<string[]> {
  try {
    return await readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
}

/** The request files of the folder last modified at `since` or later (none when there is no folder yet). */
async function filesWrittenSince(folder: string, since: Date): Promise<string[]> {
  const names = await namesIn(folder)
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && !isTemporary(name))
      .map(async (name) => {
        const file = requestFile(folder, name.slice(0, -'.json'.length))
        try {
          return (await stat(file)).mtimeMs >= since.getTime() ? [file] : []
        } catch {
          return [] // erased meanwhile
        }
      }),
  )
  return files.flat()
}

/**
 * What a crash left in the store, put right when the server starts: a temporary file that is a
 * whole request was written and flushed before the crash, only its answer was lost, so it takes
 * its place (the visitor's retry, with the same idempotency key, then finds it); anything else is
 * a cut write, holding personal data no listing shows, and is removed.
 */
export async function recoverLocalContactRequests(dataDir: string): Promise<{recovered: string[]; removed: string[]}> {
  const folder = path.join(dataDir, FOLDER)
  const outcome = {recovered: [] as string[], removed: [] as string[]}
  const names = (await namesIn(folder)).filter(isTemporary)
  for (const name of names) {
    const temporary = path.join(folder, name)
    const request = await readWholeRequest(temporary)
    if (request) {
      const file = await open(temporary, 'r+')
      try {
        await file.sync()
      } finally {
        await file.close()
      }
      await placeTemporaryFile(temporary, requestFile(folder, request._id), {overwrite: false})
      outcome.recovered.push(request._id)
    } else {
      await unlink(temporary)
      outcome.removed.push(name)
    }
  }
  if (names.length > 0) await syncFolder(folder)
  return outcome
}

/**
 * Removes requests for good: their files unlinked, then the folder flushed so they stay gone after
 * a power cut. A file already gone (erased meanwhile by another process: the CLI beside the
 * server's scheduled purge) is what was wanted, not an error.
 */
export async function unlinkLocalContactRequests(dataDir: string, ids: string[]) {
  const folder = path.join(dataDir, FOLDER)
  for (const id of ids) {
    if (!CONTACT_REQUEST_ID.test(id)) throw new Error(`"${id}" is not a contact request's id`)
    try {
      await unlink(requestFile(folder, id))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
  if (ids.length > 0) await syncFolder(folder)
}

/** The request in a file, if the file holds a whole one. */
async function readWholeRequest(file: string): Promise<ContactRequest | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<ContactRequest>
    const whole =
      value._type === 'contactRequest' &&
      CONTACT_REQUEST_ID.test(value._id ?? '') &&
      ['receivedAt', 'name', 'email', 'message', 'page', 'language'].every(
        (field) => typeof value[field as keyof ContactRequest] === 'string',
      )
    return whole ? (value as ContactRequest) : undefined
  } catch {
    return undefined
  }
}

export type StoredFile = {file: string; request?: ContactRequest; error?: string}

/** Every stored request, newest first; temporary files of unfinished writes are not requests. */
export async function readLocalContactRequests(dataDir: string): Promise<StoredFile[]> {
  const folder = path.join(dataDir, FOLDER)
  const names = await namesIn(folder)
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .map(async (name): Promise<StoredFile> => {
        const file = path.join(folder, name)
        try {
          return {file, request: JSON.parse(await readFile(file, 'utf8')) as ContactRequest}
        } catch (error) {
          return {file, error: (error as Error).message}
        }
      }),
  )
  return files.sort((a, b) => (b.request?.receivedAt ?? '').localeCompare(a.request?.receivedAt ?? ''))
}

/**
 * Requests as documents in the Sanity dataset: the Studio's lead inbox shows them at once. A
 * document id is created once: a repeat under the same idempotency key gets the document stored.
 */
export function createSanityContactStore(client: SanityClient): ContactStore {
  return {
    async save(request, idempotencyKey) {
      const stored = newContactRequest(request, idempotencyKey)
      try {
        await client.create(stored, {visibility: 'sync'})
        return {request: stored, created: true}
      } catch (error) {
        const existing =
          (error as {statusCode?: number}).statusCode === 409
            ? await client.getDocument<ContactRequest>(stored._id)
            : undefined
        if (!existing) throw error
        return {request: existing, created: false}
      }
    },
    async hasDuplicateSince({name, email, message}, since) {
      // Parameters, never text spliced into the query: the visitor wrote these.
      const id = await client.fetch<string | null>(
        `*[_type == "contactRequest" && !(_id in path("drafts.**")) && receivedAt >= $since
          && lower(email) == $email && name == $name && message == $message][0]._id`,
        {since: since.toISOString(), email: normalizeAddress(email), name, message},
        {perspective: 'raw', useCdn: false},
      )
      return id !== null
    },
  }
}
