/** @jest-environment node */
import assert from '../support/assert'
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import {PACKAGED_BUILD, startServer, type RunningServer} from '../../scripts/packagedServer'
import {PUBLIC_DIR} from '../../scripts/subset-font'
import {FONT_URL} from '../../web/theme/fontFile'
import {download} from './requests'
import {fromContent} from '../support/content'

const PAGES = ['/', '/en/', '/alco', '/es/alco', '/legal/privacy-policy']
/** An earlier revision of a legal text compared with the one in force: the longest page. */
const COMPARISON = '/legal/privacy-policy/2022-03-01/comparar/2023-07-01'

/** What a page asks for before its first paint (docs/performance.md). */
describe('the first screen', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => server.stop())

  test('no page preloads the font, which would hold its first paint; each draws with the cut font file', async () => {
    for (const page of PAGES) {
      const response = await fetch(`${server.url}${page}`)
      assert.equal(response.status, 200, page)
      assert.equal(response.headers.get('link'), null, `${page} sends a Link header`)
      const html = await response.text()
      assert.doesNotMatch(html, /<link[^>]*as="font"/, `${page} preloads a font in its head`)
      assert.ok(html.includes(`url(${FONT_URL})`), `${page} declares another font file`)
    }
  })

  test('no page asks for a renderer process of its own, which a first visit would wait for', async () => {
    // Cross-Origin-Opener-Policy (any value but unsafe-none) makes the browser start the page in a
    // new browsing context group: a fresh process before the first paint (docs/security.md).
    for (const page of [...PAGES, COMPARISON]) {
      const response = await fetch(`${server.url}${page}`)
      assert.equal(response.status, 200, page)
      assert.equal(response.headers.get('cross-origin-opener-policy'), null, `${page} sends an opener policy`)
    }
  })

  test('pages and scripts travel with Brotli where the browser takes it, gzip otherwise', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const script = html.match(/\/_next\/static\/[^"]+\.js/)![0]
    for (const file of ['/', script]) {
      const brotli = await download(`${server.url}${file}`, 'br, gzip')
      const gzip = await download(`${server.url}${file}`, 'gzip')
      assert.equal(brotli.headers['content-encoding'], 'br', file)
      assert.equal(gzip.headers['content-encoding'], 'gzip', file)
      assert.ok(brotliDecompressSync(brotli.body).equals(gunzipSync(gzip.body)), file)
      assert.ok(brotli.body.length < gzip.body.length, `${file}: ${brotli.body.length} bytes, gzip ${gzip.body.length}`)
    }
  })

  test('the build’s scripts go out in their Brotli copy made at build time, kept for good', async () => {
    const html = await (await fetch(`${server.url}/`)).text()
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+\.js/g))]
    assert.ok(scripts.length > 1, 'scripts of /')
    for (const script of scripts) {
      const brotli = await download(`${server.url}${script}`, 'gzip, deflate, br, zstd')
      assert.equal(brotli.headers['content-encoding'], 'br', script)
      // The very bytes scripts/precompress.ts wrote (Brotli 11), of the very script Next would send.
      assert.ok(brotli.body.equals(readFileSync(`${packagedFile(script)}.br`)), `${script}: not the build's copy`)
      assert.ok(brotliDecompressSync(brotli.body).equals(readFileSync(packagedFile(script))), script)
      assert.equal(brotli.headers['content-type'], 'application/javascript; charset=UTF-8', script)
      assert.equal(brotli.headers['cache-control'], 'public, max-age=31536000, immutable', script)
      assert.equal(brotli.headers['vary'], 'Accept-Encoding', script)

      // A browser that has it answers with its tag, and gets no body; a HEAD gets the headers only.
      const etag = brotli.headers['etag']!
      const again = await download(`${server.url}${script}`, 'br', {'if-none-match': etag})
      assert.equal(again.status, 304, script)
      assert.equal(again.body.length, 0, script)
      const head = await download(`${server.url}${script}`, 'br', {}, 'HEAD')
      assert.equal(head.status, 200, script)
      assert.equal(head.headers['content-length'], String(brotli.body.length), script)
      assert.equal(head.body.length, 0, script)
    }
    // What the build does not have is Next's to answer: a 404, and no file from outside the folder.
    for (const missing of ['/_next/static/chunks/not-a-chunk.js', '/_next/static/..%2f..%2fserver.js']) {
      assert.equal((await download(`${server.url}${missing}`, 'br')).status, 404, missing)
    }
  })

  test('the font file answers under its hashed name, kept for good', async () => {
    const response = await fetch(`${server.url}${FONT_URL}`)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('content-type'), 'font/woff2')
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable')
    assert.ok(Buffer.from(await response.arrayBuffer()).equals(readFileSync(path.join(PUBLIC_DIR, FONT_URL))))
  })

  test('a comparison of two revisions sends each of its styles once, not once for each change', async () => {
    const html = await (await fetch(`${server.url}${COMPARISON}`)).text()
    assert.ok((html.match(/<(ins|del)>/g) ?? []).length > 100, 'the compared revisions differ in many places')
    const copies = new Map<string, number>()
    for (const [style] of html.matchAll(/<style data-styled="">[^<]*<\/style>/g))
      copies.set(style, (copies.get(style) ?? 0) + 1)
    const repeated = [...copies].filter(([, count]) => count > 2)
    assert.deepEqual(repeated, [], 'styles sent again and again')
  })

  test('a page does not carry what the contact form needs only once near, nor the editors’ framing of images', async () => {
    const [term] = await fromContent<string[]>('*[_id == "contactForm"][0].healthTerms')
    const [category] = await fromContent<string[]>('*[_type == "companyType"] | order(order asc).label.es')
    for (const page of ['/', '/en/']) {
      const html = await (await fetch(`${server.url}${page}`)).text()
      assert.ok(html.includes('data-slot="contact-form"'), `${page}: the form's slot`)
      // In the page data a string is JSON in a script: quoted, its quotes escaped.
      assert.ok(!html.includes(`\\"${term}\\"`), `${page} carries the health vocabulary («${term}»)`)
      assert.ok(
        !html.includes(`\\"label\\":\\"${category}\\"`),
        `${page} carries the form's categories («${category}»)`,
      )
      for (const field of ['assetRef', 'hotspot', 'crop'])
        assert.ok(!html.includes(`\\"${field}\\"`), `${page} carries ${field}`)
    }
  })

  test('the contact form’s options answer in each language: the Studio’s categories and the health vocabulary', async () => {
    const vocabulary = await fromContent<{terms: string[]}>('*[_id == "contactForm"][0]{"terms": healthTerms}')
    for (const lang of ['es', 'en'] as const) {
      const labels = await fromContent<string[]>(
        '*[_type == "companyType"] | order(order asc){"label": coalesce(label[$lang], label.es)}.label',
        {lang},
      )
      const response = await fetch(`${server.url}/api/contact-form?lang=${lang}`)
      assert.equal(response.status, 200, lang)
      assert.equal(response.headers.get('cache-control'), 'private, max-age=60', lang)
      const options = (await response.json()) as {categories: {label: string}[]; health: {terms: string[]}}
      assert.deepEqual(
        options.categories.map((category) => category.label),
        labels,
        lang,
      )
      assert.deepEqual(options.health.terms, vocabulary.terms, lang)
    }
    assert.equal((await fetch(`${server.url}/api/contact-form?lang=fr`)).status, 400)
  })

  // `/` opens with art behind the phones, its largest image: a small SVG, sent in the HTML itself,
  // so nothing is fetched for it. `/alco` has phones only, and on a phone its largest element is
  // text. Neither page asks for any image at high priority.
  for (const [page, inlineArt] of [
    ['/', 1],
    ['/alco', 0],
  ] as const) {
    test(`${page}: ${inlineArt} art in the HTML, no image at high priority; the hero’s phones preloaded from 768 px up only`, async () => {
      const html = await (await fetch(`${server.url}${page}`)).text()
      const head = html.slice(0, html.indexOf('</head>'))
      const art = [...html.matchAll(/<img [^>]*src="data:image\/svg\+xml,([^"]*)"/g)]
      assert.equal(art.length, inlineArt, 'art in the HTML')
      for (const [, data] of art) assert.match(decodeURIComponent(data!), /^<svg[\s\S]*<\/svg>\s*$/)
      const highPriority = 0
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map(([link]) => link)
      const high = preloads.filter((link) => link.includes('fetchPriority="high"'))
      assert.equal(high.length, highPriority, `high-priority preloads: ${high.join('\n')}`)
      assert.equal([...html.matchAll(/<img [^>]*fetchPriority="high"/g)].length, highPriority, 'high-priority images')
      // The rest: the phones, where they are in the first screen, and the header's small logo (which
      // React preloads, as it does every image that is not lazy).
      const rest = preloads.filter((link) => !high.includes(link))
      const phones = rest.filter((link) => link.includes('media="(min-width: 768px)"'))
      assert.equal(phones.length, 2, 'phones preloaded from 768 px up')
      assert.deepEqual(
        rest.filter((link) => !phones.includes(link)).map((link) => link.match(/imageSizes="([^"]*)"/)?.[1]),
        ['160px'],
        'preloaded everywhere',
      )
    })
  }
})

/** A browser file of the packaged build (npm run build), the folder the test's server is a copy of. */
function packagedFile(urlPath: string): string {
  return path.join(PACKAGED_BUILD, 'web/.next/static', urlPath.slice('/_next/static/'.length))
}
