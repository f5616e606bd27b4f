/** @jest-environment node */
import assert from '../support/assert'
import {randomBytes} from 'node:crypto'
import {readLocalContactRequests} from '../../web/lib/contact/store'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
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

describe('the per-client rate limit, with the server reached directly (no TRUSTED_PROXIES)', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({CONTACT_RATE_LIMIT: '3/60'})
  })
  afterAll(() => server.stop())

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
  beforeAll(async () => {
    server = await startServer({CONTACT_RATE_LIMIT: '3/60', TRUSTED_PROXIES: '1'})
  })
  afterAll(() => server.stop())

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
