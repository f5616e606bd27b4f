/** @jest-environment node */
import assert from '../support/assert'
import {existsSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {metricsDayId, type MetricsDay} from '../../packages/content/metrics/day'
import {BEACON_MAX_BYTES, type Device, type MetricsBeacon} from '../../packages/content/metrics/events'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {segmentKey, utcDay} from '../../web/lib/metrics/aggregate'
import {getDocument} from '../local-lake/lakeTest'
import {siteWritingTo, startTestLake} from '../support/localLake'
import {eventually, send} from './requests'

/** The packaged server (npm run build first) takes the pages' beacons at /api/metrics and keeps only counts. */

const beacon = (fields: Partial<MetricsBeacon> = {}): MetricsBeacon => ({
  path: '/en/alco',
  device: 'phone',
  events: [
    {kind: 'view', utmCampaign: 'otoño'},
    {kind: 'vital', name: 'LCP', value: 1_234, element: 'text'},
  ],
  ...fields,
})

/** A beacon as a browser sends it: from a page of the site, with its user agent; from a loopback address of the test's own. */
function postBeacon(
  server: RunningServer,
  body: unknown,
  {from = '127.0.0.1', headers = {}}: {from?: string; headers?: Record<string, string>} = {},
) {
  return send(server.url, {
    method: 'POST',
    path: '/api/metrics',
    localAddress: from,
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) metrics-test',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const today = () => utcDay(new Date())
const localDay = (server: RunningServer): MetricsDay | undefined => {
  const file = path.join(server.dataDir, 'metrics', `${today()}.json`)
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as MetricsDay) : undefined
}
const viewsOf = (day: MetricsDay | undefined, page: string, language: 'es' | 'en', device: Device = 'phone') =>
  day?.segments[segmentKey({path: page, language}, device)]?.views ?? 0

describe('/api/metrics', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({METRICS_FLUSH_SECONDS: '1', METRICS_RATE_LIMIT: '30/60'})
  })
  afterAll(() => server.stop())

  test('counts a beacon by page, language and device, and keeps no address or user agent', async () => {
    const answer = await postBeacon(server, beacon())
    assert.equal(answer.status, 204)
    const day = await eventually(
      () => localDay(server),
      (day) => viewsOf(day, '/alco', 'en') >= 1,
      'the view stored',
    )
    const segment = day!.segments[segmentKey({path: '/alco', language: 'en'}, 'phone')]!
    assert.deepEqual(segment.vitals.LCP, {b12: 1})
    assert.deepEqual(segment.lcpElements, {text: 1})
    assert.deepEqual(Object.values(day!.sources.utmCampaign.entries), [{value: 'otoño', count: 1}])
    const stored = readFileSync(path.join(server.dataDir, 'metrics', `${today()}.json`), 'utf8')
    assert.doesNotMatch(stored, /127\.0\.0|Mozilla|Android|metrics-test/)
  })

  test('refuses, naming what is wrong, anything but a beacon of a page of this site', async () => {
    const refusals: Array<
      [string, Parameters<typeof postBeacon>[1], Parameters<typeof postBeacon>[2], number, Record<string, unknown>]
    > = [
      ['text', 'hola', {headers: {'content-type': 'text/plain'}}, 415, {error: 'unsupported_media_type'}],
      ['too large', beacon({path: `/${'a'.repeat(BEACON_MAX_BYTES)}`}), {}, 413, {error: 'payload_too_large'}],
      ['not JSON', '{"path":', {}, 400, {error: 'invalid_json'}],
      [
        'an unknown kind',
        beacon({events: [{kind: 'click'} as never]}),
        {},
        400,
        {error: 'invalid_field', field: 'events[0].kind'},
      ],
      [
        'a field value',
        beacon({events: [{kind: 'fieldError', field: 'email', value: 'ana@x'} as never]}),
        {},
        400,
        {error: 'invalid_field', field: 'events[0].value'},
      ],
      ['an unknown page', beacon({path: '/no-such-page'}), {}, 400, {error: 'unknown_page', field: 'path'}],
      ['another site', beacon(), {headers: {origin: 'https://evil.example'}}, 403, {error: 'cross_origin'}],
    ]
    for (const [what, body, options, status, expected] of refusals) {
      const answer = await postBeacon(server, body, {from: '127.0.0.2', ...options})
      assert.equal(answer.status, status, what)
      const json = JSON.parse(answer.body) as Record<string, unknown>
      assert.partialDeepStrictEqual(json, expected, what)
      assert.equal(typeof json.message, 'string', what)
    }
  })

  test('a browser that sends Global Privacy Control or Do Not Track is answered the same and counted nowhere', async () => {
    for (const header of [{'sec-gpc': '1'}, {dnt: '1'}] as Array<Record<string, string>>) {
      const answer = await postBeacon(server, beacon({path: '/legal/privacy-policy'}), {
        from: '127.0.0.3',
        headers: header,
      })
      assert.equal(answer.status, 204)
    }
    // A beacon counted after them: once it is stored, so would they have been.
    const before = viewsOf(localDay(server), '/', 'es', 'phone')
    assert.equal((await postBeacon(server, beacon({path: '/'}), {from: '127.0.0.3'})).status, 204)
    const day = await eventually(
      () => localDay(server),
      (day) => viewsOf(day, '/', 'es') > before,
      'the later view stored',
    )
    assert.equal(viewsOf(day, '/legal/privacy-policy', 'es'), 0)
  })

  test('a client over its own limit gets 429 with Retry-After; another client is still counted', async () => {
    const statuses = []
    for (let index = 0; index < 31; index++)
      statuses.push((await postBeacon(server, beacon(), {from: '127.0.0.4'})).status)
    assert.deepEqual(statuses, [...Array(30).fill(204), 429])
    const limited = await postBeacon(server, beacon(), {from: '127.0.0.4'})
    assert.ok(Number(limited.headers['retry-after']) > 0)
    assert.equal((await postBeacon(server, beacon(), {from: '127.0.0.5'})).status, 204)
  })
})

test('a server told to stop stores what it counted since its last flush', async () => {
  const server = await startServer({METRICS_FLUSH_SECONDS: '60'})
  try {
    assert.equal((await postBeacon(server, beacon({path: '/', device: 'desktop'}))).status, 204)
  } finally {
    await server.stop()
  }
  assert.equal(viewsOf(localDay(server), '/', 'es', 'desktop'), 1)
})

test('two servers writing to one dataset add up: each flush increments the day document', async () => {
  const lake = await startTestLake()
  const servers = await Promise.all([1, 2].map(() => startServer({...siteWritingTo(lake), METRICS_FLUSH_SECONDS: '1'})))
  try {
    for (const server of servers)
      for (let index = 0; index < 3; index++)
        assert.equal((await postBeacon(server, beacon({path: '/', device: 'tablet'}))).status, 204)
    const stored = await eventually(
      () => getDocument(lake, metricsDayId(today())) as Promise<MetricsDay | undefined>,
      (day) => viewsOf(day, '/', 'es', 'tablet') >= 6,
      'six views in the dataset',
    )
    assert.equal(viewsOf(stored, '/', 'es', 'tablet'), 6)
    assert.deepEqual(Object.values(stored!.sources.utmCampaign.entries), [{value: 'otoño', count: 6}])
    // Counts of visits are kept with the leads, never written into the content snapshot.
    assert.doesNotMatch(readFileSync(path.join(lake.contentDir, 'data.ndjson'), 'utf8'), /siteMetricsDay/)
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
    await lake.close()
  }
})
