/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {brotliDecompressSync, gunzipSync} from 'node:zlib'
import type {MetricsDay} from '../../packages/content/metrics/day'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {utcDay} from '../../web/lib/metrics/aggregate'
import {EVERY_PAGE} from '../support/pages'
import {directive, inlineScriptHashes, scriptHashesOf} from '../support/policy'
import {download, eventually, send} from './requests'

/**
 * The production server names each page's inline scripts in its policy, by their hashes, and
 * compresses each version of a page once (docs/security.md); browsers report what the policy
 * blocks to /api/csp-report, which counts it.
 */

/** Every kind of HTML page: published pages, an earlier legal revision, a comparison, 404s. */
const PAGES = [
  ...EVERY_PAGE,
  '/legal/privacy-policy/2022-03-01',
  '/en/legal/privacy-policy/2022-03-01',
  '/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
  '/en/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
  '/nope',
  '/en/nope',
]

/** The lines a server logged for each version it processed (web/server/main.ts). */
const processedLines = (server: RunningServer, page: string) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith(`[pages] ${page} `))

describe('each page’s policy names its own inline scripts', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(() => server.stop())

  test('every kind of page, in every encoding: script-src holds the hashes of its inline scripts, no unsafe-inline, no eval', async () => {
    for (const page of PAGES) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const answer = await download(`${server.url}${page}`, encoding)
        assert.equal(answer.status, page.endsWith('/nope') ? 404 : 200, page)
        const body =
          encoding === 'br'
            ? brotliDecompressSync(answer.body)
            : encoding === 'gzip'
              ? gunzipSync(answer.body)
              : answer.body
        assert.equal(answer.headers['content-encoding'], encoding === 'identity' ? undefined : encoding, page)
        const policy = String(answer.headers['content-security-policy'])
        const scripts = directive(policy, 'script-src')!
        const hashes = inlineScriptHashes(body.toString('utf8'))
        assert.ok(hashes.size >= 3, `${page}: Next's bootstrap and page data`)
        assert.deepEqual(scriptHashesOf(policy), hashes, `${page} ${encoding}`)
        assert.deepEqual(
          scripts.filter((source) => !source.startsWith("'sha256-")),
          ["'self'", "'report-sample'"],
          page,
        )
        // The rest of the policy is the site's, as it was.
        assert.deepEqual(directive(policy, 'object-src'), ["'none'"], page)
        assert.deepEqual(directive(policy, 'frame-ancestors'), ["'none'"], page)
        assert.deepEqual(directive(policy, 'base-uri'), ["'self'"], page)
        assert.deepEqual(directive(policy, 'report-to'), ['csp'], page)
        assert.match(String(answer.headers['cache-control']), /no-transform/, page)
        assert.match(String(answer.headers['vary']), /Accept-Encoding/, page)
      }
    }
  })

  test('a version is processed once: later requests, in any encoding, get the same bytes and cost no compression', async () => {
    const page = '/es/alco'
    assert.deepEqual(processedLines(server, page), [], 'not asked for yet')
    // Four at once on its first request: one processing, which all four wait for.
    const first = await Promise.all(Array.from({length: 4}, () => download(`${server.url}${page}`, 'br')))
    const again = [
      await download(`${server.url}${page}`, 'gzip, deflate, br, zstd'),
      await download(`${server.url}${page}`, 'br'),
    ]
    for (const answer of [...first, ...again]) {
      assert.ok(answer.body.equals(first[0]!.body), 'the same Brotli copy')
      assert.equal(answer.headers['content-security-policy'], first[0]!.headers['content-security-policy'])
      assert.equal(answer.headers['etag'], first[0]!.headers['etag'])
    }
    assert.equal(again[0]!.headers['content-length'], String(first[0]!.body.length), 'its length is known')
    const gzip = [await download(`${server.url}${page}`, 'gzip'), await download(`${server.url}${page}`, 'gzip')]
    assert.ok(gzip[1]!.body.equals(gzip[0]!.body))
    const html = (await download(`${server.url}${page}`, 'identity')).body
    assert.ok(brotliDecompressSync(first[0]!.body).equals(html))
    assert.ok(gunzipSync(gzip[0]!.body).equals(html))
    // Brotli at its best: smaller than gzip by far (the page data repeats the markup).
    assert.ok(
      first[0]!.body.length < gzip[0]!.body.length * 0.75,
      `${first[0]!.body.length} vs ${gzip[0]!.body.length}`,
    )
    const lines = processedLines(server, page)
    assert.equal(lines.length, 1, lines.join('\n'))
    assert.match(lines[0]!, /\d+ inline scripts named, Brotli \d+ B, gzip \d+ B/)
  })

  test('a client with the version it holds gets 304 and that version’s policy; with another, the page', async () => {
    const page = '/legal/terms-of-use'
    const fresh = await download(`${server.url}${page}`, 'br')
    const etag = fresh.headers['etag']!
    assert.match(etag, /^W\/"/, 'one tag for every encoding of a version: weak')
    const kept = await download(`${server.url}${page}`, 'br', {'if-none-match': etag})
    assert.equal(kept.status, 304)
    assert.equal(kept.body.length, 0)
    assert.equal(kept.headers['content-security-policy'], fresh.headers['content-security-policy'])
    assert.equal(kept.headers['etag'], etag)
    const gzipKept = await download(`${server.url}${page}`, 'gzip', {'if-none-match': etag})
    assert.equal(gzipKept.status, 304)
    assert.equal(gzipKept.headers['content-security-policy'], fresh.headers['content-security-policy'])
    const other = await download(`${server.url}${page}`, 'br', {'if-none-match': 'W/"an-older-version"'})
    assert.equal(other.status, 200)
    assert.ok(other.body.equals(fresh.body))
  })

  test('a HEAD gets the headers of the GET, and no body', async () => {
    for (const page of ['/legal/privacy-policy', '/nope']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const get = await download(`${server.url}${page}`, encoding)
        const head = await download(`${server.url}${page}`, encoding, {}, 'HEAD')
        assert.equal(head.status, get.status, page)
        assert.equal(head.body.length, 0, page)
        for (const name of ['content-security-policy', 'content-encoding', 'content-length', 'etag', 'content-type']) {
          assert.equal(head.headers[name], get.headers[name], `${page} ${encoding}: ${name}`)
        }
      }
    }
  })

  test('what is not a page is sent as Next writes it, compressed per request', async () => {
    const sitemap = await download(`${server.url}/sitemap.xml`, 'br')
    assert.equal(sitemap.status, 200)
    assert.equal(sitemap.headers['content-encoding'], 'br')
    assert.doesNotMatch(String(sitemap.headers['content-security-policy']), /sha256-/)
    assert.deepEqual(processedLines(server, '/sitemap.xml'), [])
  })
})

describe('/api/csp-report', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({METRICS_FLUSH_SECONDS: '1', CSP_REPORT_RATE_LIMIT: '3/60'})
  })
  afterAll(() => server.stop())

  /** A report-to batch as Chromium sends it, about a page of the server's own. */
  const batch = (...directives: string[]) =>
    directives.map((effectiveDirective) => ({
      age: 1,
      type: 'csp-violation',
      url: `${server.url}/alco`,
      user_agent: 'Mozilla/5.0 csp-test',
      body: {
        documentURL: `${server.url}/alco?utm_source=news`,
        effectiveDirective,
        blockedURL: 'inline',
        disposition: 'enforce',
        originalPolicy: "default-src 'self'",
        sample: 'window.__injected = true',
        statusCode: 200,
      },
    }))
  const report = (
    body: unknown,
    from: string,
    {type = 'application/reports+json', headers = {}}: {type?: string; headers?: Record<string, string>} = {},
  ) =>
    send(server.url, {
      method: 'POST',
      path: '/api/csp-report',
      localAddress: from,
      headers: {'content-type': type, origin: server.url, ...headers},
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const storedDay = (): MetricsDay | undefined => {
    const file = path.join(server.dataDir, 'metrics', `${utcDay(new Date())}.json`)
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MetricsDay) : undefined
  }

  test('counts each violation by day and directive, logs it without the sender’s address, and keeps nothing else', async () => {
    assert.equal((await report(batch('script-src-elem', 'script-src-elem', 'img-src'), '127.0.0.40')).status, 204)
    const legacy = {
      'csp-report': {
        'document-uri': `${server.url}/en/`,
        'effective-directive': 'script-src-elem',
        'violated-directive': 'script-src-elem',
        'blocked-uri': 'https://cdn.evil.example/x.js?token=1',
      },
    }
    assert.equal((await report(legacy, '127.0.0.41', {type: 'application/csp-report'})).status, 204)
    const day = await eventually(storedDay, (day) => day?.cspViolations?.script_src_elem === 3, 'the violations stored')
    assert.deepEqual(day!.cspViolations, {script_src_elem: 3, img_src: 1})
    const stored = readFileSync(path.join(server.dataDir, 'metrics', `${utcDay(new Date())}.json`), 'utf8')
    assert.doesNotMatch(stored, /127\.0\.0|Mozilla|csp-test|injected|evil|utm_source/)
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('[csp] '))
    assert.deepEqual(lines, [
      '[csp] violation script-src-elem on /alco (blocked: inline)',
      '[csp] violation script-src-elem on /alco (blocked: inline)',
      '[csp] violation img-src on /alco (blocked: inline)',
      '[csp] violation script-src-elem on /en/ (blocked: https://cdn.evil.example)',
    ])
  })

  test('refuses, naming what is wrong, anything but a well-formed report of a page of this site, of bounded size', async () => {
    const refusals: Array<[string, unknown, Parameters<typeof report>[2], number, string]> = [
      ['text', 'hola', {type: 'text/plain'}, 415, 'unsupported_media_type'],
      [
        'too large',
        batch(...Array.from({length: 20}, () => 'script-src-elem')).map((entry) => ({
          ...entry,
          pad: 'x'.repeat(2_000),
        })),
        {},
        413,
        'payload_too_large',
      ],
      ['not JSON', '[{"type":', {}, 400, 'invalid_json'],
      ['another kind of report', [{type: 'deprecation', body: {id: 'x'}}], {}, 400, 'invalid_report'],
      ['an unknown directive', batch('script-src-anything'), {}, 400, 'invalid_report'],
      ['too many reports', batch(...Array.from({length: 21}, () => 'img-src')), {}, 400, 'invalid_report'],
      [
        'a page elsewhere',
        batch('img-src').map((entry) => ({...entry, body: {...entry.body, documentURL: 'https://evil.example/'}})),
        {},
        400,
        'invalid_report',
      ],
      ['from another site', batch('img-src'), {headers: {origin: 'https://evil.example'}}, 403, 'cross_origin'],
    ]
    let address = 50
    for (const [what, body, options, status, error] of refusals) {
      const answer = await report(body, `127.0.0.${address++}`, options)
      assert.equal(answer.status, status, what)
      const json = JSON.parse(answer.body) as {error: string; message: string}
      assert.equal(json.error, error, what)
      assert.equal(typeof json.message, 'string', what)
    }
  })

  test('takes a bounded number of requests per client (CSP_REPORT_RATE_LIMIT), as the contact form does', async () => {
    const statuses = []
    for (let index = 0; index < 5; index++) statuses.push((await report(batch('img-src'), '127.0.0.70')).status)
    assert.deepEqual(statuses, [204, 204, 204, 429, 429])
    const limited = await report(batch('img-src'), '127.0.0.70')
    assert.ok(Number(limited.headers['retry-after']) > 0)
    assert.equal((await report(batch('img-src'), '127.0.0.71')).status, 204, 'another client')
  })
})
