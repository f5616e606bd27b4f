/** @jest-environment node */
import assert from '../support/assert'
import {rmSync} from 'node:fs'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake} from '../support/localLake'
import {copyOfContent, migrationOn, mutatedIds} from './lakeTest'

const MIGRATION = '2026-11-28-empty-images'
const EMPTY = {_type: 'imageWithAlt', decorative: false}

type Section = Record<string, unknown> & {_key: string; _type: string}
type Stored = Record<string, unknown> & {
  _id: string
  _type: string
  seo?: Record<string, unknown>
  sections?: Section[]
}

/**
 * The shape the Studio left before the fix: a new page's draft whose share image and whose new
 * section's optional image are objects with no file, and a published page with an empty share
 * image; the home page keeps its images with files.
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('empty-images')
  const newPage: Stored = {
    _id: 'drafts.page-new',
    _type: 'page',
    englishVersion: 'fallback',
    title: {_type: 'localeString', es: 'Nueva'},
    slug: {_type: 'slug', current: 'nueva'},
    seo: {_type: 'seo', image: {...EMPTY}},
    sections: [
      {
        _type: 'signUp',
        _key: 's1',
        heading: {_type: 'localeString', es: 'Súmese'},
        text: {_type: 'localeText', es: 'Empiece hoy.'},
        button: {_type: 'callToAction', label: {_type: 'localeString', es: 'Quiero'}, href: '#contactus'},
        image: {...EMPTY},
      },
    ],
  }
  const edited = documents.map((document) =>
    document._id === 'page-alco' ? {...document, seo: {...document.seo, image: {...EMPTY}}} : document,
  )
  write([...edited, newPage])
  return dir
}

test(`migration ${MIGRATION}: an image field holding no file is emptied (drafts too), images with files stay; dry run first, a second run changes nothing`, async () => {
  const dir = contentBeforeTheMigration()
  const lake = await startTestLake({contentDir: dir})
  const stored = (id: string) => lake.documents.get(id) as Stored | null
  const homeImages = JSON.stringify(stored('page-home')?.sections)
  try {
    const run = await migrationOn(lake, MIGRATION)
    const dryRun = await run()
    assert.deepEqual(mutatedIds(dryRun), ['drafts.page-new', 'page-alco'])
    assert.deepEqual(stored('page-alco')?.seo?.image, EMPTY, 'a dry run writes nothing')

    await run({apply: true})
    assert.equal(stored('page-alco')?.seo?.image, undefined)
    assert.ok(stored('page-alco')?.seo?.title, 'the rest of the search settings stay')
    assert.equal(stored('drafts.page-new')?.seo?.image, undefined)
    assert.equal(stored('drafts.page-new')?.sections?.[0]?.image, undefined)
    assert.ok(stored('drafts.page-new')?.sections?.[0]?.heading, 'the section keeps its texts')
    assert.equal(JSON.stringify(stored('page-home')?.sections), homeImages, 'images with files stay')
    assert.deepEqual(await validateSnapshot(dir), [])

    const again = await run({apply: true})
    assert.deepEqual(again.changedIds, [])
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
})
