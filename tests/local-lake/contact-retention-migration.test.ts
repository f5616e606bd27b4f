/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {INITIAL_NOTICE, INITIAL_RIGHTS_NOTICE} from '../../migrations/2026-11-27-contact-form/notices'
import {formatProblem, validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {migrationOn, mutatedIds} from './lakeTest'

const repository = path.resolve(__dirname, '../..')
const MIGRATION = '2026-11-28-contact-retention-term'

type Block = {_key: string; children: Array<{_type: string; text?: string}>}
type Revision = {_key: string; inForce: string; body: {es: Block[]}; contactRetentionMonths?: number}
type Stored = Record<string, unknown> & {_id: string; revisions?: Revision[]}

const read = (dir: string) =>
  readFileSync(path.join(dir, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Stored)

/** The privacy policy's item on contact data, as the revision in force said it before. */
const OLD_ITEM =
  'los datos del formulario de contacto se conservan mientras sea necesario para responder la consulta y darle seguimiento, dentro del mismo plazo máximo;'

/**
 * content/ as it stood before: the contact form's notices as first written (voseo, no term), the
 * policy's item on contact data without the term, its revision without a number of months; and
 * a draft of the contact form alike. `notice` replaces the notice (an edit by the legal team).
 */
function contentBeforeTheMigration(notice: unknown = INITIAL_NOTICE) {
  const dir = mkdtempSync(path.join(tmpdir(), 'habitum-before-retention-term-'))
  cpSync(path.join(repository, 'content'), dir, {recursive: true})
  const documents = read(dir).flatMap((document): Stored[] => {
    if (document._id === 'contactForm') {
      const form = {...document, notice: structuredClone(notice), rightsNotice: structuredClone(INITIAL_RIGHTS_NOTICE)}
      return [form, {...structuredClone(form), _id: 'drafts.contactForm'}]
    }
    if (document._id === 'legal-privacy-policy') {
      for (const revision of document.revisions!) {
        delete revision.contactRetentionMonths
        for (const block of revision.body.es) {
          if (block.children.some((child) => child._type === 'legalTerm'))
            block.children = [{_type: 'span', _key: `${block._key}-old`, text: OLD_ITEM, marks: []} as never]
        }
      }
    }
    return [document]
  })
  writeFileSync(path.join(dir, 'data.ndjson'), `${documents.map((document) => JSON.stringify(document)).join('\n')}\n`)
  return dir
}

/** What the migration writes: the fields of the committed content/, which it migrated. */
const migrated = (documents: Stored[], id: string) => {
  const document = documents.find((each) => each._id === id)!
  return id === 'legal-privacy-policy'
    ? document.revisions
    : {notice: document.notice, rightsNotice: document.rightsNotice}
}

describe(`migration ${MIGRATION}: the contact notice says the privacy policy's retention term, in usted`, () => {
  const owned: string[] = []
  afterAll(() => owned.forEach((dir) => rmSync(dir, {recursive: true, force: true})))

  test('writes the committed texts and term (drafts too), dry run first; the content check then passes; a second run changes nothing', async () => {
    const dir = contentBeforeTheMigration()
    owned.push(dir)
    // Before, the content check asks for the term in the notice.
    const unsaid =
      'notice: El texto en español debe decir el plazo «Conservación de los datos de contacto»: insértelo donde corresponde'
    assert.deepEqual((await validateSnapshot(dir)).map(formatProblem), [
      `contactForm (contactForm) › ${unsaid}`,
      `drafts.contactForm (contactForm) › ${unsaid}`,
    ])
    const lake = await startTestLake({contentDir: dir})
    try {
      const run = await migrationOn(lake, MIGRATION)
      const dryRun = await run()
      assert.deepEqual(mutatedIds(dryRun), ['contactForm', 'drafts.contactForm', 'legal-privacy-policy'])
      assert.deepEqual(read(dir).find((document) => document._id === 'contactForm')!.notice, INITIAL_NOTICE)

      await run({apply: true})
      // content/ has also had the later 2026-11-28-translated-contact-form (the record of the
      // Spanish its English stands beside), run after this one as the history runs them.
      await (
        await migrationOn(lake, '2026-11-28-translated-contact-form')
      )({apply: true})
      const committed = read(path.join(repository, 'content'))
      for (const id of ['contactForm', 'drafts.contactForm', 'legal-privacy-policy']) {
        const stored = lake.documents.get(id) as Stored
        assert.deepEqual(migrated([stored], id), migrated(committed, id.replace('drafts.', '')), id)
      }
      // The revision before 1 July 2023 said nothing of it, and still says the same.
      const earlier = (lake.documents.get('legal-privacy-policy') as Stored).revisions!.find(
        (revision) => revision.inForce === '2022-03-01',
      )!
      assert.equal(earlier.contactRetentionMonths, undefined)
      assert.deepEqual(await validateSnapshot(dir), [])

      const again = await run({apply: true})
      assert.deepEqual(again.changedIds, [])
    } finally {
      await lake.close()
    }
  })

  test('keeps a notice the legal team already rewrote, and still gives the policy its term', async () => {
    const rewritten = {
      _type: 'localeBlockContent',
      es: [
        {
          _type: 'block',
          _key: 'x1',
          style: 'normal',
          markDefs: [],
          children: [{_type: 'span', _key: 'x2', text: 'Texto del equipo legal.', marks: []}],
        },
      ],
      en: [
        {
          _type: 'block',
          _key: 'x3',
          style: 'normal',
          markDefs: [],
          children: [{_type: 'span', _key: 'x4', text: "Legal's text.", marks: []}],
        },
      ],
    }
    const dir = contentBeforeTheMigration(rewritten)
    owned.push(dir)
    const lake = await startTestLake({contentDir: dir})
    try {
      const run = await migrationOn(lake, MIGRATION)
      await run({apply: true})
      assert.deepEqual((lake.documents.get('contactForm') as Stored).notice, rewritten)
      const inForce = (lake.documents.get('legal-privacy-policy') as Stored).revisions!.find(
        (revision) => revision.inForce === '2023-07-01',
      )!
      assert.equal(inForce.contactRetentionMonths, 24)
    } finally {
      await lake.close()
    }
  })
})
