/** @jest-environment node */
import assert from '../support/assert'
import {rmSync} from 'node:fs'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {copyOfContent, migrationOn, mutatedIds} from './lakeTest'

const MIGRATION = '2026-11-28-page-share-images'

/** As the snapshot names an image's file (`_sanityAsset`), and as the lake stores it (`asset`). */
type Image = {_type: string; _sanityAsset?: string; asset?: {_ref: string}; alt?: unknown}
type Stored = Record<string, unknown> & {_id: string; seo?: {image?: Image}}

/**
 * The snapshot as it stood before: the home page and its draft with a copy of the settings' share
 * image, ALCO with an image chosen for it (another file).
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('share-images')
  const settingsImage = documents.find((document) => document._id === 'siteSettings')!.seo!.image!
  const sponsor = documents.find((document) => document._type === 'sponsor' && document.logo)
  const otherFile = (sponsor as unknown as {logo: Image}).logo._sanityAsset
  const edited = documents.flatMap((document) => {
    if (document._id === 'page-home') {
      const home = {...document, seo: {...document.seo, image: structuredClone(settingsImage)}}
      return [home, {...structuredClone(home), _id: 'drafts.page-home'}]
    }
    if (document._id === 'page-alco')
      return [
        {...document, seo: {...document.seo, image: {...structuredClone(settingsImage), _sanityAsset: otherFile}}},
      ]
    return [document]
  })
  write(edited)
  return dir
}

test(`migration ${MIGRATION}: a page's copy of the settings' share image goes (drafts too), an image chosen for a page stays; dry run first, a second run changes nothing`, async () => {
  const dir = contentBeforeTheMigration()
  const lake = await startTestLake({contentDir: dir})
  const imageOf = (id: string) => (lake.documents.get(id) as Stored | null)?.seo?.image?.asset?._ref
  const chosen = imageOf('page-alco')
  assert.notEqual(chosen, imageOf('siteSettings'))
  try {
    const run = await migrationOn(lake, MIGRATION)
    const dryRun = await run()
    assert.deepEqual(mutatedIds(dryRun), ['drafts.page-home', 'page-home'])
    assert.ok(imageOf('page-home'), 'a dry run writes nothing')

    await run({apply: true})
    assert.equal(imageOf('page-home'), undefined)
    assert.equal(imageOf('drafts.page-home'), undefined)
    // The rest of the page's search settings stay.
    assert.ok((lake.documents.get('page-home') as Stored).seo, 'the page keeps its title and description')
    assert.equal(imageOf('page-alco'), chosen)
    assert.ok(imageOf('siteSettings'), "the settings' own image stays")
    assert.deepEqual(await validateSnapshot(dir), [])

    const again = await run({apply: true})
    assert.deepEqual(again.changedIds, [])
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
})
