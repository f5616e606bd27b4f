/** @jest-environment node */
import {readFileSync} from 'node:fs'
import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import path from 'node:path'
import assert from '../support/assert'
import {cdnTable, perMinute, publishEdit, publishSummary, PUBLISHES, type CdnRow} from '../../scripts/bench/cdn'
import {startCountingProxy} from '../../scripts/bench/countingProxy'
import {parseBenchArgs} from '../../scripts/bench/table'

/** npm run bench -- --cdn: its options, its report, its publishes and how it counts the origin's requests. */

test('--cdn is a switch of its own, and refuses servers it did not start', () => {
  assert.equal(parseBenchArgs(['--cdn']).cdn, true)
  assert.deepEqual(parseBenchArgs(['--cdn', '--duration', '5', '--connections=20']), {
    ...parseBenchArgs([]),
    cdn: true,
    duration: 5,
    connections: 20,
  })
  for (const argv of [
    ['--cdn', '--url', 'http://a:1'],
    ['--cdn', '--two-origins'],
  ])
    assert.throws(() => parseBenchArgs(argv), argv.join(' '))
})

test('prints each page with the origin and Varnish side by side, and what still reached the origin', () => {
  const row = (page: string, origin: number, edge: number, perMinuteRate: number, failures = 0): CdnRow => ({
    page,
    origin: {requestsPerSecond: origin, p99Ms: 68.4, failures: 0},
    edge: {requestsPerSecond: edge, p99Ms: 6.6, failures},
    originRequestsPerMinute: perMinuteRate,
  })
  assert.equal(
    cdnTable([row('/alco', 324.4, 3177, 1), row('/share-cards/es/x/0123.png', 456, 1185, 0, 2)]),
    [
      '| page       | origin req/s | origin p99 |   Varnish req/s | Varnish p99 | Varnish / origin | origin requests a minute under load |',
      '| ---------- | -----------: | ---------: | --------------: | ----------: | ---------------: | ----------------------------------: |',
      '| /alco      |          324 |      68 ms |            3177 |        7 ms |             9.8× |                                 1.0 |',
      '| share card |          456 |      68 ms | 1185 (2 failed) |        7 ms |             2.6× |                                 0.0 |',
    ].join('\n'),
  )
  assert.equal(perMinute(3, 90), 2)
})

test('sums up the publishes by their median and worst; one not seen counts as the slowest', () => {
  assert.equal(
    publishSummary([400, 1016, 300]),
    '3 publishes, from the webhook to Varnish serving the new text: median 400 ms, worst 1016 ms',
  )
  assert.match(publishSummary([400, 500, 300, 600]), /median 450 ms, worst 600 ms$/)
  assert.match(publishSummary([400, undefined, 300]), /median 400 ms, worst not within 30 s \(1 not seen\)$/)
})

test('each publish shows words of its own on /alco, edited in the bundled content where it is', () => {
  const documents = new Map(
    readFileSync(path.resolve('content/data.ndjson'), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .map((document) => [document._id, document]),
  )
  const texts = new Set<string>()
  for (let round = 1; round <= PUBLISHES; round++) {
    const edit = publishEdit(round)
    const document = structuredClone(documents.get(edit.id))
    assert.ok(document, edit.id)
    assert.equal(document._type, edit.type)
    assert.equal(edit.page, '/alco')
    edit.apply(document)
    assert.ok(JSON.stringify(document).includes(JSON.stringify(edit.text).slice(1, -1)), `round ${round}`)
    texts.add(edit.text)
  }
  assert.equal(texts.size, PUBLISHES)
  assert.deepEqual(new Set([1, 2].map((round) => publishEdit(round).type)), new Set(['faqItem', 'page']))
})

test('the counting pass-through forwards requests and answers whole, and counts them by address', async () => {
  const origin = createServer((request, response) => {
    response.writeHead(200, {'content-type': 'text/plain', 'surrogate-key': 'd:faq-21'})
    response.end(`${request.url} ${request.headers['accept-encoding']}`)
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  const proxy = await startCountingProxy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`)
  try {
    const answer = await fetch(`${proxy.url}/alco?x=1`, {headers: {'accept-encoding': 'br'}})
    assert.equal(await answer.text(), '/alco?x=1 br')
    assert.equal(answer.headers.get('surrogate-key'), 'd:faq-21')
    await (await fetch(`${proxy.url}/alco?x=1`)).text()
    await (await fetch(`${proxy.url}/`)).text()
    assert.deepEqual(
      [...proxy.takeCounts()],
      [
        ['/alco?x=1', 2],
        ['/', 1],
      ],
    )
    assert.deepEqual([...proxy.takeCounts()], [], 'counting starts again')
  } finally {
    await proxy.stop()
    await new Promise((resolve) => origin.close(resolve))
  }
})
