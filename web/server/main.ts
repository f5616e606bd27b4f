/**
 * The production server: Next's request handler behind the site's own guard (./siteServer.ts).
 * `npm run build` bundles this file into the packaged folder as web/server.js, in place of the
 * server Next generates for `output: 'standalone'`, so every way of running the build runs it
 * (docs/deploying.md). It does what Next's generated one does: production mode, the build's
 * saved configuration, PORT and HOSTNAME, graceful shutdown on SIGTERM and SIGINT; and it runs
 * with memory allocator settings that keep image renders from piling up memory (./allocator.ts),
 * sends the build's scripts and stylesheets compressed at build time (./buildAssets.ts), and each
 * version of a page with a policy naming its inline scripts, compressed once (./pageResponses.ts).
 * `npm run dev` runs the same server with Next in development mode (./dev.ts).
 */
import {readFileSync} from 'node:fs'
import path from 'node:path'
import {getServerConfig} from '../lib/config'
import {exitWithParent, hasAllocatorSettings, relaunchWithAllocatorSettings} from './allocator'
import {buildAssetServer} from './buildAssets'
import {serveSite} from './siteServer'

Object.assign(process.env, {NODE_ENV: 'production'})
// The packaged server resolves its build (.next/) and the content snapshot from its own folder.
process.chdir(__dirname)

async function main() {
  const {server: settings} = getServerConfig()
  // The configuration `next build` saved; Next reads it from here instead of next.config.ts.
  const {config} = JSON.parse(readFileSync(path.join(__dirname, '.next/required-server-files.json'), 'utf8'))
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config)
  await serveSite({
    settings,
    next: {dev: false, dir: __dirname, conf: config},
    // The build's scripts and stylesheets, compressed at build time, go out from memory.
    before: buildAssetServer(path.join(__dirname, '.next/static')),
  })
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
