/** @jest-environment node */
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import assert from '../support/assert'
import {freePort, startServer, type RunningServer} from '../../scripts/packagedServer'
import {startVarnish, varnishProgram, type TestVarnish} from '../../scripts/varnish'
import {download, send} from './requests'

/**
 * Varnish as the CDN, with the repository's VCL (deploy/varnish/site.vcl) in front of the built
 * site: what it keeps, under which key, and who may purge it.
 */
const program = varnishProgram()
if (!program)
  console.warn(
    'tests/api/cdn-varnish.test.ts skipped: no varnishd with the xkey module on this machine, and none could be ' +
      "installed (scripts/setup.sh installs Debian's varnish and varnish-modules with apt-get)",
  )
const withVarnish = program ? describe : describe.skip

/** What Chromium and Firefox send for a page: different words, the same HTML. */
const CHROMIUM_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'
const FIREFOX_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'

withVarnish('Varnish in front of the site (deploy/varnish/site.vcl)', () => {
  let site: RunningServer
  let cdn: TestVarnish

  beforeAll(async () => {
    site = await startServer()
    cdn = await startVarnish(program!, [site.url])
  })
  afterAll(async () => {
    await cdn?.stop()
    await site?.stop()
  })

  const get = (path: string, headers: Record<string, string> = {}) =>
    download(`${cdn.url}${path}`, headers['accept-encoding'] ?? 'br, gzip', headers)
  const decoded = (answer: {headers: Record<string, unknown>; body: Buffer}) =>
    (answer.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(answer.body)
      : answer.headers['content-encoding'] === 'gzip'
        ? gunzipSync(answer.body)
        : answer.body
    ).toString('utf8')

  test('a page asked twice is served the second time from Varnish, whatever browser asks', async () => {
    const first = await get('/alco', {accept: CHROMIUM_ACCEPT})
    const said = `${first.status} ${JSON.stringify(first.headers)}\n${decoded(first).slice(0, 300)}`
    assert.equal(first.status, 200, said)
    assert.equal(first.headers['x-cache'], 'MISS', said)
    const again = await get('/alco', {accept: FIREFOX_ACCEPT})
    assert.equal(
      again.headers['x-cache'],
      'HIT',
      `another browser is served the same copy: ${JSON.stringify(again.headers)}`,
    )
    assert.equal(decoded(again), decoded(first))
    assert.match(String(again.headers['content-type']), /^text\/html/)
  })

  test('a request that prefers Markdown gets the copy, kept apart from the HTML', async () => {
    await get('/en/alco', {accept: CHROMIUM_ACCEPT})
    const markdown = await get('/en/alco', {accept: 'text/markdown'})
    assert.match(String(markdown.headers['content-type']), /^text\/markdown/)
    assert.equal(markdown.headers['x-cache'], 'MISS', 'not the HTML kept for browsers')
    const html = await get('/en/alco', {accept: FIREFOX_ACCEPT})
    assert.match(String(html.headers['content-type']), /^text\/html/)
    assert.equal(html.headers['x-cache'], 'HIT')
  })

  test('each encoding the origin makes is kept as it made it: Brotli, gzip, none', async () => {
    const brotli = await get('/legal/terms-of-use', {accept: CHROMIUM_ACCEPT, 'accept-encoding': 'gzip, deflate, br'})
    const gzip = await get('/legal/terms-of-use', {accept: CHROMIUM_ACCEPT, 'accept-encoding': 'gzip'})
    const none = await get('/legal/terms-of-use', {accept: CHROMIUM_ACCEPT, 'accept-encoding': 'identity'})
    assert.equal(brotli.headers['content-encoding'], 'br')
    assert.equal(gzip.headers['content-encoding'], 'gzip')
    assert.equal(none.headers['content-encoding'], undefined)
    assert.equal(decoded(gzip), decoded(brotli))
    assert.equal(decoded(none), decoded(brotli))
    const brotliAgain = await get('/legal/terms-of-use', {accept: CHROMIUM_ACCEPT, 'accept-encoding': 'br'})
    assert.equal(brotliAgain.headers['x-cache'], 'HIT')
    assert.equal(brotliAgain.headers['content-encoding'], 'br')
  })

  test('with no purge configured, no copy is served more than an hour after a change', async () => {
    await get('/alco', {accept: CHROMIUM_ACCEPT})
    const origin = await download(`${site.url}/alco`, 'identity', {accept: CHROMIUM_ACCEPT})
    const cacheControl = String(origin.headers['cache-control'])
    assert.match(cacheControl, /(^|, )s-maxage=60(,|$)/)
    assert.match(cacheControl, /stale-while-revalidate=3540(,|$)/, 'Next says a year; the server bounds it')
    assert.equal(origin.headers['surrogate-control'], undefined, 'nothing purges a CDN: it keeps pages a minute')
  })

  test("the API and an editor's preview always reach the origin", async () => {
    for (const headers of [{}, {cookie: '__prerender_bypass=editor'}] as Array<Record<string, string>>) {
      await get('/api/health', headers)
      const again = await get('/api/health', headers)
      assert.equal(again.headers['x-cache'], 'MISS', `/api/health with ${JSON.stringify(headers)}`)
    }
    await get('/', {accept: CHROMIUM_ACCEPT})
    const preview = await get('/', {accept: CHROMIUM_ACCEPT, cookie: 'other=1; __prerender_bypass=editor'})
    assert.equal(preview.headers['x-cache'], 'MISS', 'a preview is never the copy kept for visitors')
    const visitor = await get('/', {accept: CHROMIUM_ACCEPT, cookie: 'consent=yes'})
    assert.equal(visitor.headers['x-cache'], 'HIT', "a visitor's other cookies change nothing")
  })

  test('only the origins may purge; a purge of an address makes the next visitor reach the origin', async () => {
    await get('/en/', {accept: CHROMIUM_ACCEPT})
    assert.equal((await get('/en/', {accept: CHROMIUM_ACCEPT})).headers['x-cache'], 'HIT')
    // Every 127.x.y.z is this machine: 127.0.0.2 stands for anyone on the internet.
    const stranger = await send(cdn.url, {method: 'PURGE', path: '/en/', localAddress: '127.0.0.2'})
    assert.equal(stranger.status, 403)
    assert.equal((await get('/en/', {accept: CHROMIUM_ACCEPT})).headers['x-cache'], 'HIT', 'still kept')
    const origin = await send(cdn.url, {method: 'PURGE', path: '/en/', localAddress: '127.0.0.1'})
    assert.equal(origin.status, 200)
    assert.equal((await get('/en/', {accept: CHROMIUM_ACCEPT})).headers['x-cache'], 'MISS')
  })

  test("answers carry their documents' tags, shown to the origins only; a purge by tag drops only what shows it", async () => {
    const tagsOf = async (path: string, headers: Record<string, string> = {}) => {
      const answer = await get(path, {accept: CHROMIUM_ACCEPT, 'x-show-tags': '1', ...headers})
      return String(answer.headers['surrogate-key'] ?? '').split(' ')
    }
    // faq-21 is on /alco only; faq-1 on the home page only (content/).
    for (const path of ['/alco', '/en/alco', '/alco.md']) {
      const tags = await tagsOf(path)
      const missing = ['site', 'd:page-alco', 'd:faq-21'].filter((tag) => !tags.includes(tag))
      assert.deepEqual(missing, [], `${path} carries its page's and its FAQ's tags`)
    }
    assert.ok((await tagsOf('/')).includes('d:faq-1'))
    // What the proxy does not see lists every page: purged by any page or legal document published.
    const page = decoded(await get('/alco', {accept: CHROMIUM_ACCEPT}))
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(page)![1]!.replaceAll('&amp;', '&'))
      .pathname
    for (const path of ['/sitemap.xml', '/llms.txt', card])
      assert.deepEqual(await tagsOf(path), ['site', 't:page', 't:legalDocument'], path)
    const cloudflare = await get('/alco', {accept: CHROMIUM_ACCEPT, 'x-show-tags': '1'})
    assert.match(String(cloudflare.headers['cache-tag']), /(^|,)d:faq-21(,|$)/)
    const visitor = await get('/alco', {accept: CHROMIUM_ACCEPT})
    assert.equal(visitor.headers['surrogate-key'], undefined, 'a visitor does not see them')
    assert.equal(visitor.headers['cache-tag'], undefined)

    for (const path of ['/alco', '/']) await get(path, {accept: CHROMIUM_ACCEPT})
    const purged = await send(cdn.url, {
      method: 'PURGE',
      path: '/',
      localAddress: '127.0.0.1',
      headers: {'xkey-purge': 'd:faq-21'},
    })
    assert.equal(purged.status, 200)
    assert.equal((await get('/alco', {accept: CHROMIUM_ACCEPT})).headers['x-cache'], 'MISS', '/alco shows faq-21')
    assert.equal((await get('/', {accept: CHROMIUM_ACCEPT})).headers['x-cache'], 'HIT', 'the home page does not')
  })
})

withVarnish('a publish purges Varnish by tag (CDN_PURGE)', () => {
  const SECRET = 'webhook-secret-for-tests'
  let site: RunningServer
  let cdn: TestVarnish
  let contentDir: string

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-content-'))
    cpSync(path.resolve('content'), contentDir, {recursive: true})
    const port = await freePort()
    site = await startServer({
      SANITY_WEBHOOK_SECRET: SECRET,
      CONTENT_DIR: contentDir,
      CDN_PURGE: `varnish:http://127.0.0.1:${port}`,
    })
    cdn = await startVarnish(program!, [site.url], {port})
  })
  afterAll(async () => {
    await cdn?.stop()
    await site?.stop()
  })

  /** Edits a document of the server's snapshot and calls the webhook, as a publish in the Studio does. */
  const publish = async (id: string, type: string, edit: (document: Record<string, unknown>) => void) => {
    const file = path.join(contentDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
    const document = JSON.parse(lines[index]!) as Record<string, unknown>
    edit(document)
    lines[index] = JSON.stringify(document)
    writeFileSync(file, lines.join('\n'))
    const body = JSON.stringify({_id: id, _type: type})
    const response = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, Date.now(), SECRET),
      },
      body,
    })
    assert.equal(response.status, 200)
  }
  const html = async (pathname: string) => {
    const answer = await download(`${cdn.url}${pathname}`, 'identity', {accept: CHROMIUM_ACCEPT})
    return {cache: answer.headers['x-cache'], text: answer.body.toString('utf8')}
  }

  test('a purged CDN may keep pages a day; browsers are told what they were told before', async () => {
    await html('/en/alco')
    const origin = await download(`${site.url}/en/alco`, 'identity', {accept: CHROMIUM_ACCEPT})
    assert.equal(origin.headers['surrogate-control'], 'max-age=86400', JSON.stringify(origin.headers))
    assert.equal(origin.headers['cdn-cache-control'], 'max-age=86400')
    assert.match(String(origin.headers['cache-control']), /s-maxage=60, stale-while-revalidate=3540/)
    const visitor = await download(`${cdn.url}/en/alco`, 'identity', {accept: CHROMIUM_ACCEPT})
    assert.equal(visitor.headers['surrogate-control'], undefined, "Varnish's own lifetime is not passed on")
    assert.equal(visitor.headers['cdn-cache-control'], undefined)
    assert.equal(visitor.headers['x-habitum-edge-hint'], undefined, "the proxy's hint never leaves the server")
  })

  test('a signed publish reaches visitors through Varnish within 2 s; pages it does not touch stay kept', async () => {
    for (const pathname of ['/alco', '/']) await html(pathname)
    assert.equal((await html('/alco')).cache, 'HIT')
    const published = Date.now()
    await publish('faq-21', 'faqItem', (faq) => {
      faq.question = {_type: 'localeString', es: '¿Cuánto cuesta el programa de ALCO, de verdad?'}
    })
    // Waiting for the state, not a duration: the 2 s are checked once it is there.
    for (;;) {
      if ((await html('/alco')).text.includes('de verdad?')) break
      assert.ok(Date.now() - published < 10_000, 'Varnish still serves the page before the publish')
    }
    assert.ok(Date.now() - published < 2_000, `the new text took ${Date.now() - published} ms`)
    assert.equal((await html('/')).cache, 'HIT', 'the home page does not show faq-21: still kept')
    const health = (await (await fetch(`${site.url}/api/health`)).json()) as Record<string, unknown>
    assert.equal(health.cdnPurgeFailure, undefined)
  })
})
