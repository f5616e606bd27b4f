/** @jest-environment node */
import assert from '../support/assert'
import {createHash} from 'node:crypto'
import {existsSync, readFileSync, rmSync} from 'node:fs'
import path from 'node:path'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {copyOfContent, exportedLine, migrationOn, mutate} from './lakeTest'

const repository = path.resolve(__dirname, '../..')
const MIGRATION = '2026-11-28-english-store-badges'
const FOLDER = path.join(repository, 'migrations', MIGRATION)

/** The English badge files the migration brings, by the field they stand beside, and their names once stored. */
const ENGLISH = Object.fromEntries(
  (
    [
      ['appStoreBadge', 'app-store-en.svg'],
      ['googlePlayBadge', 'google-play-en.svg'],
    ] as const
  ).map(([field, file]) => {
    const bytes = readFileSync(path.join(FOLDER, file))
    const sha1 = createHash('sha1').update(bytes).digest('hex')
    return [field, {bytes, stored: `${sha1}-180x54.svg`, asset: `image-${sha1}-180x54-svg`}]
  }),
) as Record<'appStoreBadge' | 'googlePlayBadge', {bytes: Buffer; stored: string; asset: string}>

/** As the snapshot names an image's file (`_sanityAsset`), and as the lake stores it (`asset`). */
type Image = {_type: string; _sanityAsset?: string; asset?: {_ref: string}}
type Stored = Record<string, unknown> & {_id: string}

const fileOf = (image: Image) => image._sanityAsset!.replace('image@file://./images/', '')

/**
 * The snapshot as it stood before: the settings with their Spanish badges only, the English files
 * absent from images/; a draft of the settings whose Google Play badge an editor replaced (another
 * file).
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('store-badges')
  const settings = documents.find((document) => document._id === 'siteSettings')!
  delete settings.appStoreBadgeEn
  delete settings.googlePlayBadgeEn
  for (const {stored} of Object.values(ENGLISH)) rmSync(path.join(dir, 'images', stored), {force: true})
  const sponsor = documents.find((document) => document._type === 'sponsor' && document.logo)!
  const otherFile = (sponsor.logo as Image)._sanityAsset!
  const draft: Stored = {
    ...structuredClone(settings),
    _id: 'drafts.siteSettings',
    googlePlayBadge: {...structuredClone(settings.googlePlayBadge as Image), _sanityAsset: otherFile},
  }
  write([...documents, draft])
  return {dir, otherAsset: `image-${path.basename(otherFile).replace(/\.(\w+)$/, '-$1')}`}
}

test(`migration ${MIGRATION}: beside the site's Spanish badges, their English files, uploaded as images (drafts too); a badge an editor replaced, or an English badge chosen, stays; dry run first, a second run changes nothing`, async () => {
  const {dir, otherAsset} = contentBeforeTheMigration()
  const lake = await startTestLake({contentDir: dir})
  const imageOf = (id: string, field: string) => (lake.documents.get(id) as Stored | null)?.[field] as Image | undefined
  const refOf = (id: string, field: string) => imageOf(id, field)?.asset?._ref
  const spanish = {
    appStoreBadge: refOf('siteSettings', 'appStoreBadge'),
    googlePlayBadge: refOf('siteSettings', 'googlePlayBadge'),
  }
  const storedFiles = () => Object.values(ENGLISH).filter(({stored}) => existsSync(path.join(dir, 'images', stored)))
  try {
    const run = await migrationOn(lake, MIGRATION)

    // A dry run names the assets the upload will make, and uploads and writes nothing.
    const dryRun = await run()
    const planned = dryRun.mutations.map((mutation) => {
      assert.equal(mutation.type, 'patch')
      const {id, patches, options} = mutation as Extract<typeof mutation, {type: 'patch'}>
      return {
        id,
        ifRevision: options?.ifRevision,
        set: patches.map(({path: at, op}) => [at.join('.'), op.type, (op as {value?: Image}).value?.asset?._ref]),
      }
    })
    assert.deepEqual(planned, [
      {
        id: 'drafts.siteSettings',
        ifRevision: lake.documents.get('drafts.siteSettings')!._rev,
        set: [['appStoreBadgeEn', 'set', ENGLISH.appStoreBadge.asset]],
      },
      {
        id: 'siteSettings',
        ifRevision: lake.documents.get('siteSettings')!._rev,
        set: [
          ['appStoreBadgeEn', 'set', ENGLISH.appStoreBadge.asset],
          ['googlePlayBadgeEn', 'set', ENGLISH.googlePlayBadge.asset],
        ],
      },
    ])
    assert.equal(refOf('siteSettings', 'appStoreBadgeEn'), undefined, 'a dry run writes nothing')
    assert.deepEqual(storedFiles(), [], 'a dry run uploads nothing')

    await run({apply: true})
    const exported = exportedLine(lake, 'siteSettings') as Record<string, Image>
    for (const field of ['appStoreBadge', 'googlePlayBadge'] as const) {
      // An English image beside each Spanish badge, which stays as it was.
      assert.deepEqual(imageOf('siteSettings', `${field}En`), {
        _type: 'image',
        asset: {_type: 'reference', _ref: ENGLISH[field].asset},
      })
      assert.equal(refOf('siteSettings', field), spanish[field], `${field}: the Spanish badge stays`)
      // The file drawn for the site, byte for byte, stored and named as content/ stores images.
      assert.equal(fileOf(exported[`${field}En`]!), ENGLISH[field].stored)
      assert.deepEqual(readFileSync(path.join(dir, 'images', ENGLISH[field].stored)), ENGLISH[field].bytes)
      // The lake serves it, as the Studio and the site ask for it.
      assert.equal((await lake.request('GET', `/images/local/production/${ENGLISH[field].stored}`)).status, 200)
    }
    // The draft: English beside its App Store badge; its replaced Google Play badge is the editor's.
    assert.equal(refOf('drafts.siteSettings', 'appStoreBadgeEn'), ENGLISH.appStoreBadge.asset)
    assert.equal(refOf('drafts.siteSettings', 'googlePlayBadge'), otherAsset)
    assert.equal(imageOf('drafts.siteSettings', 'googlePlayBadgeEn'), undefined)
    assert.deepEqual(await validateSnapshot(dir), [])

    // An English badge an editor chose since is kept; a second run changes nothing.
    const chosen = {_type: 'image', asset: {_type: 'reference', _ref: otherAsset}}
    const response = await mutate(lake, [{patch: {id: 'siteSettings', set: {googlePlayBadgeEn: chosen}}}])
    assert.equal(response.status, 200, response.text)
    const again = await run({apply: true})
    assert.deepEqual(again.mutations, [])
    assert.deepEqual(again.changedIds, [])
    assert.deepEqual(imageOf('siteSettings', 'googlePlayBadgeEn'), chosen)
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
})
