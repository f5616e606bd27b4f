/** @jest-environment node */
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {getCACertificates, setDefaultCACertificates} from 'node:tls'
import {createClient, type SanityClient} from '@sanity/client'
import {API_VERSION} from '../../schemas/apiVersion'
import {findMigration, migrationTarget, runMigration, type MigrationTarget} from '../../scripts/migrate'
import {startTestLake, type LakeResponse, type TestLake} from '../support/localLake'

/** The API version the Studio sends its document actions with. */
export const V = '/v2025-02-19'

/** A fresh lake over a fresh copy of content/ for every test of the file: each test owns its data. */
export function useLake(options: Parameters<typeof startTestLake>[0] = {}) {
  const current: {lake: TestLake} = {} as {lake: TestLake}
  beforeEach(async () => {
    current.lake = await startTestLake(options)
  })
  afterEach(async () => {
    await current.lake?.close()
  })
  return current
}

export type Document = {_id: string; _type: string; _rev?: string; [field: string]: unknown}

export const actions = (lake: TestLake, ...list: unknown[]) =>
  lake.request('POST', `${V}/data/actions/${lake.dataset}`, {body: {actions: list}})
export const mutate = (lake: TestLake, mutations: unknown, search = '') =>
  lake.request('POST', `${V}/data/mutate/${lake.dataset}${search}`, {body: {mutations}})

export async function getDocument(lake: TestLake, id: string): Promise<Document | undefined> {
  const response = await lake.request('GET', `${V}/data/doc/${lake.dataset}/${id}`)
  return (response.json() as {documents: Document[]}).documents[0]
}

export async function query<T = unknown>(
  lake: TestLake,
  groq: string,
  params: Record<string, unknown> = {},
  perspective = 'raw',
): Promise<T> {
  const search = new URLSearchParams({query: groq, perspective})
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value))
  const response = await lake.request('GET', `${V}/data/query/${lake.dataset}?${search}`)
  if (response.status !== 200) throw new Error(`query answered ${response.status}: ${response.text}`)
  return (response.json() as {result: T}).result
}

/** The lake's files, to check that a refused request left them as they were. */
export function files(lake: TestLake) {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      return '(absent)'
    }
  }
  return {
    data: read(path.join(lake.contentDir, 'data.ndjson')),
    state: read(path.join(lake.stateDir, 'dataset.ndjson')),
  }
}

/** The line of data.ndjson that holds a document, parsed. */
export function exportedLine(lake: TestLake, id: string): Record<string, unknown> | undefined {
  const line = readFileSync(path.join(lake.contentDir, 'data.ndjson'), 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`{"_id":"${id}"`))
  return line ? (JSON.parse(line) as Record<string, unknown>) : undefined
}

/** The Sanity error of a refusal: its type, its description and its first item's type. */
export function errorOf(response: LakeResponse) {
  const {error} = response.json() as {
    error: {type: string; description: string; items?: Array<{error: {type: string; id?: string}}>}
  }
  return {status: response.status, type: error.type, description: error.description, item: error.items?.[0]?.error}
}

/** This process trusts the lake's certificate authority, as NODE_EXTRA_CA_CERTS makes npm run migrate do. */
function trust(lake: TestLake) {
  const ca = readFileSync(lake.caFile, 'utf8')
  const trusted = getCACertificates('default')
  if (!trusted.some((certificate) => certificate.trim() === ca.trim())) setDefaultCACertificates([...trusted, ca])
}

/** Where `npm run migrate` runs a migration against this lake (SANITY_API_HOST), trusted by this process. */
export function lakeTarget(lake: TestLake): MigrationTarget {
  trust(lake)
  return migrationTarget({SANITY_API_HOST: lake.origin})
}

/** A Sanity client on `lake`, as the site's server makes one with a write token (trusted by this process). */
export function lakeClient(lake: TestLake): SanityClient {
  trust(lake)
  return createClient({
    apiHost: lake.origin,
    useProjectHostname: false,
    projectId: lake.projectId,
    dataset: lake.dataset,
    token: 'local-lake-token',
    apiVersion: API_VERSION,
    useCdn: false,
  })
}

/**
 * A migration of migrations/, by its id, ready to run on `lake` as `npm run migrate` runs it: a dry
 * run unless told `{apply: true}`.
 */
export async function migrationOn(lake: TestLake, id: string) {
  const {migration} = await findMigration(path.resolve(__dirname, '../../migrations'), id)
  const target = lakeTarget(lake)
  return (options: {apply?: boolean} = {}) => runMigration(migration, target, options)
}

/** The ids of the documents a run's mutations change, sorted. */
export const mutatedIds = (run: Awaited<ReturnType<typeof runMigration>>) =>
  run.mutations.map((mutation) => ('id' in mutation ? mutation.id : undefined)).sort()

/**
 * A copy of the bundled content/ in a folder of its own, its documents read, for a migration's test
 * to put back the shape the migration meets (the committed content/ is migrated already): `write`
 * stores the documents given as the copy's data.ndjson.
 */
export function copyOfContent<Stored = Document>(name: string) {
  const dir = mkdtempSync(path.join(tmpdir(), `habitum-before-${name}-`))
  cpSync(path.resolve(__dirname, '../../content'), dir, {recursive: true})
  const file = path.join(dir, 'data.ndjson')
  const documents = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored)
  const write = (edited: Stored[]) =>
    writeFileSync(file, `${edited.map((document) => JSON.stringify(document)).join('\n')}\n`)
  return {dir, documents, write}
}
