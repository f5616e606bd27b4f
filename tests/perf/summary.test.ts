import assert from 'node:assert/strict'
import {test} from 'node:test'
import {mediansOf, summarize, type Medians} from '../../scripts/perf/summary'

/** The floor as measured from outside (docs/performance.md): a bare Next.js page. */
const floor: Medians = {
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 870,
  tbtMs: 146,
  fcpMs: 800,
  cls: 0,
  jsBytes: 140_000,
  totalBytes: 160_000,
}

/** A page that meets every bar with a little room. */
const fast: Medians = {...floor, performance: 98, lcpMs: 1200, tbtMs: 180, fcpMs: 900, jsBytes: 160_000}

test('a page within every bar passes, with its ratios to the floor', () => {
  const summary = summarize(floor, {'/': fast}, 7)
  assert.equal(summary.passed, true)
  const [page] = summary.pages
  assert.deepEqual(page!.failures, [])
  assert.equal(page!.ratios.lcp.toFixed(3), (1200 / 870).toFixed(3))
  assert.equal(page!.ratios.tbt.toFixed(3), (180 / 146).toFixed(3))
  assert.equal(page!.ratios.fcp.toFixed(3), (900 / 800).toFixed(3))
  assert.equal(page!.ratios.js.toFixed(3), (160_000 / 140_000).toFixed(3))
  assert.equal(page!.ratios.total, 1)
})

test('each bar fails on its own, naming the metric', () => {
  const cases: Array<[Partial<Medians>, RegExp]> = [
    [{lcpMs: 1310}, /^LCP 1\.51× the floor's \(bar 1\.50×\)$/],
    [{tbtMs: 190}, /^TBT 1\.30× .*bar 1\.30×/],
    [{jsBytes: 175_001}, /^JS bytes 1\.25× .*bar 1\.25×/],
    [{cls: 0.001}, /^CLS 0\.001 \(bar 0\)$/],
    [{performance: 96}, /^performance 96 \(bar 97: the floor's 99 − 2\)$/],
    [{accessibility: 98}, /^accessibility 98 \(bar 100\)$/],
    [{bestPractices: 96}, /^bestPractices 96/],
    [{seo: 92}, /^seo 92/],
  ]
  for (const [change, failure] of cases) {
    const summary = summarize(floor, {'/en/': {...fast, ...change}}, 7)
    assert.equal(summary.passed, false, JSON.stringify(change))
    assert.equal(summary.pages[0]!.failures.length, 1, JSON.stringify(summary.pages[0]!.failures))
    assert.match(summary.pages[0]!.failures[0]!, failure)
  }
})

test('the bars hold at their edges: exactly 1.5× LCP, 1.3× TBT, 1.25× JS and the floor − 2 pass', () => {
  const roundFloor: Medians = {...floor, lcpMs: 1000, tbtMs: 100, jsBytes: 100_000}
  const edge: Medians = {...fast, lcpMs: 1500, tbtMs: 130, jsBytes: 125_000, performance: 97}
  assert.deepEqual(summarize(roundFloor, {'/alco': edge}, 7).pages[0]!.failures, [])
})

test('the figures measured before this work miss the LCP bar on every page', () => {
  // Medians of the outside measurement (5 rounds, so also too few to judge).
  const measured = {
    '/': {...floor, performance: 98, lcpMs: 1780, tbtMs: 157},
    '/en/': {...floor, performance: 94, lcpMs: 2350, tbtMs: 207},
    '/alco': {...floor, performance: 90, lcpMs: 2450, tbtMs: 360},
    '/legal/privacy-policy': {...floor, performance: 99, lcpMs: 1910, tbtMs: 122},
  }
  const summary = summarize(floor, measured, 5)
  assert.equal(summary.passed, false)
  for (const page of summary.pages) {
    assert.ok(
      page.failures.some((failure) => failure.startsWith('LCP ')),
      page.page,
    )
    assert.ok(page.failures.includes('5 rounds: the bars are judged on 7 or more'), page.page)
  }
  // A JSON document: summary.json is this object as it is.
  assert.deepEqual(JSON.parse(JSON.stringify(summary)), summary)
})

test('a floor without blocking time fails any page that has some, and passes one that has none', () => {
  const quiet = {...floor, tbtMs: 0}
  assert.equal(summarize(quiet, {'/': {...fast, tbtMs: 0}}, 7).passed, true)
  assert.match(summarize(quiet, {'/': {...fast, tbtMs: 10}}, 7).pages[0]!.failures[0]!, /^TBT Infinity×/)
})

test('the medians of runs are taken field by field, the middle two averaged on an even count', () => {
  const runs = [100, 300, 200, 900].map((lcpMs, index) => ({...floor, lcpMs, performance: 90 + index}))
  const medians = mediansOf(runs)
  assert.equal(medians.lcpMs, 250)
  assert.equal(medians.performance, 91.5)
  assert.equal(medians.seo, 100)
})
