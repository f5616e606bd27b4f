/** @jest-environment node */
import assert from '../support/assert'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {IMMUTABLE_CACHE_CONTROL} from '../../web/lib/http/caching'
import {securityHeaders} from '../../web/lib/security/headers'
import {FONT_URL} from '../../web/theme/fontFile'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {post, send, VALID, type Answer} from './requests'

const IMAGE = '/content-images/f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-680x680.svg'

/** The security headers every answer carries, whoever wrote the answer. */
function assertHardened(headers: Headers | Record<string, unknown>, what: string) {
  const get = (name: string) => (headers instanceof Headers ? headers.get(name) : (headers[name.toLowerCase()] ?? null))
  for (const {key, value} of securityHeaders()) assert.equal(get(key), value, `${what}: ${key}`)
  assert.ok(get('content-security-policy'), `${what}: Content-Security-Policy`)
  assert.equal(get('x-middleware-rewrite'), null, `${what}: x-middleware-rewrite`)
}

describe('the server entry in front of Next', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({MAX_REQUESTS_IN_FLIGHT: '3', CONTACT_RATE_LIMIT: '1000/60'})
  })
  afterAll(() => server.stop())

  test('runs on the project’s Node (the major in .nvmrc) and names it when it starts', () => {
    const required = Number(readFileSync(path.join(__dirname, '../../.nvmrc'), 'utf8').trim())
    const ready = server.output().match(/Ready on \S+ \(Node v(\d+)\.\d+\.\d+\)/)
    assert.ok(ready, `no start-up line naming the Node version in:\n${server.output()}`)
    assert.ok(Number(ready[1]) >= required, `the server runs on Node ${ready[1]}, below the project's ${required}`)
  })

  test('serves with the configuration `next build` saved (next.config.ts), not Next’s defaults', async () => {
    const page = await fetch(`${server.url}/en/`, {redirect: 'manual'})
    assert.equal(page.status, 200, 'skipTrailingSlashRedirect: /en/ is served as it is')
    assert.equal(page.headers.get('x-powered-by'), null, 'poweredByHeader: false')
    await page.arrayBuffer()
    const font = await fetch(`${server.url}${FONT_URL}`)
    assert.equal(font.headers.get('cache-control'), IMMUTABLE_CACHE_CONTROL, 'the font’s caching, from headers()')
    await font.arrayBuffer()
  })

  test('TRACE on a page, the API and an image answers 405 with Allow and the security headers, and logs nothing', async () => {
    for (const pathname of ['/', '/en/alco', '/api/contact', IMAGE]) {
      const response = await send(server.url, {method: 'TRACE', path: pathname})
      assert.equal(response.status, 405, pathname)
      assert.equal(response.headers.allow, 'GET, HEAD, POST, OPTIONS')
      assert.equal((JSON.parse(response.body) as {error: string}).error, 'method_not_allowed')
      assertHardened(response.headers, `TRACE ${pathname}`)
    }
    assert.doesNotMatch(server.output(), /TRACE|Error/)
  })

  test('every kind of answer carries the security headers, and none the language rewrite’s target', async () => {
    const page = await fetch(`${server.url}/alco`)
    assert.equal(page.status, 200)
    const html = await page.text()
    const script = html.match(/\/_next\/static\/[^"]+\.js/)![0]
    // One at a time: the server takes three requests at once here (the overload test below).
    const answers: Array<[string, () => Promise<Response>, number]> = [
      ['page through the rewrite', async () => page, 200],
      ['page', () => fetch(`${server.url}/en/`), 200],
      ['unknown page', () => fetch(`${server.url}/fr/nada`), 404],
      ['redirect', () => fetch(`${server.url}/es//alco`, {redirect: 'manual'}), 308],
      ['stored contact request', () => post(server.url, VALID), 201],
      ['refused contact request', () => post(server.url, {}), 400],
      ['GET on the API', () => fetch(`${server.url}/api/contact`), 405],
      ['image', () => fetch(`${server.url}${IMAGE}?w=64&q=75&fm=png`), 200],
      ['image, wrong parameter', () => fetch(`${server.url}${IMAGE}?w=65`), 400],
      ['image, unknown file', () => fetch(`${server.url}/content-images/${'0'.repeat(40)}-1x1.svg`), 404],
      ['sitemap', () => fetch(`${server.url}/sitemap.xml`), 200],
      ['favicon', () => fetch(`${server.url}/favicon.ico`), 200],
      ['script', () => fetch(`${server.url}${script}`), 200],
    ]
    for (const [what, send, status] of answers) {
      const response = await send()
      assert.equal(response.status, status, what)
      assertHardened(response.headers, what)
      if (!response.bodyUsed) await response.arrayBuffer()
    }
  })

  test('past MAX_REQUESTS_IN_FLIGHT the server answers 503 with Retry-After at once, and serves again when they end', async () => {
    // Three contact requests whose bodies have not finished arriving: in flight until released.
    const releases: Array<() => void> = []
    const held = Array.from({length: 3}, () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify(VALID).slice(0, -1)))
          releases.push(() => {
            controller.enqueue(new TextEncoder().encode('}'))
            controller.close()
          })
        },
      })
      return fetch(`${server.url}/api/contact`, {
        method: 'POST',
        headers: {'content-type': 'application/json', referer: `${server.url}/es/`},
        body: stream,
        duplex: 'half',
      } as RequestInit)
    })
    try {
      // A refused method takes no place in flight: it answers 405 until the server holds all three.
      let refused: Answer
      for (;;) {
        refused = await send(server.url, {method: 'TRACE', path: '/es/'})
        if (refused.status === 503) break
        assert.equal(refused.status, 405)
      }
      assert.equal(refused.headers['retry-after'], '5')
      assert.equal((JSON.parse(refused.body) as {error: string}).error, 'overloaded')
      assertHardened(refused.headers, 'overloaded')
      const page = await fetch(`${server.url}/es/`)
      assert.equal(page.status, 503)
      assert.equal(page.headers.get('retry-after'), '5')
      assert.equal((await post(server.url, VALID)).status, 503)
    } finally {
      // Released however the test went: a server stopping waits for the requests under way.
      for (const release of releases) release()
    }
    const answers = await Promise.all(held)
    assert.deepEqual(
      answers.map((response) => response.status),
      [201, 201, 201],
    )
    await Promise.all(answers.map((response) => response.arrayBuffer()))
    // The server frees a place when it has closed the response, which may come just after the
    // client has read it: wait for that state rather than assume it.
    let next = await post(server.url, VALID)
    while (next.status === 503) {
      await next.arrayBuffer()
      next = await post(server.url, VALID)
    }
    assert.equal(next.status, 201)
  }, 60_000)
})
