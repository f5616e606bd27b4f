/** @jest-environment node */
import assert from 'node:assert/strict'
import {randomBytes} from 'node:crypto'
import {appendFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {startProcessServer} from '../../scripts/packagedServer'
import {readServerConfig} from '../../web/lib/config'
import {
  contentSecurityPolicy,
  DEVELOPMENT_ADDITIONS,
  imageOriginOf,
  securityHeaders,
} from '../../web/lib/security/headers'
import {directive, inlineScriptHashes} from '../support/policy'
import {postFrom, send, VALID} from './requests'

/**
 * `npm run dev` serves through the site's own server (web/server/dev.ts) with Next in development
 * mode: the same guard, security headers, per-page policy, 410s and client address as production,
 * with only the development policy's additions, and hot reload's socket answered. No build is
 * needed: Next compiles each route on its first request (the first page takes a while).
 */

const repository = path.resolve(__dirname, '../..')
const LIMITED = [201, 201, 201, 429, 429]

/** The published «alco» page at another address, with end-date fields (as tests/api/page-end.test.ts makes them). */
function pageLine(id: string, slug: string, fields: Record<string, unknown>) {
  const alco = readFileSync(path.join(repository, 'content/data.ndjson'), 'utf8')
    .split('\n')
    .map((line) => line && (JSON.parse(line) as {_id: string}))
    .find((document) => document && document._id === 'page-alco')!
  return JSON.stringify({...alco, _id: id, slug: {_type: 'slug', current: slug}, ...fields})
}

describe('npm run dev: the site’s server with Next in development mode', () => {
  let server: Awaited<ReturnType<typeof startProcessServer>>
  let contentDir: string
  let dataDir: string
  // Next rewrites it for the build folder it runs with (git-ignored): put back as the test found it.
  const nextEnv = path.join(repository, 'web/next-env.d.ts')
  const nextEnvBefore = existsSync(nextEnv) ? readFileSync(nextEnv, 'utf8') : undefined
  const env = () => ({
    CONTENT_DIR: contentDir,
    DATA_DIR: dataDir,
    CONTACT_RATE_LIMIT: '3/60',
    CONTACT_API_KEY: '',
    TRUSTED_PROXIES: '0',
    // A build folder of its own (git-ignored, kept between runs for Turbopack's cache): Next lets
    // one development server use a folder, and a developer's `npm run dev` may hold web/.next.
    NEXT_DIST_DIR: '.next-dev-test',
  })

  beforeAll(async () => {
    contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-dev-content-'))
    dataDir = mkdtempSync(path.join(tmpdir(), 'habitum-dev-contacts-'))
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
    appendFileSync(
      path.join(contentDir, 'data.ndjson'),
      [
        '',
        pageLine('page-ended', 'ended-2024', {endDate: '2024-01-10', afterEnd: 'gone'}),
        pageLine('page-moved', 'moved-2024', {
          endDate: '2024-01-10',
          afterEnd: 'redirect',
          endRedirect: {_type: 'reference', _ref: 'page-alco'},
        }),
      ].join('\n'),
    )
    server = await startProcessServer(['npm', 'run', '--silent', 'dev'], {
      cwd: repository,
      env: env(),
      readyPath: '/robots.txt',
    })
  })
  afterAll(async () => {
    await server?.stop()
    if (nextEnvBefore !== undefined) writeFileSync(nextEnv, nextEnvBefore)
    for (const folder of [contentDir, dataDir]) if (folder) rmSync(folder, {recursive: true, force: true})
  })

  test('says it runs in development', () => {
    assert.match(server.output(), /Ready on \S+ \(Node v\d+\.\d+\.\d+\), development/)
  })

  test('a page has production’s headers, and its policy is production’s plus only development’s additions', async () => {
    const page = await fetch(`${server.url}/alco`)
    assert.equal(page.status, 200)
    const html = await page.text()
    for (const {key, value} of securityHeaders()) assert.equal(page.headers.get(key), value, key)
    const config = readServerConfig({...process.env, ...env()})
    const production = contentSecurityPolicy({
      contactEndpoint: config.publicContact.endpoint,
      imageOrigin: imageOriginOf(config.sanity),
      siteUrl: config.siteUrl,
    })
    const policy = page.headers.get('content-security-policy')!
    const names = (text: string) => text.split(';').map((part) => part.trim().split(/\s+/)[0]!)
    assert.deepEqual(names(policy), names(production))
    // The page's inline scripts, named by their hashes as production names them: no 'unsafe-inline'.
    const hashes = [...inlineScriptHashes(html)]
    assert.ok(hashes.length > 0, 'the page has inline scripts')
    for (const name of names(production)) {
      const expected = [...directive(production, name)!, ...(DEVELOPMENT_ADDITIONS[name] ?? [])]
      const actual = directive(policy, name)!
      if (name === 'script-src') assert.deepEqual(new Set(actual), new Set([...expected, ...hashes]), name)
      else assert.deepEqual(actual, expected, name)
    }
  })

  test('answers through the request guard: TRACE is refused with the security headers', async () => {
    const response = await send(server.url, {method: 'TRACE', path: '/alco'})
    assert.equal(response.status, 405)
    assert.equal(response.headers.allow, 'GET, HEAD, POST, OPTIONS')
    assert.equal(response.headers['x-frame-options'], 'DENY')
  })

  test('a page past its end date answers 410, one set to redirect 308, as in production', async () => {
    for (const [pathname, lang, title] of [
      ['/ended-2024', 'es', 'Esta página ya no existe'],
      ['/en/ended-2024', 'en', 'This page no longer exists'],
    ] as const) {
      const response = await fetch(`${server.url}${pathname}`, {redirect: 'manual'})
      assert.equal(response.status, 410, pathname)
      assert.equal(response.headers.get('x-habitum-status'), null)
      const html = await response.text()
      assert.match(html, new RegExp(`<html lang="${lang}"`), pathname)
      assert.match(html, new RegExp(`<h1[^>]*>${title}</h1>`), pathname)
    }
    const moved = await fetch(`${server.url}/en/moved-2024?ref=qr`, {redirect: 'manual'})
    assert.equal(moved.status, 308)
    assert.equal(moved.headers.get('location'), '/en/alco?ref=qr')
  })

  test('the client is the socket’s address (TRUSTED_PROXIES=0): X-Forwarded-For picks no rate-limit bucket', async () => {
    const statuses = []
    for (let index = 0; index < 5; index++) {
      const forwardedFor = `198.51.100.${randomBytes(1)[0]! % 250}`
      statuses.push((await postFrom(server.url, '127.0.0.40', VALID, {'x-forwarded-for': forwardedFor})).status)
    }
    assert.deepEqual(statuses, LIMITED)
    assert.equal((await postFrom(server.url, '127.0.0.41', VALID)).status, 201)
  })

  test('hot reload: Next’s hot reload socket answers through the site’s server', async () => {
    const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/_next/hmr`)
    try {
      const greeting = await new Promise<{type?: string}>((resolve, reject) => {
        // Next's messages are JSON text; the binary ones carry React's debugging data.
        socket.addEventListener('message', ({data}) => {
          const message = typeof data === 'string' && data.startsWith('{') ? (JSON.parse(data) as {type?: string}) : {}
          if (message.type === 'turbopack-connected') resolve(message)
        })
        socket.addEventListener('error', () => reject(new Error('the hot reload socket failed')))
        socket.addEventListener('close', () => reject(new Error('the hot reload socket closed')))
      })
      assert.equal(greeting.type, 'turbopack-connected')
    } finally {
      socket.close()
    }
  })
})
