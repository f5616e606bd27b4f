import assert from 'node:assert/strict'
import {createServer, type Server} from 'node:http'
import type {AddressInfo} from 'node:net'
import {after, before, describe, test} from 'node:test'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {send} from './requests'

/** The packaged server (npm run build first) checks external links for the Studio, and for nobody else. */

const STUDIO = 'https://studio.habitum.test'

describe('/api/link-check', () => {
  let site: RunningServer
  let guarded: RunningServer
  let elsewhere: Server
  let other: string
  before(async () => {
    elsewhere = createServer((request, response) => response.writeHead(request.url === '/aqui' ? 200 : 404).end())
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
    other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`
    ;[site, guarded] = await Promise.all([
      startServer({SANITY_STUDIO_URL: STUDIO, LINK_CHECK_PRIVATE_HOSTS: 'allow', LINK_CHECK_RATE_LIMIT: '8/60'}),
      startServer({SANITY_STUDIO_URL: STUDIO}),
    ])
  })
  after(async () => {
    await Promise.all([site?.kill(), guarded?.kill()])
    elsewhere?.closeAllConnections()
    await new Promise((resolve) => elsewhere?.close(resolve))
  })

  const check = (server: RunningServer, url: string, headers: Record<string, string> = {origin: STUDIO}) =>
    send(server.url, {path: `/api/link-check?url=${encodeURIComponent(url)}`, headers})

  test('answers the Studio whether a link is there or gone, readable by the Studio only', async () => {
    const there = await check(site, `${other}/aqui`)
    assert.equal(there.status, 200)
    assert.deepEqual(JSON.parse(there.body), {url: `${other}/aqui`, result: 'ok', status: 200})
    assert.equal(there.headers['access-control-allow-origin'], STUDIO)
    const gone = await check(site, `${other}/viejo`)
    assert.deepEqual(JSON.parse(gone.body), {url: `${other}/viejo`, result: 'broken', status: 404, reason: 'not_found'})
  })

  test('refuses anyone but the Studio, and a url that is no web address, naming the field', async () => {
    const stranger = await check(site, `${other}/aqui`, {origin: 'https://elsewhere.example'})
    assert.equal(stranger.status, 403)
    assert.equal(JSON.parse(stranger.body).error, 'not_the_studio')
    assert.equal((await check(site, `${other}/aqui`, {})).status, 403)
    for (const url of ['file:///etc/passwd', 'no es una dirección', `http://user:pass@127.0.0.1/`]) {
      const refused = await check(site, url)
      assert.equal(refused.status, 400, url)
      assert.deepEqual(
        {error: JSON.parse(refused.body).error, field: JSON.parse(refused.body).field},
        {error: 'invalid_field', field: 'url'},
      )
    }
  })

  test('never asks a host on a private network unless the setting allows it', async () => {
    const answer = await check(guarded, `${other}/aqui`)
    assert.deepEqual(JSON.parse(answer.body), {url: `${other}/aqui`, result: 'unchecked', reason: 'private_address'})
  })

  test('a client over its limit gets 429 with Retry-After', async () => {
    let last
    for (let attempt = 0; attempt < 9; attempt++) last = await check(site, `${other}/aqui`)
    assert.equal(last!.status, 429)
    assert.ok(Number(last!.headers['retry-after']) > 0)
  })
})
