/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {validateSnapshot} from '../../scripts/validate-content'
import {createAssets} from '../../local-lake/assets'
import {openContentStore} from '../../local-lake/contentStore'
import {Dataset} from '../../local-lake/dataset'
import {exportLocalLake} from '../../local-lake/export'
import sharp from 'sharp'
import {startTestLake} from '../support/localLake'
import {actions, files, getDocument, mutate, useLake} from './lakeTest'

const repository = path.resolve(__dirname, '../..')
const committed = readFileSync(path.join(repository, 'content/data.ndjson'), 'utf8')

describe("the content store: content/ in Sanity's export format, the rest of the dataset beside it", () => {
  const current = useLake()
  const folders: string[] = []
  afterAll(() => folders.forEach((folder) => rmSync(folder, {recursive: true, force: true})))
  /** A copy of content/ and an empty state folder that outlive one lake, to start another on them. */
  const ownFolders = () => {
    const [contentDir, stateDir] = ['habitum-lake-content-', 'habitum-lake-state-'].map((prefix) =>
      mkdtempSync(path.join(tmpdir(), prefix)),
    )
    folders.push(contentDir!, stateDir!)
    cpSync(path.join(repository, 'content'), contentDir!, {recursive: true})
    return {contentDir: contentDir!, stateDir: stateDir!}
  }

  test('round trip: the committed snapshot read and written back is the same file, byte for byte', async () => {
    const {contentDir, stateDir} = ownFolders()
    const assets = createAssets(
      {projectId: 'local', dataset: 'production', origin: 'https://localhost:1', contentDir, stateDir},
      () => dataset,
    )
    const store = openContentStore({contentDir, stateDir, describeImage: assets.describeImage})
    const dataset: Dataset = new Dataset(store.load(), store.persist)
    const faq = dataset.get('faq-1')!
    // A transaction that touches a published document makes the store write data.ndjson again.
    await store.persist(dataset.snapshot(), {
      id: 'tx',
      timestamp: '',
      identity: '',
      changes: [{id: faq._id, before: faq, after: faq}],
    })
    assert.ok(
      readFileSync(path.join(contentDir, 'data.ndjson'), 'utf8') === committed,
      'data.ndjson changed on a round trip',
    )
  })

  test("a publish changes one line and adds none; the result passes the project's own snapshot validation", async () => {
    const {lake} = current
    await actions(
      lake,
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.faq-3',
        publishedId: 'faq-3',
        patch: {set: {'question.en': 'How much is it?'}},
      },
      {actionType: 'sanity.action.document.publish', draftId: 'drafts.faq-3', publishedId: 'faq-3'},
    )
    const before = committed.split('\n')
    const now = files(lake).data.split('\n')
    assert.equal(now.length, before.length)
    assert.deepEqual(
      now.flatMap((line, index) => (line === before[index] ? [] : [index])),
      [before.findIndex((line) => line.startsWith('{"_id":"faq-3"'))],
    )
    assert.deepEqual(await validateSnapshot(lake.contentDir), [])
  })

  test('a new document is appended as the last line; contact requests and drafts made in the Studio never reach content/', async () => {
    const {lake} = current
    await mutate(lake, [
      {
        create: {
          _id: 'companyType-nuevo',
          _type: 'companyType',
          label: {_type: 'localeString', es: 'Nuevo'},
          value: 'nuevo',
          order: 9,
        },
      },
      {
        create: {
          _id: 'contact-1',
          _type: 'contactRequest',
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Hola',
          status: 'new',
        },
      },
      {create: {_id: 'drafts.faq-1', _type: 'faqItem', key: 1}},
    ])
    const lines = files(lake).data.trimEnd().split('\n')
    assert.equal(lines.length, committed.trimEnd().split('\n').length + 1)
    assert.equal(
      lines.at(-1),
      '{"_id":"companyType-nuevo","_type":"companyType","label":{"_type":"localeString","es":"Nuevo"},"value":"nuevo","order":9}',
    )
    // Drafts committed in content/ stay there; one made in the Studio never reaches it.
    assert.doesNotMatch(files(lake).data, /contactRequest|drafts\.faq-1/)
    assert.match(files(lake).state, /"_id":"contact-1"/)
  })

  test('a restart keeps drafts, contact requests and revisions; a line edited outside the lake gets a new revision', async () => {
    const {contentDir, stateDir} = ownFolders()
    const first = await startTestLake({contentDir, stateDir})
    await actions(first, {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.faq-1',
      publishedId: 'faq-1',
      patch: {set: {'question.es': 'Borrador'}},
    })
    await mutate(first, [
      {
        create: {
          _id: 'contact-1',
          _type: 'contactRequest',
          name: 'Ana',
          email: 'ana@example.com',
          message: 'Hola',
          status: 'new',
        },
      },
    ])
    const before = {
      draft: await getDocument(first, 'drafts.faq-1'),
      faq2: await getDocument(first, 'faq-2'),
      faq4: await getDocument(first, 'faq-4'),
    }
    await first.close()
    // An edit made outside the lake (a git checkout, a hand edit) while it was stopped.
    const dataFile = path.join(contentDir, 'data.ndjson')
    writeFileSync(dataFile, readFileSync(dataFile, 'utf8').replace('"key":4,', '"key":40,'))
    const second = await startTestLake({contentDir, stateDir})
    try {
      assert.deepEqual(await getDocument(second, 'drafts.faq-1'), before.draft)
      assert.equal((await getDocument(second, 'contact-1'))?.name, 'Ana')
      assert.deepEqual(await getDocument(second, 'faq-2'), before.faq2, 'an unchanged document keeps its revision')
      const faq4 = (await getDocument(second, 'faq-4'))!
      assert.equal(faq4.key, 40)
      assert.notEqual(faq4._rev, before.faq4?._rev)
    } finally {
      await second.close()
    }
  })

  test('uploads stay in content/images until an export, which drops those no document refers to', async () => {
    const {contentDir, stateDir} = ownFolders()
    const lake = await startTestLake({contentDir, stateDir})
    const upload = async (red: number) => {
      const bytes = await sharp({create: {width: 40, height: 20, channels: 3, background: {r: red, g: 0, b: 0}}})
        .png()
        .toBuffer()
      const response = await lake.request('POST', `/v2025-02-19/assets/images/${lake.dataset}`, {body: bytes})
      return (response.json() as {document: {_id: string}}).document._id
    }
    const [published, drafted, unused] = [await upload(10), await upload(20), await upload(30)]
    const logo = (ref: string) => ({set: {logo: {_type: 'image', asset: {_type: 'reference', _ref: ref}}}})
    await actions(
      lake,
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.sponsor-01',
        publishedId: 'sponsor-01',
        patch: logo(published),
      },
      {actionType: 'sanity.action.document.publish', draftId: 'drafts.sponsor-01', publishedId: 'sponsor-01'},
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.sponsor-02',
        publishedId: 'sponsor-02',
        patch: logo(drafted),
      },
    )
    await lake.close()
    const file = (id: string) =>
      path.join(contentDir, 'images', id.replace(/^image-(\w+)-(\d+x\d+)-(\w+)$/, '$1-$2.$3'))
    // Writes never delete a file: sponsor-01's old logo is still there, and so is the unused upload.
    const oldLogo = committed.match(/"_id":"sponsor-01".*?images\/([^"]+)"/)![1]!
    assert.ok(existsSync(path.join(contentDir, 'images', oldLogo)) && existsSync(file(unused)))
    const data = readFileSync(path.join(contentDir, 'data.ndjson'), 'utf8')
    const dropped = await exportLocalLake(contentDir, stateDir)
    assert.deepEqual(dropped.sort(), [oldLogo, path.basename(file(unused))].sort())
    assert.ok(!existsSync(file(unused)) && !existsSync(path.join(contentDir, 'images', oldLogo)))
    assert.ok(existsSync(file(published)) && existsSync(file(drafted)), 'what a document or a draft uses stays')
    assert.equal(readFileSync(path.join(contentDir, 'data.ndjson'), 'utf8'), data)
    assert.deepEqual(await validateSnapshot(contentDir), [])
  })
})
