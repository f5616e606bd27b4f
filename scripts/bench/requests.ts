import {request} from 'node:http'
import {BENCH_PAGES, SHARE_CARD_OF, shareCardPathIn} from './table'

/** What npm run bench asks a server for outside the load (scripts/bench.ts, scripts/bench/cdnRun.ts). */

/** The body's bytes as they travel (also warms the server's copies of this version, or a CDN's). */
export function bodyBytes(url: string, acceptEncoding: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, {headers: acceptEncoding ? {'accept-encoding': acceptEncoding} : {}}, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** The pages to load, the share card by its versioned address (read from the page that names it). */
export async function benchPagesOf(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}${SHARE_CARD_OF}`)).text()
  const card = shareCardPathIn(html)
  if (!card) throw new Error(`${SHARE_CARD_OF} names no share card of the site's own (og:image)`)
  return BENCH_PAGES.map((page) => (page === 'share-card' ? card : page))
}
