import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http'
import type {Duplex} from 'node:stream'
import {constants as zlibConstants} from 'node:zlib'
import compression from 'compression'
import next from 'next'
import type {ServerEntryConfig} from '../lib/config'
import {BROTLI_QUALITY_PER_REQUEST, GZIP_LEVEL_PER_REQUEST} from '../lib/http/compression'
import {flushMetricsBeforeExit} from '../lib/metrics/processCollector'
import {handlePages, isSentAsPage, type PageVersionCaches} from './pageResponses'
import {createVersionCache} from './pageVersions'
import {guardRequests, type RequestHandler} from './requestGuard'

/**
 * The site's server, whichever mode Next runs in: Next's request handler behind the site's own
 * guard (./requestGuard.ts), with each version of a page sent with a policy naming its inline
 * scripts, compressed once (./pageResponses.ts), and everything else compressed as it is sent.
 * The production entry (./main.ts) and the development one (./dev.ts) both start it, so `npm run
 * dev` answers with the same headers, policy, 410s, redirects and client address as `npm start`
 * (docs/deploying.md lists what still differs, and why).
 */

/** How long requests under way may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000
/**
 * Memory for the compressed copies of the pages' versions (docs/security.md): a page takes about
 * 60 kB (Brotli and gzip of / together), so the site's pages in both languages fit many times over.
 */
const PAGE_VERSIONS_MAX_BYTES = 32 * 1024 * 1024
/**
 * …and for every other HTML answer (a 404 names its path, so each address is a version of its
 * own): a bound of its own, so a stream of made-up addresses never pushes the pages out.
 */
const OTHER_VERSIONS_MAX_BYTES = 4 * 1024 * 1024

type NextOptions = Parameters<typeof next>[0]

export type SiteServerOptions = {
  settings: ServerEntryConfig
  /** How Next runs: production from a build, or development (its bundler, hot reload). */
  next: Pick<NextOptions, 'dev' | 'dir' | 'conf' | 'turbopack'>
  /**
   * Answers a request before Next, or returns false to leave it to Next: the production entry
   * sends the build's precompressed files this way (./buildAssets.ts).
   */
  before?: (request: IncomingMessage, response: ServerResponse) => Promise<boolean>
  /** Said after the Node version in the start-up line (`development`). */
  mode?: string
}

export async function serveSite({settings, next: nextOptions, before, mode}: SiteServerOptions) {
  const {port, hostname} = settings
  const server = createServer()
  // Next is told its own name is localhost whatever the listening address, so it takes the
  // language rewrite of web/proxy.ts for an internal one (see docs/deploying.md). It is given the
  // server so that it answers its WebSocket upgrades (in development, hot reload's).
  const app = next({...nextOptions, hostname: 'localhost', port, httpServer: server})
  await app.prepare()
  const handle = app.getRequestHandler()
  // Brotli where the browser takes it, gzip otherwise (next.config.ts turns Next's own gzip off),
  // for answers that are neither pages nor the build's files (the page data of client-side
  // navigations, images' refusals, the API): compressed as they are sent. Quality 5: scripts come
  // 4 % under gzip (at 4 they do not), as fast as quality 4. (Written for Express, the middleware
  // needs no more of a request than Node's own.) Pages are compressed once per version instead.
  const compress = compression({
    brotli: {params: {[zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY_PER_REQUEST}},
    level: GZIP_LEVEL_PER_REQUEST,
    filter: (request, response) => !isSentAsPage(response) && compression.filter(request, response),
  }) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void
  // Pages a CDN may keep: Brotli at its best (about 250 ms for / on one core, once per version). A
  // page's HTML holds its markup twice (the HTML, and the page data React reads beside it):
  // Brotli's larger window finds the second copy, gzip's does not (/ travels in 21 kB, not 37).
  // Other HTML answers (404s): the per-request qualities, once per address, in a bound of their own.
  const versions: PageVersionCaches = {
    pages: createVersionCache({
      maxBytes: PAGE_VERSIONS_MAX_BYTES,
      brotliQuality: 11,
      gzipLevel: 9,
      onProcessed: (key, version, milliseconds) =>
        console.log(
          `[pages] ${key}: ${version.scripts} inline scripts named, Brotli ${version.br.length} B, gzip ${version.gzip.length} B, ${Math.round(milliseconds)} ms`,
        ),
    }),
    others: createVersionCache({
      maxBytes: OTHER_VERSIONS_MAX_BYTES,
      brotliQuality: BROTLI_QUALITY_PER_REQUEST,
      gzipLevel: GZIP_LEVEL_PER_REQUEST,
    }),
  }
  const compressed: RequestHandler = (request, response) =>
    new Promise((resolve, reject) =>
      compress(request, response, () => {
        // After the compression's own hold on the response: a page's bytes never reach it.
        handlePages(request, response, versions)
        handle(request, response).then(resolve, reject)
      }),
    )
  const answer: RequestHandler = async (request, response) => {
    if (!(await before?.(request, response))) await compressed(request, response)
  }

  server.on('request', guardRequests(settings, answer))
  const upgraded = upgradedSockets(server)
  if (settings.keepAliveTimeoutMs) server.keepAliveTimeout = settings.keepAliveTimeoutMs
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, hostname, resolve))
  // The runtime is named so that a deployment (and tests/api/server-entry.test.ts) can tell it.
  const where = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`
  console.log(`✓ Ready on ${where} (Node ${process.version})${mode ? `, ${mode}` : ''}`)

  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    const exitCode = signal === 'SIGINT' ? 130 : 143
    // Requests under way finish (an acknowledged contact request is stored before its answer),
    // for SHUTDOWN_GRACE_MS at most: a client that never ends its request does not keep us up.
    setTimeout(() => process.exit(exitCode), SHUTDOWN_GRACE_MS).unref()
    for (const socket of upgraded) socket.destroy()
    server.close(async () => {
      await app.close()
      // The metrics counted since the last flush are stored (a crash loses at most one interval).
      await flushMetricsBeforeExit().catch((error: unknown) => console.error('[metrics] last flush failed', error))
      process.exit(exitCode)
    })
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

/**
 * The connections a WebSocket took over (in development, hot reload's): they carry no request to
 * finish, so shutdown ends them at once instead of waiting for every open tab to leave. One that
 * nobody else takes (Next's handler is set up on its first request) is ended, as Node would.
 */
function upgradedSockets(server: Server) {
  const sockets = new Set<Duplex>()
  server.on('upgrade', (_request: IncomingMessage, socket: Duplex) => {
    if (server.listenerCount('upgrade') === 1) return socket.destroy()
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  return sockets
}
