/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {createSchema, type ArraySchemaType, type ObjectSchemaType, type SchemaType} from 'sanity'
import {loadSnapshot} from '@habitum/content/snapshot'
import {schemaTypes} from '../../schemas'
import {findMigrations, runMigration, type FoundMigration} from '../../scripts/migrate'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake, type TestLake} from '../support/localLake'
import {files, lakeTarget} from './lakeTest'

/**
 * Every migration of migrations/, in order, over the oldest shape of the content: the first
 * snapshot (tests/fixtures/oldest-content, from f090548). A dataset that has been live since then
 * and never migrated, migrated now, must publish again: the content check finds nothing, and no
 * field is stored that the model no longer has.
 */

const repository = path.resolve(__dirname, '../..')
const OLDEST = path.join(repository, 'tests/fixtures/oldest-content')

type Json = Record<string, unknown>
type Doc = Json & {_id: string; _type: string}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every document as stored, by id, revisions included: "nothing changed" means not even a revision. */
const everything = (lake: TestLake) =>
  new Map(lake.documents.all().map((document) => [document._id, structuredClone(document)]))

const stored = (lake: TestLake, id: string) => lake.documents.get(id) as Doc | null

const sectionOf = (page: Doc | null, key: string) =>
  (page?.sections as Json[] | undefined)?.find((section) => section._key === key)

const featureIcon = (page: Doc | null, key: string) =>
  (sectionOf(page, 'features1')?.items as Json[] | undefined)?.find((item) => item._key === key)?.icon as
    Json | undefined

const FEATURE_ICONS = ['featSelf', 'featDevices', 'featAlerts', 'featSecurity']

/** A copy of the oldest snapshot, as the lake finds it; `edit` changes its documents before the lake starts. */
function oldestContent(owned: string[], edit?: (documents: Doc[]) => Doc[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'habitum-oldest-content-'))
  owned.push(dir)
  cpSync(OLDEST, dir, {recursive: true})
  if (edit) {
    const file = path.join(dir, 'data.ndjson')
    const documents = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Doc)
    writeFileSync(
      file,
      `${edit(documents)
        .map((document) => JSON.stringify(document))
        .join('\n')}\n`,
    )
  }
  return dir
}

const schema = createSchema({name: 'history', types: schemaTypes})

/**
 * What a snapshot stores that the model does not have: a field no type declares, an object stored
 * under another type than its field's. The content check validates as the Studio does, which
 * leaves such fields alone (the Studio only lists them, as «unknown fields»): this names them.
 */
function outsideTheModel(contentDir: string) {
  const found: string[] = []
  const visit = (type: SchemaType, value: unknown, where: string) => {
    if (type.jsonType === 'array' && Array.isArray(value)) {
      const members = (type as ArraySchemaType).of
      value.forEach((item: unknown, index) => {
        const name = isObject(item) ? item._type : undefined
        const member = members.find((candidate) => candidate.name === name) ?? (name ? undefined : members[0])
        const at = `${where}[${isObject(item) && typeof item._key === 'string' ? item._key : index}]`
        if (member) visit(member, item, at)
        else found.push(`${at}: of type ${String(name)}, which the array does not hold`)
      })
      return
    }
    if (type.jsonType !== 'object' || !isObject(value)) return
    if (typeof value._type === 'string' && value._type !== type.name)
      found.push(`${where}: stored as ${value._type}, the model says ${type.name}`)
    const fields = new Map(((type as ObjectSchemaType).fields ?? []).map((field) => [field.name, field.type]))
    for (const [name, child] of Object.entries(value)) {
      if (name.startsWith('_')) continue
      const field = fields.get(name)
      if (field) visit(field, child, `${where}.${name}`)
      else found.push(`${where}.${name}: not a field of ${type.name}`)
    }
  }
  for (const document of loadSnapshot(contentDir).documents) {
    const type = schema.get(document._type)
    if (type) visit(type, document, document._id)
    else found.push(`${document._id}: of type ${document._type}, which the model does not have`)
  }
  return found
}

/** Runs every migration, in order, applied; the documents each one changed, by id. */
async function runAll(lake: TestLake, migrations: FoundMigration[]) {
  const changed: Record<string, string[]> = {}
  for (const {id, migration} of migrations)
    changed[id] = (await runMigration(migration, lakeTarget(lake), {apply: true})).changedIds.sort()
  return changed
}

describe('migrations over the oldest shape of the content (tests/fixtures/oldest-content)', () => {
  const owned: string[] = []
  afterAll(() => owned.forEach((dir) => rmSync(dir, {recursive: true, force: true})))

  test('every migration in order, each dry run first, makes it publishable again; a second full run changes nothing', async () => {
    const contentDir = oldestContent(owned)
    const lake = await startTestLake({contentDir})
    try {
      const migrations = await findMigrations()
      // Named by the date of the change they follow, so that they run in the order the model changed.
      for (const {id} of migrations) assert.match(id, /^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/)
      assert.ok(migrations.some(({id}) => id === '2026-11-27-contact-form'))

      // As it was: what the model asks since, named by the content check, and fields it no longer has.
      const before = await validateSnapshot(contentDir)
      const asked = new Set(before.map(({documentId, path: at}) => `${documentId} › ${at}`))
      for (const problem of [
        'contactForm › (document)',
        'siteSettings › englishVersion',
        'faq-1 › englishVersion',
        'page-home › sections[_key=="features1"].items[_key=="featSelf"].icon.alt',
      ])
        assert.ok(asked.has(problem), problem)
      const unknown = outsideTheModel(contentDir)
      for (const field of [
        'page-home.sections[hero1].backdrop: stored as imageWithAlt, the model says image',
        'page-home.sections[hero1].backdrop.alt: not a field of image',
      ])
        assert.ok(unknown.includes(field), field)

      for (const {id, migration} of migrations) {
        const state = everything(lake)
        const written = files(lake)
        await runMigration(migration, lakeTarget(lake))
        assert.deepEqual(everything(lake), state, `${id}: its dry run changes no document`)
        assert.deepEqual(files(lake), written, `${id}: its dry run writes nothing`)
        await runMigration(migration, lakeTarget(lake), {apply: true})
      }

      // The lake wrote each change to the snapshot, which the content check (npm test's) accepts.
      assert.deepEqual(await validateSnapshot(contentDir), [])
      assert.deepEqual(outsideTheModel(contentDir), [])
      const home = stored(lake, 'page-home')
      assert.deepEqual(sectionOf(home, 'hero1')?.backdrop, {
        _type: 'image',
        asset: {_type: 'reference', _ref: 'image-f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-680x680-svg'},
      })
      for (const key of FEATURE_ICONS) {
        assert.equal(featureIcon(home, key)?.decorative, true, `${key}: its empty description meant decorative`)
        assert.equal(featureIcon(home, key)?.alt, undefined)
      }
      const bilingual = lake.documents.all().filter(({_type}) => ['page', 'siteSettings', 'faqItem'].includes(_type))
      assert.equal(bilingual.length, 18)
      for (const document of bilingual) assert.equal(document.englishVersion, 'fallback', document._id)
      assert.ok(stored(lake, 'contactForm'))
      // Every English text spells «organization» one way: the contact form's notice was created British.
      assert.doesNotMatch(readFileSync(path.join(contentDir, 'data.ndjson'), 'utf8'), /\borganis(?:ations?|e[sd]?)\b/i)
      // The store badges have their English files beside the Spanish ones.
      const settings = stored(lake, 'siteSettings') as Json
      for (const badge of ['appStoreBadgeEn', 'googlePlayBadgeEn'])
        assert.match(
          String((settings[badge] as {asset?: {_ref?: string}})?.asset?._ref),
          /^image-[0-9a-f]{40}-180x54-svg$/,
        )

      const migrated = everything(lake)
      const written = files(lake)
      const again = await runAll(lake, migrations)
      assert.deepEqual(
        again,
        Object.fromEntries(migrations.map(({id}) => [id, []])),
        'a second run changes no document',
      )
      assert.deepEqual(everything(lake), migrated, 'not even a revision')
      assert.deepEqual(files(lake), written)
    } finally {
      await lake.close()
    }
  })

  test('drafts are migrated too; what an editor chose since is kept, and what only an editor can write is named', async () => {
    const contentDir = oldestContent(owned, (documents) => {
      const home = documents.find(({_id}) => _id === 'page-home')!
      const faq = documents.find(({_id}) => _id === 'faq-2')!
      // A draft of the home page whose backdrop was cropped in the Studio, as imageWithAlt allowed
      // until 2026-11-25 (the bundled snapshot had this crop from 816bbfb to 379b079).
      const draft = structuredClone(home)
      draft._id = 'drafts.page-home'
      Object.assign(sectionOf(draft, 'hero1')!.backdrop as Json, {
        crop: {_type: 'sanity.imageCrop', top: 0.05, bottom: 0.25, left: 0.2, right: 0},
        hotspot: {_type: 'sanity.imageHotspot', x: 0.75, y: 0.4, width: 0.3, height: 0.3},
      })
      // Published, edited after the fields came and before the migrations ran: an icon described in
      // Spanish only, an icon said not to be decorative, a FAQ item whose English was judged complete.
      featureIcon(home, 'featSelf')!.alt = {_type: 'localeString', es: 'Una persona con un corazón'}
      featureIcon(home, 'featDevices')!.decorative = false
      faq.englishVersion = 'complete'
      return [...documents, draft, {...structuredClone(faq), _id: 'drafts.faq-2', englishVersion: undefined}]
    })
    const lake = await startTestLake({contentDir})
    try {
      await runAll(lake, await findMigrations())

      const draft = stored(lake, 'drafts.page-home')
      assert.deepEqual(sectionOf(draft, 'hero1')?.backdrop, sectionOf(stored(lake, 'page-home'), 'hero1')?.backdrop)
      assert.deepEqual(Object.keys(sectionOf(draft, 'hero1')?.backdrop as Json).sort(), ['_type', 'asset'])
      assert.equal(draft?.englishVersion, 'fallback')
      for (const key of FEATURE_ICONS) assert.equal(featureIcon(draft, key)?.decorative, true, key)
      assert.equal(stored(lake, 'drafts.faq-2')?.englishVersion, 'fallback')

      const home = stored(lake, 'page-home')
      assert.deepEqual(featureIcon(home, 'featSelf')?.alt, {_type: 'localeString', es: 'Una persona con un corazón'})
      assert.equal(featureIcon(home, 'featSelf')?.decorative, undefined)
      assert.equal(featureIcon(home, 'featDevices')?.decorative, false)
      assert.equal(featureIcon(home, 'featAlerts')?.decorative, true)
      assert.equal(stored(lake, 'faq-2')?.englishVersion, 'complete')

      // No migration can describe an image: the content check names each one, and what to do.
      assert.deepEqual(
        (await validateSnapshot(contentDir)).map(
          ({documentId, path: at, message}) => `${documentId} › ${at}: ${message}`,
        ),
        [
          'page-home › sections[_key=="features1"].items[_key=="featSelf"].icon.alt: Falta la descripción en inglés (o marque la imagen como decorativa)',
          'page-home › sections[_key=="features1"].items[_key=="featDevices"].icon.alt: Falta la descripción en español y en inglés (o marque la imagen como decorativa)',
        ],
      )
      assert.deepEqual(outsideTheModel(contentDir), [])
    } finally {
      await lake.close()
    }
  })
})
