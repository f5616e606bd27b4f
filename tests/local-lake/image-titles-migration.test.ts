/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {validateSnapshot} from '../../scripts/validate-content'
import {startTestLake, type TestLake} from '../support/localLake'
import {copyOfContent, migrationOn, mutatedIds} from './lakeTest'

const MIGRATION = '2026-11-28-image-titles'

type Stored = Record<string, unknown> & {_id: string; _type: string}
type Asset = Stored & {title?: string; originalFilename?: string}

/** The asset of an image file named by the start of its hash. */
const assetId = (lake: TestLake, hash: string) =>
  lake.documents.all().find((document) => document._id.startsWith(`image-${hash}`))!._id
const assetOf = (lake: TestLake, hash: string) => lake.documents.get(assetId(lake, hash)) as Asset

const TODAY = 'bd0dbf49' // the home page's and ALCO's phone «Hoy», described
const ICON = '6ccb6606' // ALCO's «Registro de peso» icon, decorative
const AURORA = '73846ba9' // a sponsor's logo, no description
const SCREEN_EN = 'bb30a352' // the English «Hoy» screen beside the Spanish one
const CLINIC = '309d9647' // the home page's clinic image

/**
 * content/ as the site came with it: images named by their hash, nothing said of them (no
 * assets.json); but a sponsor's logo uploaded under a name someone chose, and the clinic image
 * already titled; a draft of the home page describing its phone otherwise.
 */
function contentBeforeTheMigration() {
  const {dir, documents, write} = copyOfContent<Stored>('image-titles')
  const file = (hash: string) => readdirSync(path.join(dir, 'images')).find((name) => name.startsWith(hash))!
  writeFileSync(
    path.join(dir, 'assets.json'),
    JSON.stringify({
      [`image-${file(AURORA).split('-')[0]}`]: {originalFilename: 'logo aurora viva.svg'},
      [`image-${file(CLINIC).split('-')[0]}`]: {title: 'Clínica: el equipo con sus pacientes'},
    }),
  )
  const home = documents.find((document) => document._id === 'page-home')!
  const draft = JSON.parse(
    JSON.stringify(home).replace(/Pantalla Hoy de la app Habitum/g, 'Otra descripción'),
  ) as Stored
  write([...documents, {...draft, _id: 'drafts.page-home'}])
  return dir
}

test(`migration ${MIGRATION}: every image an editor picks is titled and named by its description, or by what it belongs to; a chosen name or title stays; kept in content/assets.json; dry run first, a second run changes nothing`, async () => {
  const dir = contentBeforeTheMigration()
  let lake = await startTestLake({contentDir: dir})
  const assetsFile = path.join(dir, 'assets.json')
  const dataBefore = readFileSync(path.join(dir, 'data.ndjson'), 'utf8')
  try {
    assert.match(
      assetOf(lake, TODAY).originalFilename!,
      /^bd0dbf49[0-9a-f]{32}-360x740\.svg$/,
      'named by its hash before',
    )
    assert.equal(assetOf(lake, AURORA).originalFilename, 'logo aurora viva.svg', 'the lake reads assets.json')

    const run = await migrationOn(lake, MIGRATION)
    const dryRun = await run()
    const images = lake.documents.all().filter((document) => document._type === 'sanity.imageAsset')
    assert.equal(mutatedIds(dryRun).length, images.length, 'every image the content uses')
    assert.match(assetOf(lake, TODAY).originalFilename!, /-360x740\.svg$/, 'a dry run writes nothing')

    await run({apply: true})
    const today = 'Pantalla Hoy de la app Habitum con la agenda del día y un anillo de progreso'
    // The published page's description, not the draft's.
    assert.deepEqual(pick(assetOf(lake, TODAY)), {title: today, originalFilename: `${today}.svg`})
    assert.deepEqual(pick(assetOf(lake, ICON)), {
      title: 'Icono de «Registro de peso»',
      originalFilename: 'Icono de «Registro de peso».svg',
    })
    assert.deepEqual(pick(assetOf(lake, AURORA)), {
      title: 'Logo de Fundación Aurora Viva',
      originalFilename: 'logo aurora viva.svg',
    })
    assert.deepEqual(pick(assetOf(lake, SCREEN_EN)), {
      title: 'Pantalla Hoy: agenda diaria con el progreso del día y las rutinas pendientes (en inglés)',
      originalFilename: 'Pantalla Hoy - agenda diaria con el progreso del día y las rutinas pendientes (en inglés).svg',
    })
    assert.deepEqual(pick(assetOf(lake, CLINIC)), {
      title: 'Clínica: el equipo con sus pacientes',
      originalFilename: 'Clínica - el equipo con sus pacientes.svg',
    })

    // Kept in content/ (assets.json, as Sanity's export writes it), the documents untouched.
    const kept = JSON.parse(readFileSync(assetsFile, 'utf8')) as Record<string, Asset>
    assert.equal(Object.keys(kept).length, images.length)
    assert.deepEqual(kept[`image-${String(assetOf(lake, TODAY).sha1hash)}`], {
      originalFilename: `${today}.svg`,
      title: today,
    })
    assert.equal(readFileSync(path.join(dir, 'data.ndjson'), 'utf8'), dataBefore)
    assert.deepEqual(await validateSnapshot(dir), [])

    // A new lake over it names them so, and a second run finds nothing to do.
    await lake.close()
    lake = await startTestLake({contentDir: dir})
    assert.deepEqual(pick(assetOf(lake, ICON)).title, 'Icono de «Registro de peso»')
    const again = await (await migrationOn(lake, MIGRATION))({apply: true})
    assert.deepEqual(again.changedIds, [])
  } finally {
    await lake.close()
    rmSync(dir, {recursive: true, force: true})
  }
  assert.ok(!existsSync(dir))
})

const pick = (asset: Asset) => ({title: asset.title, originalFilename: asset.originalFilename})
