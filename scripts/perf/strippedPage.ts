/**
 * A page as it would load without its JavaScript, for scripts/perf-explain.ts: how much of a
 * page's simulated LCP its scripts cost, and how much its content alone does (docs/performance.md,
 * "The lower bound"). Not the site: only a measuring aid.
 */
import {createServer, request as forward, type Server} from 'node:http'
import {brotliCompressSync, constants} from 'node:zlib'
import {BROTLI_QUALITY_PER_REQUEST} from '../../web/lib/http/compression'

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
 * site sent it (its headers too: the font's `Link` preload) less what `strip` names, in Brotli at
 * the quality the site's server uses; every other request goes on to the page's origin unchanged.
 */
export async function serveStripped(pageUrl: string, strip: Strip): Promise<StrippedPage> {
  const page = new URL(pageUrl)
  const response = await fetch(page, {headers: {'accept-encoding': 'identity'}})
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`)
  const html = await response.text()
  const stripped = strippedHtml(html, strip)
  const body = brotliCompressSync(stripped, {params: {[constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST}})
  const headers: Record<string, string> = {'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br'}
  const link = response.headers.get('link')
  if (link) headers.link = link

  const server: Server = createServer((incoming, outgoing) => {
    if (new URL(incoming.url ?? '/', page).pathname === page.pathname) {
      outgoing.writeHead(200, headers).end(body)
      return
    }
    const upstream = forward(
      {host: page.hostname, port: page.port, path: incoming.url, method: incoming.method, headers: incoming.headers},
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
    htmlBytes: {before: Buffer.byteLength(html), after: Buffer.byteLength(stripped)},
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
