/** @jest-environment node */
import {createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse} from 'node:http'
import type {AddressInfo} from 'node:net'
import {brotliDecompressSync} from 'node:zlib'
import {GONE_STATUS, STATUS_HEADER} from '../lib/redirects/statusPages'
import {scriptHashSource} from '../lib/security/inlineScripts'
import {handlePages, type PageVersionCaches} from './pageResponses'
import {createVersionCache} from './pageVersions'

const POLICY = "default-src 'self'; script-src 'self' 'report-sample'"
const HTML =
  '<!DOCTYPE html><html><head><script>boot()</script></head><body><p>Hola</p><script>data(1)</script></body></html>'
const MARKDOWN = '# ALCO\n\nPara miembros del plan ALCO.\n'
const NAMED = `default-src 'self'; script-src 'self' 'report-sample' ${scriptHashSource('boot()')} ${scriptHashSource('data(1)')}`

/** What Next might answer for a path, written the ways Next writes (whole, streamed, 304). */
type Answer = (response: ServerResponse, requestHeaders: IncomingHttpHeaders) => void
const answers: Record<string, Answer> = {
  '/whole': (response, headers) => {
    response.setHeader('Content-Security-Policy', POLICY)
    response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
    response.setHeader('ETag', '"v1"')
    if (headers['if-none-match'] === 'W/"v1"' || headers['if-none-match'] === '"v1"') {
      response.statusCode = 304
      response.end()
      return
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(HTML)
  },
  '/streamed': (response) => {
    response.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': POLICY})
    response.flushHeaders()
    const half = HTML.length / 2
    response.write(Buffer.from(HTML.slice(0, half)))
    setTimeout(() => response.end(new TextEncoder().encode(HTML.slice(half))), 10)
  },
  '/forgotten': (response) => {
    response.setHeader('Content-Security-Policy', POLICY)
    response.setHeader('ETag', '"gone"')
    response.statusCode = 304
    response.end()
  },
  '/preview': (response) => {
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': "script-src 'self' 'nonce-abc'",
    })
    response.write('<script nonce="abc">a()</script>')
    response.end()
  },
  '/gone': (response) => {
    // As the proxy marks the gone page of a page past its end date (web/lib/redirects/statusPages.ts).
    response.setHeader(STATUS_HEADER, String(GONE_STATUS))
    response.setHeader('Content-Security-Policy', POLICY)
    response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(HTML)
  },
  '/alco.md': (response) => {
    response.setHeader('Content-Security-Policy', POLICY)
    response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')
    response.setHeader('Content-Type', 'text/markdown; charset=utf-8')
    response.setHeader('Vary', 'Accept')
    response.end(MARKDOWN)
  },
  '/data.json': (response) => {
    response.setHeader('Content-Type', 'application/json')
    response.setHeader('Content-Security-Policy', POLICY)
    response.end('{"ok":true}')
  },
}

describe('pages between Next and the visitor', () => {
  let server: Server
  let caches: PageVersionCaches
  let port: number
  beforeAll(async () => {
    caches = {
      pages: createVersionCache({maxBytes: 1_000_000, brotliQuality: 5, gzipLevel: 6}),
      others: createVersionCache({maxBytes: 1_000_000, brotliQuality: 5, gzipLevel: 6}),
    }
    server = createServer((incoming, response) => {
      handlePages(incoming, response, caches)
      answers[incoming.url!]!(response, incoming.headers)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}>((resolve, reject) => {
      request({host: '127.0.0.1', port, path, method, headers}, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks)}),
        )
      })
        .on('error', reject)
        .end()
    })

  it('names a page’s inline scripts in its policy, in the copy the browser takes, with a weak tag', async () => {
    const page = await get('/whole', {'accept-encoding': 'gzip, br'})
    expect(page.headers['content-security-policy']).toBe(NAMED)
    expect(page.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(page.body).toString()).toBe(HTML)
    expect(page.headers['etag']).toBe('W/"v1"')
    // Accept: the same address answers the page's Markdown copy to a request that prefers it.
    expect(page.headers['vary']).toBe('Accept, Accept-Encoding')
    expect(page.headers['cache-control']).toBe('s-maxage=60, stale-while-revalidate=31535940, no-transform')
    const plain = await get('/whole')
    expect(plain.body.toString()).toBe(HTML)
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(HTML)))
    expect(caches.pages.processed).toBe(1)
  })

  it('answers a 304 with the policy of the version the client holds, or with none when it is no longer kept', async () => {
    await get('/whole')
    const kept = await get('/whole', {'if-none-match': 'W/"v1"'})
    expect(kept.status).toBe(304)
    expect(kept.headers['content-security-policy']).toBe(NAMED)
    const forgotten = await get('/forgotten')
    expect(forgotten.status).toBe(304)
    expect(forgotten.headers['content-security-policy']).toBeUndefined()
  })

  it('holds a streamed page until it is whole, whatever its status, and keeps its versions apart from the pages', async () => {
    const page = await get('/streamed', {'accept-encoding': 'br'})
    expect(page.status).toBe(404)
    expect(brotliDecompressSync(page.body).toString()).toBe(HTML)
    expect(page.headers['content-security-policy']).toBe(NAMED)
    expect(caches.others.size).toBe(1)
  })

  it('sends a page the proxy marked as gone with 410, the marking removed, its scripts named', async () => {
    const before = caches.pages.size
    const gone = await get('/gone', {'accept-encoding': 'br'})
    expect(gone.status).toBe(410)
    expect(gone.headers[STATUS_HEADER]).toBeUndefined()
    expect(gone.headers['content-security-policy']).toBe(NAMED)
    expect(brotliDecompressSync(gone.body).toString()).toBe(HTML)
    // Not a 200: kept with the other answers, not with the pages.
    expect(caches.pages.size).toBe(before)
  })

  it('gives a HEAD the headers of the GET', async () => {
    const get1 = await get('/whole', {'accept-encoding': 'gzip'})
    const head = await get('/whole', {'accept-encoding': 'gzip'}, 'HEAD')
    expect(head.body.length).toBe(0)
    for (const name of ['content-security-policy', 'content-encoding', 'content-length', 'etag']) {
      expect(head.headers[name]).toBe(get1.headers[name])
    }
  })

  it('leaves alone a page named by a nonce, and what is not a page', async () => {
    const preview = await get('/preview', {'accept-encoding': 'br'})
    expect(preview.headers['content-security-policy']).toBe("script-src 'self' 'nonce-abc'")
    expect(preview.headers['content-encoding']).toBeUndefined()
    expect(preview.body.toString()).toBe('<script nonce="abc">a()</script>')
    const data = await get('/data.json', {'accept-encoding': 'br'})
    expect(data.headers['content-security-policy']).toBe(POLICY)
    expect(data.body.toString()).toBe('{"ok":true}')
  })

  it('keeps a page’s Markdown copy per version too: compressed once, varying by Accept', async () => {
    const first = await get('/alco.md', {'accept-encoding': 'br'})
    expect(first.headers['content-type']).toBe('text/markdown; charset=utf-8')
    expect(brotliDecompressSync(first.body).toString()).toBe(MARKDOWN)
    expect(first.headers['vary']).toBe('Accept, Accept-Encoding')
    const processed = caches.pages.processed
    const again = await get('/alco.md', {'accept-encoding': 'br'})
    expect(brotliDecompressSync(again.body).toString()).toBe(MARKDOWN)
    // The second request was answered from the copy made for the first: nothing compressed again.
    expect(caches.pages.processed).toBe(processed)
  })
})
