/**
 * The production server: Next's request handler behind the site's own guard (./requestGuard.ts).
 * `npm run build` bundles this file into the packaged folder as web/server.js, in place of the
 * server Next generates for `output: 'standalone'`, so every way of running the build runs it
 * (docs/deploying.md). It does what Next's generated one does: production mode, the build's
 * saved configuration, PORT and HOSTNAME, graceful shutdown on SIGTERM and SIGINT; and it runs
 * with memory allocator settings that keep image renders from piling up memory (./allocator.ts),
 * sends the build's scripts and stylesheets compressed at build time (./buildAssets.ts), and each
 * version of a page with a policy naming its inline scripts, compressed once (./pageResponses.ts).
 */
import {readFileSync} from 'node:fs'
import {createServer, type IncomingMessage, type ServerResponse} from 'node:http'
import path from 'node:path'
import {constants as zlibConstants} from 'node:zlib'
import compression from 'compression'
import next from 'next'
import {getServerConfig} from '../lib/config'
import {BROTLI_QUALITY_PER_REQUEST, GZIP_LEVEL_PER_REQUEST} from '../lib/http/compression'
import {flushMetricsBeforeExit} from '../lib/metrics/processCollector'
import {exitWithParent, hasAllocatorSettings, relaunchWithAllocatorSettings} from './allocator'
import {buildAssetServer} from './buildAssets'
import {handlePages, isSentAsPage, type PageVersionCaches} from './pageResponses'
import {createVersionCache} from './pageVersions'
import {guardRequests, type RequestHandler} from './requestGuard'

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

Object.assign(process.env, {NODE_ENV: 'production'})
// The packaged server resolves its build (.next/) and the content snapshot from its own folder.
process.chdir(__dirname)

async function main() {
  const {server: settings} = getServerConfig()
  const {port, hostname} = settings
  // The configuration `next build` saved; Next reads it from here instead of next.config.ts.
  const {config} = JSON.parse(readFileSync(path.join(__dirname, '.next/required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  // Next is told its own name is localhost whatever the listening address, so it takes the
  // language rewrite of web/proxy.ts for an internal one (see docs/deploying.md).
  const app = next({dev: false, dir: __dirname, hostname: 'localhost', port, conf: config})
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
  // The build's scripts and stylesheets, compressed at build time, go out from memory.
  const serveBuildAsset = buildAssetServer(path.join(__dirname, '.next/static'))
  const answer: RequestHandler = async (request, response) => {
    if (!(await serveBuildAsset(request, response))) await compressed(request, response)
  }

  const server = createServer(guardRequests(settings, answer))
  if (settings.keepAliveTimeoutMs) server.keepAliveTimeout = settings.keepAliveTimeoutMs
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, hostname, resolve))
  // The runtime is named so that a deployment (and tests/api/server-entry.test.ts) can tell it.
  console.log(`✓ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port} (Node ${process.version})`)

  let closing = false
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return
    closing = true
    const exitCode = signal === 'SIGINT' ? 130 : 143
    // Requests under way finish (an acknowledged contact request is stored before its answer),
    // for SHUTDOWN_GRACE_MS at most: a client that never ends its request does not keep us up.
    setTimeout(() => process.exit(exitCode), SHUTDOWN_GRACE_MS).unref()
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

if (hasAllocatorSettings()) {
  exitWithParent()
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
} else {
  relaunchWithAllocatorSettings()
}
