/**
 * Runs a content migration (migrations/<id>/index.ts, a `defineMigration` from 'sanity/migrate')
 * on a dataset, with @sanity/migrate's runner: the one `sanity migration run` uses.
 * Usage:
 *   npm run migrate                      the migrations found, oldest first (MIGRATIONS_DIR, default migrations/)
 *   npm run migrate -- <id>              a dry run: prints each mutation it would make, writes nothing
 *   npm run migrate -- <id> --apply      runs it, printing each transaction committed and a final count
 * Target: a Sanity project (SANITY_PROJECT_ID, SANITY_DATASET (production), a token with write access
 * in SANITY_AUTH_TOKEN or SANITY_API_WRITE_TOKEN), or without a project the lake at SANITY_API_HOST
 * (the local one: SANITY_API_HOST=https://localhost:3334 NODE_EXTRA_CA_CERTS=.data/local-lake/certificate/ca.pem).
 * docs/studio.md, «Content migrations», says when and how.
 */
import dns from 'node:dns'
import {existsSync, readdirSync} from 'node:fs'
import path from 'node:path'
import {pathToFileURL} from 'node:url'
import {dryRun, run, type APIConfig, type Migration, type Mutation, type Transaction} from 'sanity/migrate'
import {LOCAL_DATASET, LOCAL_PROJECT_ID} from '../local-lake/config'
import {API_VERSION} from '../schemas/apiVersion'

const root = path.resolve(__dirname, '..')

/** Where the migrations are: one folder each, named `<yyyy-mm-dd>-<slug>` so that they sort by date. */
export const MIGRATIONS_DIR = path.join(root, 'migrations')

/** A refusal to print as it is: a bad id, a missing setting. */
export class MigrationUsageError extends Error {}

export type FoundMigration = {id: string; title: string; file: string; migration: Migration}

/** The migrations in `dir` (`<id>/index.ts`, default export a `defineMigration`), oldest first. */
export async function findMigrations(dir: string = MIGRATIONS_DIR): Promise<FoundMigration[]> {
  if (!existsSync(dir)) return []
  const ids = readdirSync(dir, {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort()
  const found: FoundMigration[] = []
  for (const id of ids) {
    const file = path.join(dir, id, 'index.ts')
    const migration = migrationIn(await import(pathToFileURL(file).href), file)
    found.push({id, title: migration.title, file, migration})
  }
  return found
}

/** The migration `id` in `dir`; a bad id is refused naming the ids there are. */
export async function findMigration(dir: string, id: string): Promise<FoundMigration> {
  const migrations = await findMigrations(dir)
  const found = migrations.find((candidate) => candidate.id === id)
  if (found) return found
  const ids = migrations.map((candidate) => candidate.id)
  throw new MigrationUsageError(
    `No migration "${id}" in ${shown(dir)}/: ${ids.length ? `the migrations are ${ids.join(', ')}` : 'there is none yet'}`,
  )
}

/** A module's default export, when it is a migration (a title and `migrate`), as the Sanity CLI checks. */
function migrationIn(module: Record<string, unknown>, file: string): Migration {
  // A TypeScript file loaded as CommonJS arrives with its exports under `default`.
  const exported = module.default as Record<string, unknown> | undefined
  const candidate = exported && 'migrate' in exported ? exported : (exported?.default as typeof exported)
  if (!candidate || typeof candidate.title !== 'string' || candidate.migrate === undefined)
    throw new MigrationUsageError(
      `${shown(file)} must export a migration as its default: export default defineMigration({…})`,
    )
  return candidate as unknown as Migration
}

/** Where a migration runs: a Sanity project's dataset, or a Content Lake at its own address. */
export type MigrationTarget = {
  projectId: string
  dataset: string
  token: string
  /** SANITY_API_HOST: the local lake, or a proxy in front of Sanity's API; unset, Sanity's own. */
  apiHost?: string
  /** A lake at its own address (SANITY_API_HOST without SANITY_PROJECT_ID): the project is not in its URL. */
  lake: boolean
}

/** Settings by name: process.env, or those of a test. */
export type Environment = Readonly<Record<string, string | undefined>>

/** The target the environment names; a missing setting is refused naming the variable. */
export function migrationTarget(env: Environment = process.env): MigrationTarget {
  const apiHost = env.SANITY_API_HOST?.trim() || undefined
  if (apiHost !== undefined && !/^https?:\/\/[^/]+\/?$/.test(apiHost))
    throw new MigrationUsageError(`SANITY_API_HOST must be an origin such as https://localhost:3334, not "${apiHost}"`)
  const token = env.SANITY_AUTH_TOKEN?.trim() || env.SANITY_API_WRITE_TOKEN?.trim() || ''
  const projectId = env.SANITY_PROJECT_ID?.trim()
  if (projectId) {
    if (!token)
      throw new MigrationUsageError(
        'Set SANITY_AUTH_TOKEN (or SANITY_API_WRITE_TOKEN) to a token with write access to the project',
      )
    return {projectId, dataset: env.SANITY_DATASET?.trim() || 'production', token, apiHost, lake: false}
  }
  if (apiHost) {
    // The lake takes any token (or none): it has no accounts.
    return {
      projectId: LOCAL_PROJECT_ID,
      dataset: env.SANITY_DATASET?.trim() || LOCAL_DATASET,
      token,
      apiHost,
      lake: true,
    }
  }
  throw new MigrationUsageError(
    'Set SANITY_PROJECT_ID (with SANITY_AUTH_TOKEN) to migrate a Sanity project, or SANITY_API_HOST=https://localhost:3334 ' +
      'for the local lake (npm run studio:local)',
  )
}

export function describeTarget(target: MigrationTarget) {
  return target.lake
    ? `the lake at ${target.apiHost}, dataset ${target.dataset}`
    : `project ${target.projectId}, dataset ${target.dataset}${target.apiHost ? ` (through ${target.apiHost})` : ''}`
}

/** The runner's `api`: what `sanity migration run` hands it, with this project's API version. */
function apiConfig(target: MigrationTarget): APIConfig {
  const api = {
    projectId: target.projectId,
    dataset: target.dataset,
    token: target.token,
    apiVersion: `v${API_VERSION}` as const,
    ...(target.apiHost ? {apiHost: target.apiHost} : {}),
    // The client a migration gets (context.client) talks to a lake at its own address, as the site's
    // does (web/lib/content/source.ts); the runner's own requests go to <projectId>.<apiHost>.
    ...(target.lake ? {useProjectHostname: false} : {}),
  }
  return api
}

/**
 * The runner sends its export and mutate requests to <projectId>.<apiHost>: for the local lake,
 * `local.localhost`, which browsers resolve to this machine (names under `localhost` are loopback,
 * RFC 6761) but Node's resolver does not. This makes Node do the same, for this process.
 */
let localhostNamesResolved = false
function resolveLocalhostNames() {
  if (localhostNamesResolved) return
  localhostNamesResolved = true
  const lookup = dns.lookup as unknown as (hostname: string, ...rest: unknown[]) => void
  const loopback = (hostname: string, ...rest: unknown[]) =>
    lookup(hostname.endsWith('.localhost') ? 'localhost' : hostname, ...rest)
  dns.lookup = loopback as unknown as typeof dns.lookup
}

export type MigrationReport = {
  applied: boolean
  /** Every mutation the migration made (a dry run: would make), those of its transactions included. */
  mutations: Mutation[]
  /** Applied: the documents the runner read, the transactions committed, the documents they changed. */
  documents: number
  transactions: number
  changedIds: string[]
}

export type RunOptions = {
  /** Write the changes; without it, a dry run (the default, as `sanity migration run`). */
  apply?: boolean
  /** Applied: called after each transaction the dataset committed. */
  onTransaction?: (transaction: {transactionId: string; documentIds: string[]}) => void
}

/** Runs a migration on a target with @sanity/migrate: `dryRun` (nothing written) or `run`. */
export async function runMigration(
  migration: Migration,
  target: MigrationTarget,
  {apply = false, onTransaction}: RunOptions = {},
): Promise<MigrationReport> {
  if (target.apiHost && /^(.+\.)?localhost$/.test(new URL(target.apiHost).hostname)) resolveLocalhostNames()
  const api = apiConfig(target)
  const mutations: Mutation[] = []
  if (!apply) {
    for await (const yielded of dryRun({api}, migration)) mutations.push(...mutationsIn(yielded))
    return {applied: false, mutations, documents: 0, transactions: 0, changedIds: []}
  }
  let yields = 0
  let committed = 0
  let documents = 0
  const changedIds = new Set<string>()
  await run(
    {
      api,
      onProgress: (progress) => {
        documents = progress.documents
        // One event with a new count per value the migration yields, with that value.
        if (progress.mutations > yields) {
          yields = progress.mutations
          mutations.push(...mutationsIn(progress.currentTransactions))
        }
        for (const result of progress.completedTransactions.slice(committed)) {
          const documentIds = result.results.map((item) => item.id)
          for (const id of documentIds) changedIds.add(id)
          onTransaction?.({transactionId: result.transactionId, documentIds})
        }
        committed = progress.completedTransactions.length
      },
    },
    migration,
  )
  return {applied: true, mutations, documents, transactions: committed, changedIds: [...changedIds]}
}

function mutationsIn(yielded: Mutation | Transaction | Array<Mutation | Transaction>): Mutation[] {
  return (Array.isArray(yielded) ? yielded : [yielded]).flatMap((item) =>
    item.type === 'transaction' ? item.mutations : [item],
  )
}

/** A mutation, readably: its type and document, then what changes (one line a patch operation). */
export function describeMutation(mutation: Mutation): string {
  if (mutation.type === 'delete') return `delete ${mutation.id}`
  if (mutation.type === 'patch') {
    const lock = mutation.options?.ifRevision ? ` (if revision ${mutation.options.ifRevision})` : ''
    return [
      `patch ${mutation.id}${lock}`,
      ...mutation.patches.map(({path: at, op}) => `  ${pathText(at)}: ${operationText(op)}`),
    ].join('\n')
  }
  const {_id, _type, ...fields} = mutation.document as {_id?: string; _type: string}
  return `${mutation.type} ${_id ?? '(a new id)'} (${_type})\n  ${short(fields)}`
}

type PathSegment = string | number | {_key: string} | [number | '', number | '']

function pathText(segments: readonly PathSegment[]) {
  if (segments.length === 0) return '(the document)'
  return segments
    .map((segment, index) =>
      typeof segment === 'string'
        ? `${index ? '.' : ''}${segment}`
        : typeof segment === 'number'
          ? `[${segment}]`
          : Array.isArray(segment)
            ? `[${segment[0]}:${segment[1]}]`
            : `[_key=="${segment._key}"]`,
    )
    .join('')
}

function operationText(op: {type: string} & Record<string, unknown>) {
  switch (op.type) {
    case 'unset':
      return 'unset'
    case 'inc':
    case 'dec':
      return `${op.type} ${String(op.amount)}`
    case 'insert':
      return `insert ${short(op.items)} ${String(op.position)} ${short(op.referenceItem)}`
    case 'replace':
      return `replace ${short(op.referenceItem)} with ${short(op.items)}`
    case 'truncate':
      return `truncate from ${String(op.startIndex)}${op.endIndex === undefined ? '' : ` to ${String(op.endIndex)}`}`
    default:
      return `${op.type} ${short(op.value)}`
  }
}

function short(value: unknown, width = 100) {
  const text = JSON.stringify(value) ?? 'undefined'
  return text.length > width ? `${text.slice(0, width - 1)}…` : text
}

function shown(file: string) {
  return path.relative(process.cwd(), file) || '.'
}

async function main(args: string[], env: Environment) {
  const options = args.filter((arg) => arg.startsWith('-'))
  const unknown = options.find((option) => option !== '--apply')
  if (unknown) throw new MigrationUsageError(`unknown option ${unknown} (only --apply)`)
  const ids = args.filter((arg) => !arg.startsWith('-'))
  if (ids.length > 1) throw new MigrationUsageError(`one migration at a time, not ${ids.join(' and ')}`)
  const dir = env.MIGRATIONS_DIR ? path.resolve(env.MIGRATIONS_DIR) : MIGRATIONS_DIR
  const [id] = ids
  if (id === undefined) {
    if (options.length) throw new MigrationUsageError('--apply needs the id of a migration')
    const migrations = await findMigrations(dir)
    if (migrations.length === 0) return console.log(`No migrations in ${shown(dir)}/ yet.`)
    console.log(`Migrations in ${shown(dir)}/, oldest first:\n`)
    const width = Math.max(...migrations.map((migration) => migration.id.length))
    for (const migration of migrations) console.log(`  ${migration.id.padEnd(width)}  ${migration.title}`)
    console.log('\nnpm run migrate -- <id> shows what one would change; add --apply to run it.')
    return
  }
  const {migration, title} = await findMigration(dir, id)
  const target = migrationTarget(env)
  const apply = options.includes('--apply')
  try {
    await report(id, title, migration, target, apply)
  } catch (error) {
    if (!target.lake || (error as Error | undefined)?.message !== 'fetch failed') throw error
    throw new Error(
      `Cannot reach the lake at ${target.apiHost}: is it running (npm run studio:local), and does ` +
        'NODE_EXTRA_CA_CERTS name its certificate authority (.data/local-lake/certificate/ca.pem)?',
      {cause: (error as Error).cause},
    )
  }
}

async function report(id: string, title: string, migration: Migration, target: MigrationTarget, apply: boolean) {
  if (!apply) {
    console.log(`Dry run of ${id} («${title}») on ${describeTarget(target)}:\n`)
    const {mutations} = await runMigration(migration, target)
    for (const mutation of mutations) console.log(describeMutation(mutation))
    const documents = new Set(mutations.map(documentOf)).size
    console.log(
      `\n${mutations.length} mutation(s) on ${documents} document(s). Nothing was written: add --apply to run it.`,
    )
    return
  }
  console.log(`Running ${id} («${title}») on ${describeTarget(target)}…`)
  const report = await runMigration(migration, target, {
    apply: true,
    onTransaction: ({transactionId, documentIds}) =>
      console.log(`  transaction ${transactionId} committed: ${documentIds.length} document(s) changed`),
  })
  console.log(
    `Done: ${report.documents} document(s) read, ${report.mutations.length} mutation(s), ` +
      `${report.transactions} transaction(s) committed, ${report.changedIds.length} document(s) changed.`,
  )
}

function documentOf(mutation: Mutation) {
  return 'id' in mutation ? mutation.id : mutation.document._id
}

/** An error and its causes ("fetch failed" says little; its cause names the certificate or the refused connection). */
function failure(error: unknown) {
  if (error instanceof MigrationUsageError) return `npm run migrate: ${error.message}`
  const lines = [error instanceof Error ? error.message : String(error)]
  for (let cause = (error as Error | undefined)?.cause; cause instanceof Error; cause = cause.cause) {
    const code = (cause as Error & {code?: unknown}).code
    lines.push(
      `  caused by: ${cause.message}${typeof code === 'string' && !cause.message.includes(code) ? ` (${code})` : ''}`,
    )
  }
  return lines.join('\n')
}

if (require.main === module) {
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(failure(error))
    process.exit(1)
  })
}
