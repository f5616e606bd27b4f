/**
 * The bounds of a page's speed, for npm run perf (PERF_BOUNDS=1) and scripts/perf-explain.ts: a
 * page as it would load without its JavaScript, and the floor carrying the site's font: how much
 * of a page's LCP its scripts cost, and how much its content and its font alone do
 * (docs/performance.md, "The lower bound"). Not the site: only a measuring aid.
 */
import {createServer, request as forward, type Server} from 'node:http'
import {brotliCompressSync, constants} from 'node:zlib'
import {BROTLI_QUALITY_PER_REQUEST} from '../../web/lib/http/compression'
import {theme} from '../../web/theme/theme'

/**
 * What is taken out of the page's HTML:
 * - `scripts`: the script files and their preloads. The HTML is the same size; nothing is fetched
 *   or run after it but the font and images.
 * - `javascript`: every script, the page data React reads beside the markup (`self.__next_f`)
 *   too: the markup alone, what a server-rendered page without React would send.
 * JSON-LD stays in both: it is data, never run.
 */
export const STRIPS = ['scripts', 'javascript'] as const
export type Strip = (typeof STRIPS)[number]

const SCRIPT_FILE = /<script\b[^>]*\bsrc="[^"]*"[^>]*><\/script>/g
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*\/?>/g
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g

export function strippedHtml(html: string, strip: Strip): string {
  const withoutFiles = html.replace(SCRIPT_FILE, '').replace(SCRIPT_PRELOAD, '')
  return strip === 'scripts' ? withoutFiles : withoutFiles.replace(INLINE_SCRIPT, '')
}

export type StrippedPage = {url: string; htmlBytes: {before: number; after: number}; close: () => Promise<void>}

/**
 * Serves the page at `pageUrl` stripped, on a loopback port, at the same path: its HTML as the
 * site sent it (its `Link` header too) less what `strip` names, in Brotli at
 * the quality the site's server uses; every other request goes on to the page's origin unchanged.
 */
export async function serveStripped(pageUrl: string, strip: Strip): Promise<StrippedPage> {
  const page = new URL(pageUrl)
  const {html, link} = await fetchPage(page)
  const stripped = strippedHtml(html, strip)
  const served = await serveInPlaceOf(page, stripped, link, () => page)
  return {...served, htmlBytes: {before: Buffer.byteLength(html), after: Buffer.byteLength(stripped)}}
}

/** The site's `@font-face` rules, as its pages send them inline. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g

/**
 * The floor carrying the site's font: the floor's page with the site's `@font-face` rules and its
 * body's font family, sent with the `Link` header the site's page has (if any: a font preload), the
 * font fetched from the site. What the font alone costs a page that has nothing else (docs/performance.md, the bound).
 */
export async function serveFloorWithFont(floorUrl: string, siteUrl: string): Promise<StrippedPage> {
  const floor = new URL(floorUrl)
  const site = await fetchPage(new URL('/legal/privacy-policy', siteUrl))
  const fontFaces = site.html.match(FONT_FACE) ?? []
  if (fontFaces.length === 0) throw new Error(`${siteUrl} sent no @font-face rule`)
  const {html} = await fetchPage(floor)
  const style = `<style>${fontFaces.join('')}body{font-family:${theme.fonts.body}}</style>`
  const withFont = html.replace('</head>', `${style}</head>`)
  const served = await serveInPlaceOf(floor, withFont, site.link, (path) =>
    path.startsWith('/fonts/') ? new URL(siteUrl) : floor,
  )
  return {...served, htmlBytes: {before: Buffer.byteLength(html), after: Buffer.byteLength(withFont)}}
}

async function fetchPage(page: URL) {
  const response = await fetch(page, {headers: {'accept-encoding': 'identity'}})
  if (!response.ok) throw new Error(`${page.href} answered ${response.status}`)
  return {html: await response.text(), link: response.headers.get('link')}
}

/**
 * A loopback server that answers `page`'s path with `html` (and the `Link` header given), in Brotli
 * at the quality the site's server uses, and forwards every other request to the origin `originFor`
 * names for its path.
 */
async function serveInPlaceOf(page: URL, html: string, link: string | null, originFor: (path: string) => URL) {
  const body = brotliCompressSync(html, {params: {[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST}})
  const headers: Record<string, string> = {'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br'}
  if (link) headers.link = link

  const server: Server = createServer((incoming, outgoing) => {
    const path = new URL(incoming.url ?? '/', page).pathname
    if (path === page.pathname) {
      outgoing.writeHead(200, headers).end(body)
      return
    }
    const origin = originFor(path)
    const upstream = forward(
      {
        host: origin.hostname,
        port: origin.port,
        path: incoming.url,
        method: incoming.method,
        headers: {...incoming.headers, host: origin.host},
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.destroy())
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const {port} = server.address() as {port: number}
  return {
    url: `http://127.0.0.1:${port}${page.pathname}${page.search}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
