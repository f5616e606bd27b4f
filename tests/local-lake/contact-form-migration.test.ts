/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {INITIAL_HEALTH_VOCABULARY} from '../../packages/content/leads/healthVocabulary'
import {findMigration, runMigration} from '../../scripts/migrate'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {lakeTarget, mutate} from './lakeTest'

const repository = path.resolve(__dirname, '../..')
const MIGRATION = '2026-11-27-contact-form'

/** The snapshot as it stood before the contact form had a document: content/ without it. */
function contentBeforeTheMigration() {
  const dir = mkdtempSync(path.join(tmpdir(), 'habitum-before-contact-form-'))
  cpSync(path.join(repository, 'content'), dir, {recursive: true})
  const file = path.join(dir, 'data.ndjson')
  const lines = readFileSync(file, 'utf8').split('\n')
  writeFileSync(file, lines.filter((line) => !line.startsWith('{"_id":"contactForm"')).join('\n'))
  return dir
}

describe(`migration ${MIGRATION}: the contact form's document`, () => {
  const owned: string[] = []
  afterAll(() => owned.forEach((dir) => rmSync(dir, {recursive: true, force: true})))

  test('creates it on a dataset without one, dry run first; the result passes the content check; a second run changes nothing', async () => {
    const contentDir = contentBeforeTheMigration()
    owned.push(contentDir)
    const lake = await startTestLake({contentDir})
    try {
      const {migration} = await findMigration(path.join(repository, 'migrations'), MIGRATION)
      const target = lakeTarget(lake)
      // Without it the content check fails, naming it: the site cannot show the form's notice.
      assert.equal(lake.documents.get('contactForm'), null)
      const problems = await validateSnapshot(contentDir)
      assert.deepEqual(
        problems.map(({documentId}) => documentId),
        ['contactForm'],
      )
      assert.match(problems[0]!.message, /^Missing: the site needs this document/)

      const dryRun = await runMigration(migration, target)
      assert.deepEqual(
        dryRun.mutations.map((mutation) => mutation.type),
        ['createIfNotExists'],
      )
      assert.equal(lake.documents.get('contactForm'), null, 'a dry run writes nothing')

      await runMigration(migration, target, {apply: true})
      const created = lake.documents.get('contactForm') as Record<string, unknown> | null
      assert.ok(created)
      assert.deepEqual(created.healthTerms, [...INITIAL_HEALTH_VOCABULARY.terms])
      assert.equal((created.notice as {es: unknown[]; en: unknown[]}).en.length > 0, true)
      // The lake wrote it to the snapshot. Today's content check also asks the notice for the
      // privacy policy's retention term, which the later migration writes into a notice as first
      // written: after it, the check (npm test's) accepts the snapshot.
      assert.deepEqual(
        (await validateSnapshot(contentDir)).map(({path}) => path),
        ['notice'],
      )
      const {migration: retentionTerm} = await findMigration(
        path.join(repository, 'migrations'),
        '2026-11-28-contact-retention-term',
      )
      await runMigration(retentionTerm, target, {apply: true})
      assert.deepEqual(await validateSnapshot(contentDir), [])

      const revision = (lake.documents.get('contactForm') as {_rev?: string})._rev
      await runMigration(migration, target, {apply: true})
      assert.equal((lake.documents.get('contactForm') as {_rev?: string})._rev, revision)
    } finally {
      await lake.close()
    }
  })

  test('keeps the document the legal team already edited, as it is', async () => {
    const lake = await startTestLake()
    try {
      const edited = ['tengo', 'padezco']
      assert.equal((await mutate(lake, [{patch: {id: 'contactForm', set: {healthCues: edited}}}])).status, 200)
      const {migration} = await findMigration(path.join(repository, 'migrations'), MIGRATION)
      await runMigration(migration, lakeTarget(lake), {apply: true})
      assert.deepEqual((lake.documents.get('contactForm') as {healthCues?: string[]}).healthCues, edited)
    } finally {
      await lake.close()
    }
  })
})
