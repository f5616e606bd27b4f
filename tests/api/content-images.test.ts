/** @jest-environment node */
import assert from '../support/assert'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import {startServer, type RunningServer} from '../../scripts/packagedServer'

// The snapshot's hero backdrop: a vector image, as editors upload illustrations.
const FILE = 'f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-680x680.svg'
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8'

describe('/content-images: the snapshot stands in for Sanity’s image CDN', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => server.stop())

  const get = (query: string, accept = CHROME_ACCEPT) =>
    fetch(`${server.url}/content-images/${FILE}${query}`, {headers: {accept}})

  test('without parameters it serves the original file', async () => {
    const response = await get('')
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'image/svg+xml')
    const original = readFileSync(path.resolve(__dirname, '../../content/images', FILE))
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

  test('the URL builder’s parameters: a crop (rect), then w × h cut around the focal point', async () => {
    const size = async (query: string) => {
      const response = await get(query, '*/*')
      assert.equal(response.status, 200, query)
      const {width, height} = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
      return [width, height]
    }
    assert.deepEqual(await size('?rect=136,34,544,476&w=256'), [256, 224])
    assert.deepEqual(
      await size('?rect=136,34,544,476&w=1200&h=630&fit=crop&crop=focalpoint&fp-x=0.7&fp-y=0.4'),
      [1200, 630],
    )
    assert.deepEqual(await size('?w=640&h=320&fit=max'), [320, 320])
    assert.deepEqual(await size('?w=384&h=96&fit=crop&crop=center'), [384, 96])
  })

  test('a malformed crop parameter is a 400 naming it', async () => {
    for (const [query, message] of [
      ['?w=384&rect=0,0,681,10', /"rect" must be left,top,width,height in whole pixels inside the 680×680 image/],
      ['?w=384&h=96&fit=crop&fp-x=2&fp-y=0', /"fp-x" must be a number from 0 to 1/],
      ['?w=384&h=99999', /"h" must be a whole number from 1 to 3840/],
      ['?w=384&fit=crop', /"fit=crop" needs "h"/],
      ['?w=384&h=96&crop=faces', /"crop" must be "focalpoint" or "center"/],
    ] as const) {
      const response = await get(query)
      assert.equal(response.status, 400, query)
      assert.match(((await response.json()) as {message: string}).message, message)
    }
  })
})
