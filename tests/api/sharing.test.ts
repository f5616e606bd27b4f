/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {callPublishWebhook} from '../support/webhook'

const SECRET = 'webhook-secret-for-sharing-tests'
const repository = path.resolve(__dirname, '../..')
/** What a browser sends when it follows a link. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8'

type Document = {_id: string; [field: string]: unknown}

/**
 * Markdown copies, llms.txt and share cards over HTTP, from the packaged server: negotiation and
 * `Vary`, bad input, the tags crawlers without JavaScript read, and a publish reaching the copy
 * and the card without a rebuild.
 */
describe('Markdown copies, llms.txt and share cards on the production server', () => {
  let server: RunningServer
  let contentDir: string

  const get = (pathname: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${pathname}`, {headers, redirect: 'manual'})
  const vary = (response: Response) =>
    (response.headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase())
  /** The share card a page's head names (og:image), as a path of this server. */
  const cardOf = async (pathname: string, userAgent?: string) => {
    const html = await (await get(pathname, userAgent ? {'user-agent': userAgent} : {})).text()
    const head = html.slice(0, html.indexOf('</head>'))
    const image = /<meta property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(head)?.[1]
    const alt = /<meta property="og:image:alt" content="([^"]*)"/.exec(head)?.[1]
    return {image: image?.replace(/&amp;/g, '&'), alt, head}
  }

  /** Edits one document of the server's snapshot and calls the webhook, as a publish in the Studio does. */
  const publish = async <Edited extends Document>(id: string, type: string, edit: (document: Edited) => void) => {
    const file = path.join(contentDir, 'data.ndjson')
    const lines = readFileSync(file, 'utf8').split('\n')
    const index = lines.findIndex((line) => line.includes(`"_id":"${id}"`))
    const document = JSON.parse(lines[index]!) as Edited
    edit(document)
    lines[index] = JSON.stringify(document)
    writeFileSync(file, lines.join('\n'))
    const response = await callPublishWebhook(server.url, SECRET, {_id: id, _type: type})
    assert.equal(response.status, 200)
  }

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-content-'))
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
    server = await startServer({SANITY_WEBHOOK_SECRET: SECRET, CONTENT_DIR: contentDir})
  })
  afterAll(() => server.stop())

  test('a copy at the page address with .md, and at the page address for a request that prefers Markdown; browsers get HTML; both vary by Accept', async () => {
    for (const pathname of ['/alco.md', '/en/alco.md', '/index.md', '/en/index.md', '/legal/privacy-policy.md']) {
      const response = await get(pathname)
      assert.equal(response.status, 200, pathname)
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8', pathname)
      assert.ok(vary(response).includes('accept'), `${pathname} does not vary by Accept`)
      assert.match(await response.text(), /^# /)
    }
    const markdown = await get('/en/alco', {accept: 'text/markdown'})
    assert.equal(markdown.headers.get('content-type'), 'text/markdown; charset=utf-8')
    assert.equal(await markdown.text(), await (await get('/en/alco.md')).text())
    assert.ok(vary(markdown).includes('accept'))
    for (const accept of [BROWSER_ACCEPT, '*/*', 'text/markdown;q=0, text/html', 'text/markdown;q=0']) {
      const html = await get('/en/alco', {accept})
      assert.equal(html.status, 200, accept)
      assert.match(html.headers.get('content-type')!, /^text\/html/, accept)
      assert.ok(vary(html).includes('accept'), `the HTML for "${accept}" does not vary by Accept`)
    }
  })

  test('bad addresses: 404 (or the page), never a 500', async () => {
    for (const pathname of [
      '/no-such-page.md',
      '/alco.md.md',
      '/.md',
      '/_markdown/alco',
      '/en/_markdown/alco',
      '/alco%00.md',
      '/legal/no-such-document.md',
      '/share-cards/en/alco/000000000000.png',
      '/share-cards/en/no-such-page/000000000000.png',
      '/share-cards/xx/000000000000.png',
      '/share-cards/en/%3Cscript%3E/000000000000.png',
    ]) {
      assert.equal((await get(pathname)).status, 404, pathname)
    }
    assert.equal((await get('/no-such-page', {accept: 'text/markdown'})).status, 404)
  })

  test('llms.txt lists the copies, and robots.txt points at it', async () => {
    const llms = await (await get('/llms.txt')).text()
    assert.match(llms, /^# Habitum\n\n> /)
    assert.match(llms, /\(https?:\/\/[^)]+\/en\/alco\.md\)/)
    assert.match(await (await get('/robots.txt')).text(), /^# .*https?:\/\/[^\s]+\/llms\.txt$/m)
  })

  test('crawlers that run no script read the same card, alt text in the page language, and the head points at the copy', async () => {
    for (const userAgent of ['facebookexternalhit/1.1', 'Twitterbot/1.0', undefined]) {
      const {image, alt, head} = await cardOf('/en/legal/terms-of-use', userAgent)
      assert.match(image!, /^\/share-cards\/en\/legal\/terms-of-use\/[0-9a-f]{12}\.png$/, String(userAgent))
      assert.equal(alt, 'Terms of Use', String(userAgent))
      assert.match(head, /<meta name="twitter:image" content="[^"]+\/share-cards\/en\//)
      assert.match(
        head,
        /<link rel="alternate" type="text\/markdown" href="https?:\/\/[^"]+\/en\/legal\/terms-of-use\.md"/,
      )
    }
    const card = await get((await cardOf('/en/legal/terms-of-use')).image!)
    assert.equal(card.status, 200)
    assert.equal(card.headers.get('content-type'), 'image/png')
    assert.equal(card.headers.get('cache-control'), 'public, max-age=31536000, immutable')
  })

  test('the home page and a plan page each get their card in their language (no copy of the Spanish default)', async () => {
    for (const [pathname, card] of [
      ['/', /^\/share-cards\/es\/[0-9a-f]{12}\.png$/],
      ['/en/', /^\/share-cards\/en\/[0-9a-f]{12}\.png$/],
      ['/en/alco', /^\/share-cards\/en\/alco\/[0-9a-f]{12}\.png$/],
    ] as const) {
      const {image, alt} = await cardOf(pathname)
      assert.match(image!, card, pathname)
      if (pathname.startsWith('/en/')) assert.doesNotMatch(alt!, /[áéíóúñ]|saludable|plan de/i, pathname)
    }
  })

  test('a publish changes the copy and the card within the webhook call, without a rebuild', async () => {
    const before = await cardOf('/en/legal/terms-of-use')
    await publish<Document & {title: {en: string}}>('legal-terms-of-use', 'legalDocument', (document) => {
      document.title.en = 'Terms of Use of Habitum'
    })
    assert.match(await (await get('/en/legal/terms-of-use.md')).text(), /^# Terms of Use of Habitum\n/)
    const after = await cardOf('/en/legal/terms-of-use')
    assert.notEqual(after.image, before.image)
    assert.equal(after.alt, 'Terms of Use of Habitum')
    const card = await get(after.image!)
    assert.equal(card.status, 200)
    assert.equal(card.headers.get('content-type'), 'image/png')
    assert.match(await (await get('/llms.txt')).text(), /\[Terms of Use of Habitum\]/)
  })

  test("a page's publish regenerates its copies and llms.txt (only its own addresses are made stale)", async () => {
    await publish<Document & {seo: {title: {en: string}}}>('page-alco', 'page', (page) => {
      page.seo.title.en = 'ALCO: the weight-loss plan, in the app'
    })
    assert.match(await (await get('/en/alco.md')).text(), /^# ALCO: the weight-loss plan, in the app\n/)
    assert.match(await (await get('/en/alco', {accept: 'text/markdown'})).text(), /^# ALCO: the weight-loss plan/)
    assert.match(
      await (await get('/llms.txt')).text(),
      /\[ALCO: the weight-loss plan, in the app\]\([^)]+\/en\/alco\.md\)/,
    )
  })
})
