/** @jest-environment node */
import assert from '../support/assert'
import {spawn} from 'node:child_process'
import {readdirSync, readFileSync, rmSync} from 'node:fs'
import path from 'node:path'
import {startTestLake, type TestLake} from '../support/localLake'

const repository = path.resolve(__dirname, '../..')
const web = path.join(repository, 'web')
const DIST = '.next-secrets-check'

/** Every secret the server can hold, with a value no real file would contain by chance. */
const SECRETS = {
  SANITY_API_WRITE_TOKEN: 'dummy-write-token-6f1c0e2b9a7d',
  SANITY_API_READ_TOKEN: 'dummy-read-token-3b8e5d1a4c90',
  SANITY_WEBHOOK_SECRET: 'dummy-webhook-secret-9d2a7f4e1b',
  SMTP_PASSWORD: 'dummy-smtp-password-5e8c2b7a0f',
  CONTACT_FORM_SECRET: 'dummy-form-token-secret-4a7e1c9b2d6f0a3e8b5c',
  // The CDN's tokens (CDN_PURGE names one CDN; the others' may be set all the same).
  FASTLY_API_TOKEN: 'dummy-fastly-token-8c1e4b7a2d',
  CLOUDFLARE_API_TOKEN: 'dummy-cloudflare-token-2f9b6e1c4a',
  AWS_ACCESS_KEY_ID: 'AKIADUMMY7E4C1B9A2D6F',
  AWS_SECRET_ACCESS_KEY: 'dummy-aws-secret-key-5b0e8d3a7c1f',
  AWS_SESSION_TOKEN: 'dummy-aws-session-token-9a4c2e7b1d',
}
const PUBLIC_KEY = 'public-contact-key-7a3f9c'

let lake: TestLake

beforeAll(async () => {
  // The local Content Lake over a copy of the snapshot: the build reads it as it would read Sanity.
  lake = await startTestLake()
  // A production build with a Sanity project configured and every secret set, as in production.
  await run(process.execPath, [path.join(repository, 'node_modules/next/dist/bin/next'), 'build'], {
    NEXT_DIST_DIR: DIST,
    NEXT_TELEMETRY_DISABLED: '1',
    SANITY_PROJECT_ID: 'habitum-check',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: lake.origin,
    NODE_EXTRA_CA_CERTS: lake.caFile,
    SANITY_API_READ_TOKEN: SECRETS.SANITY_API_READ_TOKEN,
    SANITY_API_WRITE_TOKEN: SECRETS.SANITY_API_WRITE_TOKEN,
    SANITY_WEBHOOK_SECRET: SECRETS.SANITY_WEBHOOK_SECRET,
    SMTP_URL: `smtp://mailer:${SECRETS.SMTP_PASSWORD}@smtp.habitum.example:587`,
    CONTACT_NOTIFY_TO: 'leads@habitum.example',
    CONTACT_FORM_SECRET: SECRETS.CONTACT_FORM_SECRET,
    CDN_PURGE: 'cloudflare:023e105f4ecef8ad9ca31a8372d0c353',
    FASTLY_API_TOKEN: SECRETS.FASTLY_API_TOKEN,
    CLOUDFLARE_API_TOKEN: SECRETS.CLOUDFLARE_API_TOKEN,
    AWS_ACCESS_KEY_ID: SECRETS.AWS_ACCESS_KEY_ID,
    AWS_SECRET_ACCESS_KEY: SECRETS.AWS_SECRET_ACCESS_KEY,
    AWS_SESSION_TOKEN: SECRETS.AWS_SESSION_TOKEN,
    NEXT_PUBLIC_CONTACT_API_KEY: PUBLIC_KEY,
  })
})

afterAll(async () => {
  await lake?.close()
  rmSync(path.join(web, DIST), {recursive: true, force: true})
})

test('no secret appears in any file the build sends to browsers', () => {
  const files = sentToBrowsers()
  assert.ok(files.length > 50, `only ${files.length} files found: is the build complete?`)
  for (const file of files) {
    const text = readFileSync(file, 'latin1')
    for (const [name, value] of Object.entries(SECRETS)) {
      assert.ok(!text.includes(value), `${name} leaked into ${path.relative(web, file)}`)
    }
  }
})

test('the check looks where it should: the build read Sanity with its token and shipped the public key', () => {
  // The server used the read token (so it was present), and the pages hold the content it read.
  assert.ok(lake.requests.some((request) => request.authorization === `Bearer ${SECRETS.SANITY_API_READ_TOKEN}`))
  const files = sentToBrowsers()
  const html = files.filter((file) => file.endsWith('.html')).map((file) => readFileSync(file, 'utf8'))
  assert.ok(html.some((page) => page.includes('Tu aliado digital para adquirir hábitos saludables')))
  // A value meant for browsers (the form's key, in the page data) is found where a leak would be.
  assert.ok(
    files.some((file) => readFileSync(file, 'latin1').includes(PUBLIC_KEY)),
    'the public contact key is in no file sent to browsers',
  )
})

/** Browser files (scripts, styles, fonts, media) and the prerendered pages and their data. */
function sentToBrowsers() {
  const dist = path.join(web, DIST)
  const prerendered = /\.(html|rsc|body|txt|xml|json)$/
  return [
    ...walk(path.join(dist, 'static')),
    ...walk(path.join(dist, 'server/app')).filter((file) => prerendered.test(file) && !file.endsWith('.nft.json')),
  ]
}

function walk(directory: string): string[] {
  return readdirSync(directory, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(directory, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })
}

function run(command: string, args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {cwd: web, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']})
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`next build failed (${code}):\n${output}`))))
  })
}
