/**
 * `npm run dev`: the site's own server (./siteServer.ts, the one `npm start` runs) with Next in
 * development mode: Turbopack builds each route on its first request and updates the open pages
 * as files change (hot reload, over a WebSocket Next answers on this server). Requests meet the
 * same guard, security headers, per-page policy, 410s, redirects and client address as in
 * production; docs/deploying.md ("Development") lists what still differs, and why.
 *
 * Run from source by tsx (web/package.json); changes to the server's own files (web/server,
 * what they import outside Next's bundle) need a restart, as any server's do.
 */
import path from 'node:path'

/** Next's folder: this file's parent, web/. */
const WEB = path.join(__dirname, '..')

// Before React or Next is loaded: both pick their development builds by it.
Object.assign(process.env, {
  NODE_ENV: 'development',
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
})
// Folders given relative are the caller's (where `npm run dev` was typed), as `npm start` takes them
// (scripts/serve.sh); the server then runs in web/, as Next's own `next dev` does.
const callerDirectory = process.env.INIT_CWD ?? process.cwd()
for (const name of ['CONTENT_DIR', 'DATA_DIR']) {
  const given = process.env[name]?.trim()
  if (given) process.env[name] = path.resolve(callerDirectory, given)
}
process.chdir(WEB)

async function main() {
  const [{getServerConfig}, {serveSite}] = await Promise.all([import('../lib/config'), import('./siteServer')])
  await serveSite({
    settings: getServerConfig().server,
    next: {dev: true, dir: WEB, turbopack: true},
    mode: 'development',
  })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
