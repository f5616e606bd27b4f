import assert from 'node:assert/strict'
import {randomBytes} from 'node:crypto'
import {mkdtempSync, rmSync} from 'node:fs'
import {createRequire} from 'node:module'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {after, before, describe, test} from 'node:test'
import {readLocalContactRequests} from '../../web/lib/contact/store'
import {startProcessServer, startServer, type RunningServer} from '../../scripts/packagedServer'
import {directive} from '../support/policy'
import {postFrom, VALID} from './requests'

/** Five requests from one socket address with these X-Forwarded-For values: their statuses. */
async function burst(url: string, from: string, forwardedFor: () => string) {
  const statuses = []
  for (let index = 0; index < 5; index++) {
    statuses.push((await postFrom(url, from, VALID, {'x-forwarded-for': forwardedFor()})).status)
  }
  return statuses
}

const LIMITED = [201, 201, 201, 429, 429]
/** Next's own command line, as `next start` runs it. */
const NEXT_CLI = createRequire(import.meta.url).resolve('next/dist/bin/next')

describe('the per-client rate limit, with the server reached directly (no TRUSTED_PROXIES)', () => {
  let server: RunningServer
  before(async () => {
    server = await startServer({CONTACT_RATE_LIMIT: '3/60'})
  })
  after(() => server.stop())

  test('a burst over the limit gets 429 with Retry-After; another client is still served', async () => {
    const statuses = []
    for (let index = 0; index < 5; index++) {
      const response = await postFrom(server.url, '127.0.0.10', VALID)
      statuses.push(response.status)
      if (response.status === 429) {
        const retryAfter = Number(response.headers['retry-after'])
        assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`)
      }
    }
    assert.deepEqual(statuses, LIMITED)
    assert.equal((await postFrom(server.url, '127.0.0.11', VALID)).status, 201)
  })

  test('X-Forwarded-For picks no bucket: random values, even 15 KB long, are all the one client they come from', async () => {
    const stored = (await readLocalContactRequests(server.dataDir)).length
    assert.deepEqual(await burst(server.url, '127.0.0.12', () => randomBytes(7_500).toString('hex')), LIMITED)
    assert.deepEqual(
      await burst(server.url, '127.0.0.13', () => `198.51.100.${Math.floor(Math.random() * 250)}`),
      LIMITED,
    )
    assert.equal((await readLocalContactRequests(server.dataDir)).length, stored + 6)
  })

  test('a forged X-Forwarded-For locks out only its sender, never the visitor it names', async () => {
    assert.deepEqual(await burst(server.url, '127.0.0.14', () => '127.0.0.15'), LIMITED)
    assert.equal((await postFrom(server.url, '127.0.0.15', VALID)).status, 201)
  })
})

describe('the per-client rate limit behind one trusted proxy (TRUSTED_PROXIES=1)', () => {
  let server: RunningServer
  before(async () => {
    server = await startServer({CONTACT_RATE_LIMIT: '3/60', TRUSTED_PROXIES: '1'})
  })
  after(() => server.stop())

  // The test plays the proxy: it connects from loopback and appends the address it saw.
  test('the client is the address the proxy saw; what the client wrote before it picks nothing', async () => {
    assert.deepEqual(await burst(server.url, '127.0.0.20', () => `${randomBytes(4).join('.')}, 198.51.100.7`), LIMITED)
    assert.equal((await postFrom(server.url, '127.0.0.20', VALID, {'x-forwarded-for': '198.51.100.8'})).status, 201)
  })

  test('without an address from the proxy where it belongs, the socket is the client', async () => {
    assert.deepEqual(
      await burst(server.url, '127.0.0.21', () => `not-an-address-${randomBytes(4).toString('hex')}`),
      LIMITED,
    )
  })
})

// `next start` runs Next's own server, not the entry: web/instrumentation.ts gives it the same client.
describe('the per-client rate limit under `next start` (no server entry)', () => {
  let server: Awaited<ReturnType<typeof startProcessServer>>
  let dataDir: string
  before(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'habitum-contacts-'))
    server = await startProcessServer([process.execPath, NEXT_CLI, 'start', '--port', '{port}'], {
      cwd: path.resolve(import.meta.dirname, '../../web'),
      env: {CONTACT_RATE_LIMIT: '3/60', CONTACT_API_KEY: '', DATA_DIR: dataDir},
      readyPath: '/robots.txt',
    })
  })
  after(async () => {
    await server.stop()
    rmSync(dataDir, {recursive: true, force: true})
  })

  test('X-Forwarded-For picks no bucket: the client is the socket’s address, as behind the entry', async () => {
    assert.deepEqual(
      await burst(server.url, '127.0.0.30', () => `198.51.100.${Math.floor(Math.random() * 250)}`),
      LIMITED,
    )
    assert.equal((await postFrom(server.url, '127.0.0.31', VALID)).status, 201)
  })

  // Not a way around the policy either: without the server entry no hash names a page's inline
  // scripts, and the policy refuses them (docs/security.md: `next start` is not for production).
  test('pages carry the strict policy: no unsafe-inline', async () => {
    const page = await fetch(`${server.url}/alco`)
    assert.equal(page.status, 200)
    assert.deepEqual(directive(page.headers.get('content-security-policy')!, 'script-src'), [
      "'self'",
      "'report-sample'",
    ])
    await page.arrayBuffer()
  })
})
