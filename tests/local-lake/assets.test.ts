/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {loadSnapshot} from '@habitum/content/snapshot'
import {startTestLake} from '../support/localLake'
import {actions, errorOf, exportedLine, files, useLake, V, type Document} from './lakeTest'

const logo = () =>
  sharp({create: {width: 300, height: 120, channels: 4, background: {r: 20, g: 120, b: 200, alpha: 1}}})
    .png()
    .toBuffer()
const upload = (lake: Parameters<typeof files>[0], bytes: Buffer, filename = 'logo.png') =>
  lake.request('POST', `${V}/assets/images/${lake.dataset}?filename=${filename}`, {
    body: bytes,
    headers: {'content-type': 'image/png'},
  })

describe('assets: uploads into content/images and the image URLs the Studio shows', () => {
  const current = useLake()

  test('an image upload lands in content/images under the export name, described by an asset document; the same image twice is one asset', async () => {
    const {lake} = current
    const bytes = await logo()
    const response = await upload(lake, bytes)
    assert.equal(response.status, 200, response.text)
    const {document} = response.json() as {
      document: Document & {url: string; metadata: {dimensions: {width: number; height: number}}}
    }
    assert.match(document._id, /^image-[0-9a-f]{40}-300x120-png$/)
    assert.deepEqual(
      [document._type, document.originalFilename, document.mimeType, document.metadata.dimensions.width],
      ['sanity.imageAsset', 'logo.png', 'image/png', 300],
    )
    const fileName = `${document._id.slice('image-'.length, -'-png'.length)}.png`
    assert.deepEqual(readFileSync(path.join(lake.contentDir, 'images', fileName)), bytes)
    assert.equal(document.url, `${lake.origin}/images/${lake.projectId}/${lake.dataset}/${fileName}`)
    const again = (await upload(lake, bytes, 'copia.png')).json() as {document: Document}
    assert.equal(again.document._id, document._id)
    assert.equal(again.document._rev, document._rev, 'no second asset document')

    // Its name, what the Studio's image browser shows, is kept with the snapshot (content/assets.json):
    // a lake started afresh over it names the image so, not by its hash.
    const described = JSON.parse(readFileSync(path.join(lake.contentDir, 'assets.json'), 'utf8')) as Record<
      string,
      unknown
    >
    assert.deepEqual(described[`image-${String(document.sha1hash)}`], {originalFilename: 'logo.png'})
    const afresh = await startTestLake({contentDir: lake.contentDir})
    try {
      assert.equal(afresh.documents.get(document._id)?.originalFilename, 'logo.png')
    } finally {
      await afresh.close()
    }
  })

  test('a logo published on a sponsor is written in the export format, and the site can load the snapshot', async () => {
    const {lake} = current
    const {document} = (await upload(lake, await logo())).json() as {document: Document}
    const logoField = {_type: 'image', asset: {_type: 'reference', _ref: document._id}}
    await actions(lake, {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.sponsor-01',
      publishedId: 'sponsor-01',
      patch: {set: {logo: logoField}},
    })
    assert.equal(
      (
        await actions(lake, {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.sponsor-01',
          publishedId: 'sponsor-01',
        })
      ).status,
      200,
    )
    const fileName = `${document._id.slice('image-'.length, -'-png'.length)}.png`
    assert.deepEqual(exportedLine(lake, 'sponsor-01')?.logo, {
      _type: 'image',
      _sanityAsset: `image@file://./images/${fileName}`,
    })
    assert.equal(loadSnapshot(lake.contentDir).imageFiles.get(fileName), path.join(lake.contentDir, 'images', fileName))
  })

  test('an upload that is not an image is refused with 400 naming the accepted formats, and nothing is written', async () => {
    const {lake} = current
    const imagesBefore = readdirSync(path.join(lake.contentDir, 'images'))
    const before = files(lake)
    const refusal = errorOf(await upload(lake, Buffer.from('%PDF-1.7 not an image'), 'terms.pdf'))
    assert.equal(refusal.status, 400)
    assert.match(
      refusal.description,
      /The upload is not an image the lake accepts .*accepted formats: jpeg, png, webp, gif, avif, tiff, svg/,
    )
    assert.match(errorOf(await upload(lake, Buffer.alloc(0))).description, /The upload is empty/)
    assert.deepEqual(readdirSync(path.join(lake.contentDir, 'images')), imagesBefore)
    assert.deepEqual(files(lake), before)
  })

  test("image URLs: the parameters the site sends give the site's own variant; others the Studio sends give the original", async () => {
    const {lake} = current
    const bytes = await logo()
    const {document} = (await upload(lake, bytes)).json() as {document: Document & {url: string}}
    const pathname = new URL(document.url).pathname
    const variant = await lake.request('GET', `${pathname}?w=64&q=75&auto=format&fit=max`, {
      headers: {accept: 'image/avif,image/webp,*/*'},
    })
    assert.equal(variant.headers['content-type'], 'image/avif')
    assert.equal((await sharp(variant.bytes).metadata()).width, 64)
    assert.deepEqual((await lake.request('GET', pathname)).bytes, bytes)
    // A Studio thumbnail (a crop at another size): the browser scales the original.
    const preview = await lake.request('GET', `${pathname}?rect=0,0,120,120&w=33&h=33&fit=crop&dpr=2`)
    assert.deepEqual([preview.headers['content-type'], preview.bytes], ['image/png', bytes])
    assert.equal(
      (await lake.request('GET', `/images/${lake.projectId}/${lake.dataset}/${'0'.repeat(40)}-1x1.png`)).status,
      404,
    )
    assert.equal(
      (await lake.request('GET', `/images/another-project/${lake.dataset}/${path.basename(pathname)}`)).status,
      404,
    )
  })

  test("a file upload is kept in the lake's own folder and served at its URL", async () => {
    const {lake} = current
    const response = await lake.request('POST', `${V}/assets/files/${lake.dataset}?filename=terms.pdf`, {
      body: Buffer.from('%PDF-1.7'),
      headers: {'content-type': 'application/pdf'},
    })
    const {document} = response.json() as {document: Document & {url: string}}
    assert.deepEqual(
      [document._type, document.mimeType, document.extension],
      ['sanity.fileAsset', 'application/pdf', 'pdf'],
    )
    const served = await lake.request('GET', new URL(document.url).pathname)
    assert.equal(served.text, '%PDF-1.7')
    assert.ok(!existsSync(path.join(lake.contentDir, 'files')), 'the snapshot holds images only')
  })
})
