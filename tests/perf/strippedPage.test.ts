/** @jest-environment node */
import assert from '../support/assert'
import {createServer} from 'node:http'
import {serveFloorWithFont, serveStripped, strippedHtml} from '../../scripts/perf/strippedPage'

/** The shape of a page as Next.js 16 sends it: script files in the head, page data after the markup. */
const PAGE = [
  '<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<style data-styled="">.x{color:red}</style>',
  "<style data-styled-global=\"\">@font-face{font-family:'Inter';src:url(/fonts/inter.woff2) format('woff2');font-display:swap;}</style>",
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>',
  '<body><main><h1>Política de privacidad</h1><p>Texto.</p></main>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push([])</script>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '</body></html>',
].join('')

test('without its scripts, a page keeps its markup, styles, data and page data, and loads no script file', () => {
  const html = strippedHtml(PAGE, 'scripts')
  assert.doesNotMatch(html, /<script[^>]*\bsrc=/)
  assert.doesNotMatch(html, /as="script"/)
  assert.match(html, /<h1>Política de privacidad<\/h1><p>Texto.<\/p>/)
  assert.match(html, /<style data-styled="">\.x\{color:red\}<\/style>/)
  assert.match(html, /application\/ld\+json/)
  assert.match(html, /self\.__next_f\.push\(\[1,/)
})

test('without JavaScript, a page is its markup, styles and JSON-LD alone', () => {
  const html = strippedHtml(PAGE, 'javascript')
  assert.deepEqual(html.match(/<script[^>]*>/g), ['<script type="application/ld+json">'])
  assert.match(html, /<main><h1>Política de privacidad<\/h1><p>Texto.<\/p><\/main>/)
  assert.match(html, /<style data-styled="">/)
})

// A stand-in for the site: the page with its font preload header, and one other file.
const FONT_LINK = '</fonts/inter.woff2>; rel=preload; as=font; type="font/woff2"; crossorigin'
const FLOOR_PAGE =
  '<!DOCTYPE html><html lang="es"><head><title>Floor</title></head><body><h1>Hábitos</h1></body></html>'
const floor = createServer((request, response) => {
  if (request.url === '/') response.writeHead(200).end(FLOOR_PAGE)
  else response.writeHead(200, {'content-type': 'text/javascript'}).end('// a floor script')
})
const site = createServer((request, response) => {
  if (request.url === '/legal/privacy-policy') response.writeHead(200, {link: FONT_LINK}).end(PAGE)
  else if (request.url === '/fonts/inter.woff2') response.writeHead(200, {'content-type': 'font/woff2'}).end('FONT')
  else response.writeHead(404).end()
})
let siteUrl = ''
let floorUrl = ''
beforeAll(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  await new Promise<void>((resolve) => floor.listen(0, '127.0.0.1', resolve))
  siteUrl = `http://127.0.0.1:${(site.address() as {port: number}).port}`
  floorUrl = `http://127.0.0.1:${(floor.address() as {port: number}).port}/`
})
afterAll(async () => {
  await new Promise<void>((resolve) => site.close(() => resolve()))
  await new Promise<void>((resolve) => floor.close(() => resolve()))
})

test('the stripped page is served at its own path with its headers, in Brotli; everything else comes from the site', async () => {
  const page = await serveStripped(`${siteUrl}/legal/privacy-policy`, 'javascript')
  try {
    assert.equal(new URL(page.url).pathname, '/legal/privacy-policy')
    const response = await fetch(page.url, {headers: {'accept-encoding': 'br'}})
    assert.equal(response.headers.get('content-encoding'), 'br')
    assert.equal(response.headers.get('link'), FONT_LINK)
    assert.equal(await response.text(), strippedHtml(PAGE, 'javascript'))
    assert.deepEqual(page.htmlBytes, {
      before: Buffer.byteLength(PAGE),
      after: Buffer.byteLength(strippedHtml(PAGE, 'javascript')),
    })

    const font = await fetch(new URL('/fonts/inter.woff2', page.url))
    assert.equal(font.headers.get('content-type'), 'font/woff2')
    assert.equal(await font.text(), 'FONT')
    assert.equal((await fetch(new URL('/missing', page.url))).status, 404)
  } finally {
    await page.close()
  }
})

test('the floor with the font: the site’s @font-face rules and font family in its head, the site’s Link header, the font from the site', async () => {
  const page = await serveFloorWithFont(floorUrl, siteUrl)
  try {
    const response = await fetch(page.url)
    assert.equal(response.headers.get('link'), FONT_LINK)
    const html = await response.text()
    assert.match(
      html,
      /<style>@font-face\{font-family:'Inter';src:url\(\/fonts\/inter\.woff2\)[^}]*\}body\{font-family:"Inter"/,
    )
    assert.match(html, /<\/style><\/head><body><h1>Hábitos<\/h1>/)
    assert.equal(await (await fetch(new URL('/fonts/inter.woff2', page.url))).text(), 'FONT')
    assert.equal(await (await fetch(new URL('/_next/static/x.js', page.url))).text(), '// a floor script')
  } finally {
    await page.close()
  }
})
