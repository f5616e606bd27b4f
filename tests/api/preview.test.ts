/** @jest-environment node */
import assert from '../support/assert'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {directive} from '../support/policy'
import {STEGA} from '../support/stega'

const SECRET = 'preview-secret-for-tests'
/** What the drafts committed in content/ say, and where the published content says otherwise. */
const DRAFTED_QUESTION = '¿Qué relojes y balanzas puedo conectar con la app?'
const PUBLISHED_QUESTION = '¿Qué dispositivos puedo sincronizar con la app?'
const UNPUBLISHED_PAGE = '/empresas'

describe('preview over HTTP: drafts for the editor with the secret, never for anyone else', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({PREVIEW_SECRET: SECRET})
  })
  afterAll(() => server.stop())

  const enable = (query: string) => fetch(`${server.url}/api/draft-mode/enable?${query}`, {redirect: 'manual'})
  const previewCookie = async () => {
    const response = await enable(`secret=${SECRET}&redirect=${encodeURIComponent(UNPUBLISHED_PAGE)}`)
    assert.equal(response.status, 307)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('__prerender_bypass='))
    assert.ok(cookie, 'the draft-mode cookie is set')
    return cookie.split(';')[0]!
  }

  test('a missing or wrong secret is a 401 that sets no cookie', async () => {
    for (const query of ['redirect=/', `secret=not-${SECRET}`]) {
      const response = await enable(query)
      assert.equal(response.status, 401, query)
      assert.deepEqual(response.headers.getSetCookie(), [], query)
      assert.match(await response.text(), /secret/)
    }
  })

  test('the redirect after enabling stays on this site', async () => {
    for (const target of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const response = await enable(`secret=${SECRET}&redirect=${encodeURIComponent(target)}`)
      assert.equal(response.status, 307, target)
      assert.equal(response.headers.get('location'), '/', target)
    }
    const response = await enable(`secret=${SECRET}&redirect=${encodeURIComponent('/en/alco?x=1#faq')}`)
    assert.equal(response.headers.get('location'), '/en/alco?x=1#faq')
  })

  test('in preview: drafts, per request, private, not indexed, with the banner in the page language', async () => {
    const cookie = await previewCookie()
    const home = await fetch(`${server.url}/`, {headers: {cookie}})
    assert.equal(home.status, 200)
    assert.match(home.headers.get('cache-control') ?? '', /private/)
    assert.match(home.headers.get('cache-control') ?? '', /no-store/)
    assert.equal(home.headers.get('x-robots-tag'), 'noindex')
    const html = await home.text()
    assert.ok(html.includes(DRAFTED_QUESTION), 'the drafted question shows')
    assert.ok(html.includes('Vista previa: borrador'))
    const english = await (await fetch(`${server.url}/en${UNPUBLISHED_PAGE}`, {headers: {cookie}})).text()
    assert.ok(english.includes('Preview: draft'), 'the banner speaks the page language')
    assert.ok(english.includes('Questions companies ask'), 'the never-published page answers at its slug')
  })

  test('in preview a page’s scripts are named by a nonce, new for each request, that Next wrote on each of them', async () => {
    const cookie = await previewCookie()
    const nonces = []
    for (let request = 0; request < 2; request++) {
      const page = await fetch(`${server.url}/en/alco`, {headers: {cookie}})
      assert.equal(page.status, 200)
      const scripts = directive(page.headers.get('content-security-policy') ?? '', 'script-src')!
      const nonce = scripts.find((source) => source.startsWith("'nonce-"))?.slice("'nonce-".length, -1)
      assert.ok(nonce && nonce.length >= 22, `a nonce of 128 bits in ${scripts.join(' ')}`)
      assert.deepEqual(
        scripts.filter((source) => source !== `'nonce-${nonce}'`),
        ["'self'", "'report-sample'"],
        'no hashes, no unsafe-inline',
      )
      const html = await page.text()
      const tags = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/g)].map(([tag]) => tag)
      assert.ok(tags.length > 3)
      for (const tag of tags) assert.ok(tag.includes(`nonce="${nonce}"`), tag)
      nonces.push(nonce)
    }
    assert.notEqual(nonces[0], nonces[1])
  })

  test('visitors never see a draft, even right after an editor previewed the same pages', async () => {
    const cookie = await previewCookie()
    for (const pathname of ['/', UNPUBLISHED_PAGE]) await fetch(`${server.url}${pathname}`, {headers: {cookie}})
    const home = await fetch(`${server.url}/`)
    assert.match(home.headers.get('cache-control') ?? '', /s-maxage/)
    assert.equal(home.headers.get('x-robots-tag'), null)
    const html = await home.text()
    assert.ok(html.includes(PUBLISHED_QUESTION))
    assert.ok(!html.includes(DRAFTED_QUESTION), 'no drafted text')
    assert.ok(!html.includes('Vista previa'), 'no banner')
    assert.equal((await fetch(`${server.url}${UNPUBLISHED_PAGE}`)).status, 404)
  })

  test('published HTML, sitemap and JSON-LD hold no draft and no stega characters', async () => {
    for (const pathname of ['/', '/en/', '/alco', '/legal/privacy-policy', '/sitemap.xml']) {
      const body = await (await fetch(`${server.url}${pathname}`)).text()
      assert.doesNotMatch(body, STEGA, pathname)
      assert.ok(!body.includes('drafts.'), pathname)
      assert.ok(!body.includes(`${UNPUBLISHED_PAGE}`), `${pathname} links to no unpublished page`)
      assert.ok(!body.includes(DRAFTED_QUESTION), pathname)
    }
    const jsonLd = (await (await fetch(`${server.url}/`)).text()).match(/"@type":"FAQPage".*?<\/script>/s)?.[0]
    assert.ok(jsonLd?.includes(PUBLISHED_QUESTION), 'the FAQ JSON-LD has the published question')
  })

  test('leaving preview drops the cookie and goes back to the page it was left from', async () => {
    const cookie = await previewCookie()
    const response = await fetch(`${server.url}/api/draft-mode/disable`, {
      headers: {cookie, referer: `${server.url}/en/alco`},
      redirect: 'manual',
    })
    assert.equal(response.status, 307)
    assert.equal(response.headers.get('location'), '/en/alco')
    assert.match(response.headers.getSetCookie().join(), /__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/i)
  })
})

describe('preview without PREVIEW_SECRET (and no Sanity project) is off', () => {
  test('enabling answers 404 saying how to turn it on, and sets no cookie', async () => {
    const server = await startServer({PREVIEW_SECRET: ''})
    try {
      const response = await fetch(`${server.url}/api/draft-mode/enable?secret=anything`, {redirect: 'manual'})
      assert.equal(response.status, 404)
      assert.deepEqual(response.headers.getSetCookie(), [])
      assert.match(await response.text(), /PREVIEW_SECRET/)
    } finally {
      await server.stop()
    }
  })
})
