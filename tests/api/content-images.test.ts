import assert from 'node:assert/strict'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {after, before, describe, test} from 'node:test'
import sharp from 'sharp'
import {startServer, type RunningServer} from '../../scripts/packagedServer'

// The snapshot's hero backdrop: a vector image, as editors upload illustrations.
const FILE = 'f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-680x680.svg'
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

describe('/content-images: the snapshot stands in for Sanity’s image CDN', () => {
  let server: RunningServer
  before(async () => {
    server = await startServer()
  })
  after(() => server.stop())

  const get = (query: string, accept = CHROME_ACCEPT) =>
    fetch(`${server.url}/content-images/${FILE}${query}`, {headers: {accept}})

  test('without parameters it serves the original file', async () => {
    const response = await get('')
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'image/svg+xml')
    const original = readFileSync(path.resolve(import.meta.dirname, '../../content/images', FILE))
    assert.deepEqual(Buffer.from(await response.arrayBuffer()), original)
  })

  test('with the loader’s parameters it answers the width asked for, in the best format the browser takes', async () => {
    const avif = await get('?w=384&q=75&auto=format&fit=max')
    assert.equal(avif.status, 200)
    assert.equal(avif.headers.get('content-type'), 'image/avif')
    assert.match(avif.headers.get('cache-control') ?? '', /immutable/)
    assert.match(avif.headers.get('vary') ?? '', /\bAccept\b/)
    const drawn = await sharp(Buffer.from(await avif.arrayBuffer())).metadata()
    assert.equal(drawn.width, 384)
    assert.equal(drawn.height, 384)

    const webp = await get('?w=128&q=75&auto=format&fit=max', 'image/webp,*/*')
    assert.equal(webp.headers.get('content-type'), 'image/webp')
    assert.equal((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width, 128)
  })

  test('a width it does not offer is a 400 naming the parameter; an unknown file is a 404', async () => {
    const response = await get('?w=385&auto=format')
    assert.equal(response.status, 400)
    const body = (await response.json()) as {error: string; message: string}
    assert.equal(body.error, 'bad_image_parameters')
    assert.match(body.message, /"w" must be one of 64, 128/)

    const missing = await fetch(`${server.url}/content-images/${'0'.repeat(40)}-10x10.svg?w=384`)
    assert.equal(missing.status, 404)
  })
})
