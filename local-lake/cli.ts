/**
 * `npm run studio:local`: a local Content Lake over content/ and the Studio on it, with no account
 * and no network. Builds the Studio for the lake when its sources changed, serves both on one
 * address, and prints how to open it and how to start the site so that a publish reaches it.
 */
import {randomBytes} from 'node:crypto'
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import {
  DEFAULT_CONTENT_DIR,
  DEFAULT_SITE_URL,
  DEFAULT_STATE_DIR,
  LOCAL_DATASET,
  LOCAL_LAKE_PORT,
  LOCAL_PROJECT_ID,
  LOCAL_STUDIO_DIR,
} from './config'
import {startLocalLake} from './lake'
import {LOCAL_USER, parseMembers, signInAddress} from './project'
import {buildStudioForLake} from './studioBuild'

async function main() {
  const port = Number(process.env.LOCAL_LAKE_PORT || LOCAL_LAKE_PORT)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`LOCAL_LAKE_PORT "${process.env.LOCAL_LAKE_PORT}" is not a port number`)
  const contentDir = path.resolve(process.env.CONTENT_DIR || DEFAULT_CONTENT_DIR)
  const stateDir = path.resolve(process.env.LOCAL_LAKE_DIR || DEFAULT_STATE_DIR)
  const webhookUrl = process.env.LOCAL_LAKE_WEBHOOK_URL || `${DEFAULT_SITE_URL}/api/revalidate`
  const secret = process.env.SANITY_WEBHOOK_SECRET || storedSecret(stateDir)

  console.log('▶ building the Studio for the local lake (only when its sources changed)')
  const {built} = await buildStudioForLake(
    LOCAL_STUDIO_DIR,
    {projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET},
    (chunk) => process.stdout.write(chunk),
  )
  if (!built) console.log('  up to date')

  // Every request the Studio (or anything else) makes, to see what a new tool asks of the lake.
  const logRequests = process.env.LOCAL_LAKE_LOG_REQUESTS === '1'
  const members = process.env.LOCAL_LAKE_USERS ? parseMembers(process.env.LOCAL_LAKE_USERS) : [LOCAL_USER]
  const lake = await startLocalLake({
    contentDir,
    stateDir,
    port,
    studioDir: LOCAL_STUDIO_DIR,
    webhook: {url: webhookUrl, secret},
    users: members,
    onRequest: logRequests ? ({method, host, path: url}) => console.log(`${method} ${host} ${url}`) : undefined,
  })
  const relative = (file: string) => {
    const shorter = path.relative(process.cwd(), file)
    return shorter.startsWith('..') ? file : shorter || '.'
  }
  const signIn = signInAddress(lake.origin, members[0]!)
  console.log(`
✓ Local Content Lake over ${relative(contentDir)}/ (project "${lake.projectId}", dataset "${lake.dataset}"), HTTP/2 on port ${lake.port}

  Studio:  ${lake.origin}/${signIn ? `\n           ${signIn}\n           (once: signs you in with a token, which the site's link check asks for)` : ''}
  API:     ${lake.projectOrigin}  (where the Studio sends its requests)

  Your browser must trust the lake's certificate: import ${relative(lake.caFile)} once as a
  certificate authority, or open ${lake.projectOrigin}/v1/ping and then ${lake.origin}/
  and accept the warning on each (docs/studio.md, "Editing offline").

  Publishing calls ${webhookUrl}, signed. Start the site in another terminal with:
    CONTENT_DIR=${contentDir} SANITY_WEBHOOK_SECRET=${secret} \\
    SANITY_API_HOST=${lake.origin} SANITY_API_WRITE_TOKEN=local NODE_EXTRA_CA_CERTS=${lake.caFile} \\
    npm start
  (or npm run dev with the same variables). Stop with Ctrl-C.

  To see drafts in the Studio's «Vista previa» (click a text to edit it), the site reads the lake
  itself: add SANITY_PROJECT_ID=${lake.projectId} SANITY_API_READ_TOKEN=local SANITY_STUDIO_URL=${lake.origin}
  and run npm run dev (or npm start, which builds while the lake runs) on port 3000.
`)
  const stop = () => {
    void lake.close().then(() => process.exit(0))
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

/** A webhook secret made on first run and kept with the lake's files, so the site's setting stays valid. */
function storedSecret(stateDir: string) {
  const file = path.join(stateDir, 'webhook-secret')
  if (!existsSync(file)) {
    mkdirSync(stateDir, {recursive: true})
    writeFileSync(file, randomBytes(24).toString('hex'), {mode: 0o600})
  }
  return readFileSync(file, 'utf8').trim()
}

main().catch((error: unknown) => {
  console.error(`✗ ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
