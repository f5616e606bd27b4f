/**
 * The production server: Next's request handler behind the site's own guard (./requestGuard.ts).
 * `npm run build` bundles this file into the packaged folder as web/server.js, in place of the
 * server Next generates for `output: 'standalone'`, so every way of running the build runs it
 * (docs/deploying.md). It does what Next's generated one does: production mode, the build's
 * saved configuration, PORT and HOSTNAME, graceful shutdown on SIGTERM and SIGINT; and it runs
 * with memory allocator settings that keep image renders from piling up memory (./allocator.ts).
 */
import {readFileSync} from 'node:fs'
import {createServer} from 'node:http'
import path from 'node:path'
import next from 'next'
import {getServerConfig} from '../lib/config'
import {exitWithParent, hasAllocatorSettings, relaunchWithAllocatorSettings} from './allocator'
import {guardRequests} from './requestGuard'

/** How long requests under way may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000

Object.assign(process.env, {NODE_ENV: 'production'})
// The packaged server resolves its build (.next/) and the content snapshot from its own folder.
process.chdir(__dirname)

async function main() {
  const {server: settings} = getServerConfig()
  const port = Number(process.env.PORT) || 3000
  const hostname = process.env.HOSTNAME || '0.0.0.0'
  // The configuration `next build` saved; Next reads it from here instead of next.config.ts.
  const {config} = JSON.parse(readFileSync(path.join(__dirname, '.next/required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  // Next is told its own name is localhost whatever the listening address, so it takes the
  // language rewrite of web/proxy.ts for an internal one (see docs/deploying.md).
  const app = next({dev: false, dir: __dirname, hostname: 'localhost', port, conf: config})
  await app.prepare()
  const handle = app.getRequestHandler()

  const server = createServer(guardRequests(settings, (request, response) => handle(request, response)))
  if (settings.keepAliveTimeoutMs) server.keepAliveTimeout = settings.keepAliveTimeoutMs
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, hostname, resolve))
  console.log(`✓ Ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`)

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
