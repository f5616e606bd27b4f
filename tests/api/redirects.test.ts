/** @jest-environment node */
import assert from '../support/assert'
import {appendFileSync, cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {callPublishWebhook} from '../support/webhook'

const SECRET = 'webhook-secret-for-redirect-tests'
const repository = path.resolve(__dirname, '../..')

const redirectLine = (id: string, from: string, to: string, permanent: boolean) =>
  JSON.stringify({_id: id, _type: 'redirect', _createdAt: '2026-01-01T00:00:00Z', from, to, permanent})

describe('redirects published in the Studio, answered by the production server before rendering', () => {
  let server: RunningServer
  let contentDir: string
  const dataFile = () => path.join(contentDir, 'data.ndjson')

  const get = (pathname: string) => fetch(`${server.url}${pathname}`, {redirect: 'manual'})
  const publishCall = async (id: string) => {
    const response = await callPublishWebhook(server.url, SECRET, {_id: id, _type: 'redirect'})
    assert.equal(response.status, 200)
  }

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-redirects-'))
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
    appendFileSync(
      dataFile(),
      `\n${redirectLine('redirect-vieja', '/vieja', '/alco', true)}\n${redirectLine('redirect-campana', '/campana', 'https://example.com/promo', false)}`,
    )
    server = await startServer({SANITY_WEBHOOK_SECRET: SECRET, CONTENT_DIR: contentDir})
  })
  afterAll(() => server.stop())

  test('each form of a permanent redirect answers 308 with the target in its language, keeping the query', async () => {
    for (const [pathname, location] of [
      ['/vieja', '/alco'],
      ['/vieja?utm_source=mail&x=1', '/alco?utm_source=mail&x=1'],
      ['/es/vieja', '/es/alco'],
      ['/en/vieja?ref=qr', '/en/alco?ref=qr'],
      ['/en/vieja/', '/en/alco'],
    ]) {
      const response = await get(pathname!)
      assert.equal(response.status, 308, pathname)
      assert.equal(response.headers.get('location'), location, pathname)
    }
  })

  test('a temporary redirect answers 307; the target page itself is not redirected', async () => {
    const response = await get('/en/campana?a=b')
    assert.equal(response.status, 307)
    assert.equal(response.headers.get('location'), 'https://example.com/promo?a=b')
    assert.equal((await get('/alco')).status, 200)
  })

  test('a redirect published by editing the snapshot takes effect with the webhook call, without a rebuild; removing it restores the 404', async () => {
    assert.equal((await get('/precios-2025')).status, 404)
    const before = readFileSync(dataFile(), 'utf8')
    appendFileSync(dataFile(), `\n${redirectLine('redirect-precios', '/precios-2025', '/alco#planes', true)}`)
    // The table the server holds is the one it read: the webhook call is what brings the new one.
    assert.equal((await get('/precios-2025')).status, 404)
    await publishCall('redirect-precios')
    const moved = await get('/en/precios-2025?from=ad')
    assert.equal(moved.status, 308)
    assert.equal(moved.headers.get('location'), '/en/alco?from=ad#planes')

    writeFileSync(dataFile(), before)
    await publishCall('redirect-precios')
    assert.equal((await get('/precios-2025')).status, 404)
  })
})
