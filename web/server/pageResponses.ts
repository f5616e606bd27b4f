import {createHash} from 'node:crypto'
import type {IncomingMessage, OutgoingHttpHeaders, ServerResponse} from 'node:http'
import Negotiator from 'negotiator'
import {STATUS_HEADER} from '../lib/redirects/statusPages'
import type {ProcessedVersion, VersionCache, VersionUnderWay} from './pageVersions'

/**
 * What the site's server (production's, and development's) does to the HTML pages Next answers
 * with, between Next and the visitor (docs/security.md): it holds the page until Next has written
 * all of it, names its inline scripts in the page's policy (by their hashes, in place of no inline
 * script at all), and sends it in the Brotli or gzip copy made once for that version of the page
 * (./pageVersions.ts).
 *
 * Everything else goes on as Next writes it: other answers (compressed per request by the server
 * entry), and pages whose policy carries a nonce (an editor's preview, rendered per request, whose
 * scripts Next named itself).
 */

/** Where versions are kept: pages a shared cache may keep (200, not private), and every other HTML answer. */
export type PageVersionCaches = {pages: VersionCache; others: VersionCache}

const sentAsPages = new WeakSet<ServerResponse>()
/** Whether this answer went out as a page handled here (per-request compression leaves it alone). */
export const isSentAsPage = (response: ServerResponse) => sentAsPages.has(response)

type Write = (chunk: unknown, encoding?: unknown, callback?: unknown) => boolean
type End = (chunk?: unknown, encoding?: unknown, callback?: unknown) => ServerResponse
type Flushable = ServerResponse & {flush?: () => void}

/**
 * Takes over `response` for HTML pages (call it before Next's handler writes anything). A HEAD
 * request is handed to Next as a GET, so that its page is rendered and its headers are those of
 * the GET; Node sends no body in answer to a HEAD.
 */
export function handlePages(request: IncomingMessage, response: ServerResponse, caches: PageVersionCaches) {
  const head = request.method === 'HEAD'
  if (head) request.method = 'GET'
  const pathname = pathOf(request.url)
  const original = {
    writeHead: response.writeHead,
    write: response.write as Write,
    end: response.end as End,
    flushHeaders: response.flushHeaders,
    flush: (response as Flushable).flush,
  }
  let mode: 'page' | 'pass' | undefined
  // As Next wrote them: a page answered from a version already processed needs none of its bytes.
  const chunks: Array<string | Buffer> = []

  const restore = () => {
    Object.assign(response, original)
    if (head) request.method = 'HEAD'
  }
  /** Decided when Next starts its answer: its status and headers are set by then. */
  const decide = () => {
    if (mode) return mode
    markedStatus(response)
    if (response.statusCode === 304) {
      notModified(response, pathname, caches)
      mode = 'pass'
    } else mode = isPage(response) ? 'page' : 'pass'
    if (mode === 'pass') restore()
    return mode
  }

  response.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    this.statusCode = statusCode
    if (typeof rest[0] === 'string') this.statusMessage = rest[0]
    const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2) this.setHeader(headers[index], headers[index + 1])
    } else if (headers) {
      for (const [key, value] of Object.entries(headers as OutgoingHttpHeaders)) {
        if (value !== undefined) this.setHeader(key, value)
      }
    }
    return decide() === 'pass' ? original.writeHead.call(this, this.statusCode) : this
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.write.call(this, chunk, encoding, callback)
    chunks.push(asChunk(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (decide() === 'pass') return original.end.call(this, chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(asChunk(chunk, encoding))
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function')
    if (done) this.once('finish', done as () => void)
    restore()
    sentAsPages.add(this)
    sendPage(request, this, chunks, pathname, caches).catch((error: unknown) => {
      console.error(`[pages] ${pathname} could not be sent`, error)
      if (this.headersSent) this.destroy()
      else {
        // As the request guard answers a failure (./requestGuard.ts).
        this.writeHead(500, {'Content-Type': 'application/json', 'Cache-Control': 'no-store'})
        this.end(JSON.stringify({error: 'internal_error', message: 'Something went wrong on our side'}))
      }
    })
    return this
  } as ServerResponse['end']
  response.flushHeaders = function (this: ServerResponse) {
    if (decide() === 'pass') original.flushHeaders.call(this)
  }
  // The per-request compression's flush (Next calls it as it streams): nothing to flush while the page is held.
  if (original.flush) {
    ;(response as Flushable).flush = function (this: Flushable) {
      if (decide() === 'pass') original.flush!.call(this)
    }
  }
}

/**
 * The status the proxy asked for (the gone page of a page past its end date, the not-found page of
 * an address that names none, each rendered as a 200 of its own: web/lib/redirects/statusPages.ts),
 * in place of Next's; the marking header goes no further.
 */
function markedStatus(response: ServerResponse) {
  const marked = Number(response.getHeader(STATUS_HEADER))
  response.removeHeader(STATUS_HEADER)
  if (marked >= 400 && marked < 600 && response.statusCode === 200) response.statusCode = marked
}

/**
 * An HTML answer whose scripts are not already named by a nonce, not already encoded; or a page's
 * Markdown copy (web/app/[locale]/%5Fmarkdown), kept per version like its page, so that a copy
 * costs no compression either.
 */
function isPage(response: ServerResponse) {
  const type = String(response.getHeader('content-type') ?? '').toLowerCase()
  const encoding = String(response.getHeader('content-encoding') ?? 'identity').toLowerCase()
  const policy = response.getHeader('content-security-policy')
  return (
    (type.startsWith('text/html') || type.startsWith('text/markdown')) &&
    encoding === 'identity' &&
    typeof policy === 'string' &&
    !policy.includes("'nonce-") &&
    response.statusCode !== 204
  )
}

/** Whether a shared cache (the CDN) may keep this answer: then it is a page worth compressing at its best. */
const sharedCacheMayKeep = (response: ServerResponse) =>
  response.statusCode === 200 &&
  !/\b(private|no-store|no-cache)\b/i.test(String(response.getHeader('cache-control') ?? ''))

/** A version of a page: its path and Next's tag for its HTML, or the HTML's own hash where Next sends no tag. */
function versionKey(pathname: string, etag: string | undefined, html?: () => Buffer) {
  if (etag) return `${pathname} ${etag.replace(/^W\//, '')}`
  return `${pathname} #${createHash('sha256').update(html!()).digest('base64url')}`
}

async function sendPage(
  request: IncomingMessage,
  response: ServerResponse,
  chunks: Array<string | Buffer>,
  pathname: string,
  caches: PageVersionCaches,
) {
  let bytes: Buffer | undefined
  const html = () => (bytes ??= Buffer.concat(chunks.map((chunk) => Buffer.from(chunk))))
  const etag = headerText(response, 'etag')
  const cache = sharedCacheMayKeep(response) ? caches.pages : caches.others
  const version = cache.version(
    versionKey(pathname, etag, html),
    html,
    headerText(response, 'content-security-policy')!,
  )
  describeVersion(response, version.policy, etag)
  // Brotli wherever the browser takes it (its copy is the smaller), else gzip, else as it is.
  const accepted = new Negotiator(request).encodings(['br', 'gzip'])
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined
  if (!encoding) {
    const body = chunks.length === 1 ? chunks[0]! : html()
    response.setHeader('Content-Length', Buffer.byteLength(body))
    response.writeHead(response.statusCode)
    response.end(body)
    return
  }
  response.setHeader('Content-Encoding', encoding)
  const processed = isProcessed(version) ? version : undefined
  if (processed) {
    response.setHeader('Content-Length', processed[encoding].length)
    response.writeHead(response.statusCode)
    response.end(processed[encoding])
    return
  }
  // The version's first request: its head goes now, its body once compressed.
  response.removeHeader('Content-Length')
  response.writeHead(response.statusCode)
  response.end((await (version as VersionUnderWay).ready)[encoding])
}

const isProcessed = (version: ProcessedVersion | VersionUnderWay): version is ProcessedVersion => 'br' in version

/**
 * A 304 of a page a client or CDN keeps: it updates the stored answer's headers, so it carries
 * that version's policy, or, for a version no longer kept here, none (the stored one stays).
 */
function notModified(response: ServerResponse, pathname: string, caches: PageVersionCaches) {
  const etag = headerText(response, 'etag')
  const basePolicy = headerText(response, 'content-security-policy')
  const key = etag && versionKey(pathname, etag)
  const version =
    key && basePolicy ? (caches.pages.find(key, basePolicy) ?? caches.others.find(key, basePolicy)) : undefined
  if (version) describeVersion(response, version.policy, etag)
  else response.removeHeader('Content-Security-Policy')
}

/**
 * The headers of a version, the same on each of its copies and on its 304s: its policy, a weak
 * tag (the copies differ in bytes, not in meaning), what it varies by (Accept, the encodings), and `no-transform`,
 * which tells a CDN on the way to change nothing of it (the policy names the bytes it was sent with).
 */
function describeVersion(response: ServerResponse, policy: string, etag: string | undefined) {
  response.setHeader('Content-Security-Policy', policy)
  if (etag) response.setHeader('ETag', etag.startsWith('W/') ? etag : `W/${etag}`)
  // Accept too: a page's address answers its Markdown copy to a request that prefers it (web/proxy.ts).
  const vary = headerText(response, 'vary') ?? ''
  const varies = vary.split(',').map((name) => name.trim().toLowerCase())
  const added = ['Accept', 'Accept-Encoding'].filter((name) => !varies.includes(name.toLowerCase()))
  if (added.length) response.setHeader('Vary', [vary, ...added].filter(Boolean).join(', '))
  const cacheControl = headerText(response, 'cache-control')
  if (cacheControl && !/\bno-transform\b/i.test(cacheControl)) {
    response.setHeader('Cache-Control', `${cacheControl}, no-transform`)
  }
}

function headerText(response: ServerResponse, name: string): string | undefined {
  const value = response.getHeader(name)
  if (value === undefined) return undefined
  return Array.isArray(value) ? value.join(', ') : String(value)
}

/** A chunk Next wrote: text (UTF-8) kept as it is, bytes as a Buffer of their own. */
const asChunk = (chunk: unknown, encoding: unknown): string | Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : chunk instanceof Uint8Array
      ? Buffer.from(chunk)
      : typeof encoding === 'string' && !/^utf-?8$/i.test(encoding)
        ? Buffer.from(String(chunk), encoding as BufferEncoding)
        : String(chunk)

/** The request's path, without its query: `/`, `/en/alco`. */
function pathOf(url: string | undefined) {
  const path = (url ?? '/').split('?')[0]!
  return path || '/'
}
