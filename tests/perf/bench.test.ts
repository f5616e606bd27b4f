/** @jest-environment node */
import assert from '../support/assert'
import {BENCH_PAGES, benchTable, parseBenchArgs, shareCardPathIn, type BenchRow} from '../../scripts/bench/table'

describe('npm run bench', () => {
  test('reads its options, with defaults, and refuses what it does not know', () => {
    const defaults = {spread: false, twoOrigins: false, cdn: false}
    assert.deepEqual(parseBenchArgs([]), {urls: [], duration: 15, connections: 50, ...defaults})
    assert.deepEqual(
      parseBenchArgs([
        '--url',
        'http://localhost:3000/alco',
        '--duration=5',
        '--connections',
        '10',
        '--url=http://b:1',
      ]),
      {urls: ['http://localhost:3000', 'http://b:1'], duration: 5, connections: 10, ...defaults},
    )
    assert.deepEqual(parseBenchArgs(['--url', 'http://a:1', '--url', 'http://b:1', '--spread']), {
      ...parseBenchArgs(['--url', 'http://a:1', '--url', 'http://b:1']),
      spread: true,
    })
    assert.equal(parseBenchArgs(['--two-origins']).twoOrigins, true)
    for (const argv of [['--duration', '0'], ['--connections', 'many'], ['--fast'], ['--url'], ['--url', 'nowhere']]) {
      assert.throws(() => parseBenchArgs(argv), argv.join(' '))
    }
  })

  test('prints one line per page, its encodings side by side', () => {
    const row = (page: string, encoding: string, requestsPerSecond: number, failures = 0): BenchRow => ({
      page,
      encoding,
      requestsPerSecond,
      p99Ms: 131.6,
      bodyBytes: 21_588,
      failures,
    })
    const table = benchTable([row('/', 'br', 812.4), row('/', 'none', 700), row('/alco', 'br', 1_200, 3)])
    assert.equal(
      table,
      [
        '| page  |        br req/s | br p99 | br body | none req/s | none p99 | none body |',
        '| ----- | --------------: | -----: | ------: | ---------: | -------: | --------: |',
        '| /     |             812 | 132 ms | 21.6 kB |        700 |   132 ms |   21.6 kB |',
        '| /alco | 1200 (3 failed) | 132 ms | 21.6 kB |            |          |           |',
      ].join('\n'),
    )
  })

  test('compares servers line by line when there are several', () => {
    const row = (server: string, requestsPerSecond: number): BenchRow => ({
      server,
      page: '/',
      encoding: 'br',
      requestsPerSecond,
      p99Ms: 80,
      bodyBytes: 21_588,
      failures: 0,
    })
    assert.equal(
      benchTable([row('http://a:1', 160), row('http://b:2', 820)]),
      [
        '| server     | page | br req/s | br p99 | br body |',
        '| ---------- | ---- | -------: | -----: | ------: |',
        '| http://a:1 | /    |      160 |  80 ms | 21.6 kB |',
        '| http://b:2 | /    |      820 |  80 ms | 21.6 kB |',
      ].join('\n'),
    )
  })

  test('adds the server’s CPU time a request when it was measured', () => {
    const table = benchTable([
      {
        page: '/',
        encoding: 'br',
        requestsPerSecond: 700,
        p99Ms: 90,
        bodyBytes: 21_588,
        failures: 0,
        cpuMsPerRequest: 1.5,
      },
    ])
    assert.equal(
      table,
      [
        '| page | br req/s | br p99 | br CPU/req | br body |',
        '| ---- | -------: | -----: | ---------: | ------: |',
        '| /    |      700 |  90 ms |    1.50 ms | 21.6 kB |',
      ].join('\n'),
    )
  })
})

test("the share card the bench loads is found in a page's head, only when it is one of the site's own", () => {
  const head = (image: string) => `<head><meta property="og:image" content="${image}"/></head>`
  assert.equal(
    shareCardPathIn(head('https://www.habitum.example/share-cards/es/legal/privacy-policy/0123456789ab.png')),
    '/share-cards/es/legal/privacy-policy/0123456789ab.png',
  )
  assert.equal(shareCardPathIn(head('https://www.habitum.example/content-images/a-1200x630.png?w=1200')), undefined)
  assert.ok(BENCH_PAGES.includes('/alco.md') && BENCH_PAGES.includes('/llms.txt'))
})
