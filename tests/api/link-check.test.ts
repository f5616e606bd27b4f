/** @jest-environment node */
import assert from '../support/assert'
import {createServer, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {LocalUser} from '../../local-lake/project'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {mutate} from '../local-lake/lakeTest'
import {startTestLake, type TestLake} from '../support/localLake'
import {send, type Answer} from './requests'

/**
 * The packaged server (npm run build first) checks external links for members of the Sanity
 * project, verified with the project's users/me (a local lake here), or by a pass a member's
 * Studio wrote in the project, and for nobody else.
 */

const STUDIO = 'https://studio.habitum.test'
const ANA: LocalUser = {id: 'ana', name: 'Ana Autora', email: 'ana@localhost'}
const RITA_TOKEN = 'rita-member-token-0123456789abcdef'
const RITA: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: RITA_TOKEN}
const asRita = {origin: STUDIO, authorization: `Bearer ${RITA_TOKEN}`}

/** Each group of requests comes from a loopback address of its own: a client of its own for the rate limit. */
let nextClient = 10
const client = () => `127.0.0.${nextClient++}`

/** 1 GB, sent as fast as the connection takes it until the client closes it; HEAD is refused, as some servers do. */
function sendHugeBody(method: string | undefined, response: ServerResponse) {
  if (method === 'HEAD') return response.writeHead(405).end()
  response.writeHead(200, {'content-length': String(2 ** 30)})
  const chunk = Buffer.alloc(64 * 1024)
  const send = () => {
    while (!response.destroyed && response.write(chunk));
  }
  response.on('drain', send)
  send()
}

describe('/api/link-check', () => {
  let lake: TestLake
  let site: RunningServer
  let guarded: RunningServer
  let unverifiable: RunningServer
  let elsewhere: Server
  let other: string
  const elsewhereAsked: string[] = []
  beforeAll(async () => {
    elsewhere = createServer((request, response) => {
      elsewhereAsked.push(`${request.method} ${request.url}`)
      if (request.url === '/loop') return response.writeHead(302, {location: '/loop'}).end()
      if (request.url === '/huge') return sendHugeBody(request.method, response)
      response.writeHead(request.url === '/aqui' ? 200 : 404).end()
    })
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`
    lake = await startTestLake({users: [ANA, RITA]})
    const project = {SANITY_API_HOST: lake.origin, NODE_EXTRA_CA_CERTS: lake.caFile}
    ;[site, guarded, unverifiable] = await Promise.all([
      startServer({
        SANITY_STUDIO_URL: STUDIO,
        LINK_CHECK_PRIVATE_HOSTS: 'allow',
        LINK_CHECK_RATE_LIMIT: '8/60',
        ...project,
      }),
      startServer({SANITY_STUDIO_URL: STUDIO, ...project}),
      // A project that cannot be reached: nobody can be verified.
      startServer({
        SANITY_STUDIO_URL: STUDIO,
        SANITY_API_HOST: 'https://localhost:9',
        LINK_CHECK_PRIVATE_HOSTS: 'allow',
      }),
    ])
  })
  afterAll(async () => {
    await Promise.all([site?.kill(), guarded?.kill(), unverifiable?.kill(), lake?.close()])
    elsewhere?.closeAllConnections()
    await new Promise((resolve) => elsewhere?.close(resolve))
  })

  const check = (
    server: RunningServer,
    url: string,
    headers: Record<string, string> = asRita,
    localAddress = client(),
  ) => send(server.url, {path: `/api/link-check?url=${encodeURIComponent(url)}`, headers, localAddress})
  const body = (answer: Answer) => JSON.parse(answer.body) as Record<string, unknown>
  const verifications = () =>
    lake.requests.filter(
      (request) => /\/users\/me(\?|$)/.test(request.path) && request.authorization?.includes(RITA_TOKEN),
    )

  test("answers a member whether a link is there or gone, readable by the Studio's page only", async () => {
    const there = await check(site, `${other}/aqui`)
    assert.equal(there.status, 200)
    assert.deepEqual(body(there), {url: `${other}/aqui`, result: 'ok', status: 200})
    assert.equal(there.headers['access-control-allow-origin'], STUDIO)
    assert.equal(there.headers['cache-control'], 'no-store')
    const gone = await check(site, `${other}/viejo`)
    assert.deepEqual(body(gone), {url: `${other}/viejo`, result: 'broken', status: 404, reason: 'not_found'})
  })

  test("a burst of a member's checks costs one verification with the project", async () => {
    const answers = await Promise.all(['/a', '/b', '/c', '/d'].map((path) => check(site, `${other}${path}`)))
    assert.deepEqual(
      answers.map((answer) => answer.status),
      [200, 200, 200, 200],
    )
    // Verified at the first test, and kept since: the burst asked the project nothing more.
    assert.equal(verifications().length, 1)
  })

  test('refuses without a credential, or with one no member has: 401, and nothing is asked', async () => {
    elsewhereAsked.splice(0)
    const without = await check(site, `${other}/aqui`, {origin: STUDIO})
    assert.equal(without.status, 401)
    assert.equal(body(without).error, 'member_required')
    assert.match(String(without.headers['www-authenticate']), /^Bearer /)
    assert.equal(without.headers['access-control-allow-origin'], STUDIO)
    for (const authorization of [
      'Bearer forged-token-0123456789',
      'Basic cml0YTpzZWNyZXQ=',
      `Bearer ${RITA_TOKEN} extra`,
    ]) {
      const refused = await check(site, `${other}/aqui`, {origin: STUDIO, authorization})
      assert.equal(refused.status, 401, authorization)
    }
    // Not even a bad address is judged for a caller nobody verified.
    assert.equal((await check(site, 'file:///etc/passwd', {origin: STUDIO})).status, 401)
    assert.deepEqual(elsewhereAsked, [])
  })

  test('answers a member signed in without a token, by the pass the member wrote in the project, and no one with a pass nobody wrote', async () => {
    // Ana acts without a token, as a Studio signed in by its session: her own request writes the pass.
    const pass = `linkCheckPass.${'5e'.repeat(16)}`
    const written = await mutate(lake, [{create: {_id: pass, _type: 'linkCheckPass'}}])
    assert.equal(written.status, 200)
    const asAna = await check(site, `${other}/viejo`, {origin: STUDIO, authorization: `Pass ${pass}`})
    assert.equal(asAna.status, 200)
    assert.equal(body(asAna).result, 'broken')
    elsewhereAsked.splice(0)
    for (const authorization of [`Pass linkCheckPass.${'77'.repeat(16)}`, 'Pass page-home', `Bearer ${pass}`]) {
      const refused = await check(site, `${other}/aqui`, {origin: STUDIO, authorization})
      assert.equal(refused.status, 401, authorization)
    }
    assert.deepEqual(elsewhereAsked, [])
  })

  test("refuses another page's origin, for the browser's sake, even with a member's credential", async () => {
    const stranger = await check(site, `${other}/aqui`, {...asRita, origin: 'https://elsewhere.example'})
    assert.equal(stranger.status, 403)
    assert.equal(body(stranger).error, 'not_the_studio')
    assert.equal(stranger.headers['access-control-allow-origin'], undefined)
    assert.equal((await check(site, `${other}/aqui`, {authorization: asRita.authorization})).status, 403)
  })

  test("answers the Studio's preflight, and only the Studio's", async () => {
    const preflight = (origin: string) =>
      send(site.url, {
        method: 'OPTIONS',
        path: '/api/link-check?url=x',
        headers: {origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization'},
      })
    const studio = await preflight(STUDIO)
    assert.equal(studio.status, 204)
    assert.equal(studio.headers['access-control-allow-origin'], STUDIO)
    assert.match(String(studio.headers['access-control-allow-headers']), /authorization/i)
    assert.equal((await preflight('https://elsewhere.example')).status, 403)
  })

  test('refuses a url that is no web address, naming the field', async () => {
    for (const url of [
      'file:///etc/passwd',
      'no es una dirección',
      'http://user:pass@127.0.0.1/',
      'http://[fe80::1%25eth0]/',
      `https://example.com/${'a'.repeat(2100)}`,
    ]) {
      const refused = await check(site, url)
      assert.equal(refused.status, 400, url)
      assert.deepEqual([body(refused).error, body(refused).field], ['invalid_field', 'url'], url)
    }
  })

  test('never asks a host on a private network unless the setting allows it, however its address is written', async () => {
    const port = new URL(other).port
    elsewhereAsked.splice(0)
    for (const url of [
      `${other}/aqui`,
      `http://localhost:${port}/aqui`,
      `http://0:${port}/aqui`,
      `http://[::]:${port}/aqui`,
      `http://2130706433:${port}/aqui`,
      `http://0177.0.0.1:${port}/aqui`,
      `http://[::ffff:127.0.0.1]:${port}/aqui`,
    ]) {
      const answer = await check(guarded, url)
      assert.equal(answer.status, 200, url)
      assert.deepEqual([body(answer).result, body(answer).reason], ['unchecked', 'private_address'], url)
    }
    assert.deepEqual(elsewhereAsked, [])
  })

  test('a client over its limit gets 429 with Retry-After', async () => {
    const address = client()
    let last: Answer | undefined
    for (let attempt = 0; attempt < 9; attempt++) last = await check(site, `${other}/aqui`, asRita, address)
    assert.equal(last!.status, 429)
    assert.ok(Number(last!.headers['retry-after']) > 0)
  })

  test('says 503 when the project cannot be asked who is a member, and asks nothing', async () => {
    elsewhereAsked.splice(0)
    const answer = await check(unverifiable, `${other}/aqui`)
    assert.equal(answer.status, 503)
    assert.equal(body(answer).error, 'members_unverifiable')
    assert.deepEqual(elsewhereAsked, [])
  })

  test('a redirect loop, and a body of 1 GB behind GET: a verdict each, the server’s memory flat', async () => {
    const loop = await check(site, `${other}/loop`)
    assert.deepEqual([loop.status, body(loop).result, body(loop).reason], [200, 'unchecked', 'too_many_redirects'])
    const memoryBefore = site.memory().peakMb
    const huge = await check(site, `${other}/huge`)
    assert.deepEqual([huge.status, body(huge).result], [200, 'ok'])
    assert.ok(site.memory().peakMb - memoryBefore < 64, 'the body was not read into memory')
  })

  test('never writes a credential to its log', () => {
    for (const server of [site, guarded, unverifiable]) assert.ok(!server.output().includes(RITA_TOKEN))
    assert.ok(!site.output().includes('forged-token'))
  })
})
