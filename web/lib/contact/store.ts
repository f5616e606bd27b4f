import {randomUUID} from 'node:crypto'
import {mkdir, open, readdir, readFile, rename} from 'node:fs/promises'
import path from 'node:path'
import type {SanityClient} from '@sanity/client'
import type {ContactFields} from './schema'

/** A contact request as stored: the `contactRequest` document of the Studio's lead inbox. */
export type ContactRequest = ContactFields & {
  _id: string
  _type: 'contactRequest'
  receivedAt: string
  language: 'es' | 'en'
  page: string
  status: 'new'
}

export type NewContactRequest = ContactFields & Pick<ContactRequest, 'language' | 'page'>

export interface ContactStore {
  readonly kind: 'local' | 'sanity'
  /** Resolves only once the request is durable: a crash after that loses nothing. */
  save(request: NewContactRequest): Promise<ContactRequest>
}

export function newContactRequest(request: NewContactRequest, now = new Date()): ContactRequest {
  return {_id: `contact-${randomUUID()}`, _type: 'contactRequest', receivedAt: now.toISOString(), status: 'new', ...request}
}

const FOLDER = 'contact-requests'

/**
 * Requests as one JSON file each under `<dataDir>/contact-requests/`. A file is written under a
 * temporary name, flushed to disk, then renamed into place (atomic) and the folder flushed: a
 * reader sees a whole request or none, and concurrent requests never share a file.
 */
export function createLocalContactStore(dataDir: string): ContactStore {
  const folder = path.join(dataDir, FOLDER)
  return {
    kind: 'local',
    async save(request) {
      const stored = newContactRequest(request)
      await mkdir(folder, {recursive: true})
      const name = `${stored.receivedAt.replace(/[:.]/g, '-')}_${stored._id}.json`
      const temporary = path.join(folder, `.tmp-${stored._id}`)
      const file = await open(temporary, 'wx', 0o600)
      try {
        await file.writeFile(JSON.stringify(stored, null, 2))
        await file.sync()
      } finally {
        await file.close()
      }
      await rename(temporary, path.join(folder, name))
      const directory = await open(folder, 'r')
      try {
        await directory.sync()
      } finally {
        await directory.close()
      }
      return stored
    },
  }
}

export type StoredFile = {file: string; request?: ContactRequest; error?: string}

/** Every stored request, newest first; temporary files of unfinished writes are not requests. */
export async function readLocalContactRequests(dataDir: string): Promise<StoredFile[]> {
  const folder = path.join(dataDir, FOLDER)
  let names: string[]
  try {
    names = await readdir(folder)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
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

/** Requests as documents in the Sanity dataset: the Studio's lead inbox shows them at once. */
export function createSanityContactStore(client: SanityClient): ContactStore {
  return {
    kind: 'sanity',
    async save(request) {
      const stored = newContactRequest(request)
      await client.create(stored, {visibility: 'sync'})
      return stored
    },
  }
}
