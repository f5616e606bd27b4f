/** @jest-environment node */
import assert from '../support/assert'
import {randomUUID} from 'node:crypto'
import path from 'node:path'
import type {LakeDocument} from '../../local-lake/documents'
import {findMigration, findMigrations, migrationTarget, runMigration} from '../../scripts/migrate'
import {EXAMPLE_NOTE_ID} from '../fixtures/migrations/2000-01-01-example'
import type {TestLake} from '../support/localLake'
import {runScript} from '../support/script'
import {errorOf, exportedLine, files, getDocument, lakeTarget, mutate, useLake, V} from './lakeTest'

const repository = path.resolve(__dirname, '../..')
const FIXTURES = path.join(repository, 'tests/fixtures/migrations')
const EXAMPLE = '2000-01-01-example'

/** Where the migration runner asks (@sanity/migrate puts a slash before its path: `//v…`). */
const RUNNER_VERSION = '/v2025-06-01'

/** Every document as stored, by id: revisions included, so that "nothing changed" means nothing. */
const everything = (lake: TestLake) =>
  new Map(lake.documents.all().map((document) => [document._id, structuredClone(document)]))

const sponsorIds = (lake: TestLake) =>
  lake.documents
    .all()
    .filter((document) => document._type === 'sponsor')
    .map((document) => document._id)
    .sort()

const example = async () => (await findMigration(FIXTURES, EXAMPLE)).migration

const ndjson = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LakeDocument)

describe('migrations: finding them and their target', () => {
  test('findMigrations lists the migrations of a folder oldest first, with their titles; a bad id names the ids', async () => {
    const found = await findMigrations(FIXTURES)
    assert.deepEqual(
      found.map(({id, title}) => ({id, title})),
      [{id: EXAMPLE, title: 'Example: every sponsor gets "featured", and a note is created'}],
    )
    assert.equal(typeof found[0]!.migration.migrate, 'function')
    await assert.rejects(
      findMigration(FIXTURES, '2000-01-02-nothing'),
      /No migration "2000-01-02-nothing".*2000-01-01-example/,
    )
    assert.deepEqual(await findMigrations(path.join(FIXTURES, 'absent')), [])
  })

  test('migrationTarget: a Sanity project with a write token, or the lake at SANITY_API_HOST; a missing setting is named', () => {
    assert.deepEqual(migrationTarget({SANITY_PROJECT_ID: 'abc123', SANITY_AUTH_TOKEN: 'sk-write'}), {
      projectId: 'abc123',
      dataset: 'production',
      token: 'sk-write',
      apiHost: undefined,
      lake: false,
    })
    assert.equal(
      migrationTarget({SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'staging', SANITY_API_WRITE_TOKEN: 'sk-site'})
        .token,
      'sk-site',
    )
    assert.throws(() => migrationTarget({SANITY_PROJECT_ID: 'abc123'}), /SANITY_AUTH_TOKEN/)
    assert.throws(() => migrationTarget({}), /SANITY_PROJECT_ID.*SANITY_API_HOST/)
    assert.throws(() => migrationTarget({SANITY_API_HOST: 'localhost:3334'}), /SANITY_API_HOST must be an origin/)
    assert.deepEqual(migrationTarget({SANITY_API_HOST: 'https://localhost:3334'}), {
      projectId: 'local',
      dataset: 'production',
      token: '',
      apiHost: 'https://localhost:3334',
      lake: true,
    })
  })
})

describe('migrations on the local lake: what the runner asks, a dry run, a run and a second run', () => {
  const current = useLake()

  test('data/export answers every document, drafts included, as NDJSON; types= keeps those types; at //v… too', async () => {
    const {lake} = current
    const all = await lake.request('GET', `/${RUNNER_VERSION}/data/export/${lake.dataset}?tag=sanity.migration.export`)
    assert.equal(all.status, 200)
    assert.match(String(all.headers['content-type']), /^application\/x-ndjson/)
    const documents = ndjson(all.text)
    assert.deepEqual(
      documents.map((document) => document._id),
      lake.documents
        .all()
        .map((document) => document._id)
        .sort(),
    )
    assert.ok(
      documents.some((document) => document._id === 'drafts.faq-4'),
      'drafts are exported',
    )
    assert.deepEqual(
      documents.find((document) => document._id === 'sponsor-01'),
      lake.documents.get('sponsor-01'),
    )

    const some = await lake.request('GET', `${V}/data/export/${lake.dataset}?types=sponsor,faqItem`)
    const types = new Set(ndjson(some.text).map((document) => document._type))
    assert.deepEqual([...types].sort(), ['faqItem', 'sponsor'])
    assert.equal(ndjson(some.text).length, lake.documents.all().filter((document) => types.has(document._type)).length)

    const missing = await lake.request('GET', `${V}/data/export/staging`)
    assert.deepEqual([errorOf(missing).status, errorOf(missing).type], [404, 'notFoundError'])
  })

  test("data/mutate takes the runner's parameters: autoGenerateArrayKeys keys array objects, returnIds lists ids", async () => {
    const {lake} = current
    const transactionId = randomUUID()
    const search = '?autoGenerateArrayKeys=true&returnIds=true&visibility=async&tag=sanity.migration.mutate'
    const response = await lake.request('POST', `/${RUNNER_VERSION}/data/mutate/${lake.dataset}${search}`, {
      body: {
        transactionId,
        mutations: [
          {
            createIfNotExists: {
              _id: 'keyed',
              _type: 'note',
              items: [{label: 'a'}, {_key: 'kept', label: 'b'}],
              tags: ['x'],
            },
          },
          {patch: {id: 'keyed', insert: {after: 'items[-1]', items: [{label: 'c', parts: [{n: 1}]}]}}},
        ],
      },
    })
    assert.equal(response.status, 200, response.text)
    const answer = response.json() as {transactionId: string; documentIds: string[]; results: Array<{id: string}>}
    assert.equal(answer.transactionId, transactionId)
    assert.deepEqual(answer.documentIds, ['keyed'])
    const stored = (await getDocument(lake, 'keyed')) as unknown as {
      items: Array<Record<string, unknown>>
      tags: string[]
    }
    assert.deepEqual(
      stored.items.map((item) => item.label),
      ['a', 'b', 'c'],
    )
    for (const item of stored.items) assert.match(String(item._key), /^[0-9a-f]{12}$|^kept$/)
    assert.equal(stored.items[1]!._key, 'kept', 'a key given is kept')
    assert.match(String((stored.items[2]!.parts as Array<{_key: string}>)[0]!._key), /^[0-9a-f]{12}$/)
    assert.deepEqual(stored.tags, ['x'])

    await mutate(lake, [{create: {_id: 'unkeyed', _type: 'note', items: [{label: 'a'}]}}])
    assert.equal(
      ((await getDocument(lake, 'unkeyed')) as unknown as {items: Array<{_key?: string}>}).items[0]!._key,
      undefined,
    )
  })

  test('a dry run reports the mutations and changes nothing', async () => {
    const {lake} = current
    const before = everything(lake)
    const written = files(lake)
    const report = await runMigration(await example(), lakeTarget(lake))
    assert.equal(report.applied, false)
    const sponsors = sponsorIds(lake)
    assert.ok(sponsors.length > 0)
    assert.deepEqual(
      report.mutations.map((mutation) => [mutation.type, 'id' in mutation ? mutation.id : mutation.document._id]),
      [...sponsors.map((id) => ['patch', id]), ['createIfNotExists', EXAMPLE_NOTE_ID]],
    )
    assert.deepEqual(everything(lake), before)
    assert.deepEqual(files(lake), written)
    assert.ok(
      lake.requests.every((request) => request.method === 'GET'),
      'a dry run only reads',
    )
  })

  test('applied, it changes exactly what it should; run again, it changes nothing more', async () => {
    const {lake} = current
    const before = everything(lake)
    const sponsors = sponsorIds(lake)
    const committed: string[][] = []
    const report = await runMigration(await example(), lakeTarget(lake), {
      apply: true,
      onTransaction: ({documentIds}) => committed.push(documentIds),
    })
    assert.equal(report.applied, true)
    assert.equal(report.documents, sponsors.length, 'the runner read the sponsors only (types=sponsor)')
    assert.deepEqual(report.changedIds.sort(), [...sponsors, EXAMPLE_NOTE_ID].sort())
    assert.deepEqual(committed.flat().sort(), report.changedIds)
    assert.ok(report.transactions >= 1)

    const after = everything(lake)
    for (const [id, document] of before) {
      const now = after.get(id)!
      if (!sponsors.includes(id)) {
        assert.deepEqual(now, document, `${id} is untouched`)
        continue
      }
      assert.equal(now.featured, false, `${id} has featured: false`)
      assert.notEqual(now._rev, document._rev, `${id} has a new revision`)
      assert.deepEqual(
        {...now, featured: undefined, _rev: undefined, _updatedAt: undefined},
        {...document, featured: undefined, _rev: undefined, _updatedAt: undefined},
        `${id} keeps every other field`,
      )
    }
    const note = await getDocument(lake, EXAMPLE_NOTE_ID)
    assert.deepEqual([note?._type, note?.title], ['migrationExampleNote', 'Created by a migration'])
    assert.equal(after.size, before.size + 1)
    // Published content is written to content/, where the snapshot is migrated this way.
    assert.equal(
      exportedLine(
        lake,
        sponsors.find((id) => !id.startsWith('drafts.'))!,
      )?.featured,
      false,
    )

    const migrated = everything(lake)
    const written = files(lake)
    const again = await runMigration(await example(), lakeTarget(lake), {apply: true})
    assert.deepEqual(again.changedIds, [], 'a second run changes no document')
    assert.deepEqual(
      again.mutations.map((mutation) => mutation.type),
      ['createIfNotExists'],
      'migrated sponsors are left alone',
    )
    assert.deepEqual(everything(lake), migrated, 'not even a revision')
    assert.deepEqual(files(lake), written)
  })

  test('npm run migrate lists the migrations of MIGRATIONS_DIR, dry-runs one, applies it, and names what is wrong', async () => {
    const {lake} = current
    const settings = {MIGRATIONS_DIR: FIXTURES, SANITY_API_HOST: lake.origin, NODE_EXTRA_CA_CERTS: lake.caFile}

    const list = await npmRunMigrate([], settings)
    assert.equal(list.status, 0, list.stderr)
    assert.match(list.stdout, /2000-01-01-example\s+Example: every sponsor gets "featured", and a note is created/)

    const before = everything(lake)
    const dry = await npmRunMigrate([EXAMPLE], settings)
    assert.equal(dry.status, 0, dry.stderr)
    assert.match(
      dry.stdout,
      /Dry run of 2000-01-01-example .* on the lake at https:\/\/localhost:\d+, dataset production/,
    )
    assert.match(dry.stdout, /^patch sponsor-01\n {2}featured: setIfMissing false$/m)
    assert.match(dry.stdout, /^createIfNotExists migrationExampleNote \(migrationExampleNote\)$/m)
    const sponsors = sponsorIds(lake).length
    assert.match(
      dry.stdout,
      new RegExp(`${sponsors + 1} mutation\\(s\\) on ${sponsors + 1} document\\(s\\)\\. Nothing was written`),
    )
    assert.deepEqual(everything(lake), before)

    const applied = await npmRunMigrate([EXAMPLE, '--apply'], settings)
    assert.equal(applied.status, 0, applied.stderr)
    assert.match(applied.stdout, /transaction \S+ committed: \d+ document\(s\) changed/)
    assert.match(
      applied.stdout,
      new RegExp(
        `Done: ${sponsors} document\\(s\\) read, ${sponsors + 1} mutation\\(s\\), 1 transaction\\(s\\) committed, ${sponsors + 1} document\\(s\\) changed\\.`,
      ),
    )
    assert.equal(lake.documents.get('sponsor-01')?.featured, false)

    const unknown = await npmRunMigrate(['2000-01-02-nothing'], settings)
    assert.equal(unknown.status, 1)
    assert.match(unknown.stderr, /No migration "2000-01-02-nothing" in .*: the migrations are 2000-01-01-example/)

    const unset = await npmRunMigrate([EXAMPLE], {MIGRATIONS_DIR: FIXTURES})
    assert.equal(unset.status, 1)
    assert.match(unset.stderr, /Set SANITY_PROJECT_ID .* or SANITY_API_HOST=/)
  })
})

/** `npm run migrate -- …` (tsx scripts/migrate.ts), with none of this machine's Sanity settings. */
function npmRunMigrate(args: string[], settings: Record<string, string>) {
  const env = {...process.env}
  for (const name of Object.keys(env)) if (name.startsWith('SANITY_') || name === 'MIGRATIONS_DIR') delete env[name]
  return runScript('scripts/migrate.ts', args, {...env, ...settings})
}
