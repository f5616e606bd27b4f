/** @jest-environment node */
import assert from '../support/assert'
import {mediansOf, seoScoreOfUnindexedPage, spreadOf, summarize, type Medians} from '../../scripts/perf/summary'

/** The floor as measured from outside with applied throttling (docs/performance.md): a bare Next.js page. */
const floor: Medians = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 700,
  tbtMs: 146,
  fcpMs: 690,
  cls: 0,
  jsBytes: 140_000,
  totalBytes: 160_000,
}

/** A page that meets every bar with a little room. */
const fast: Medians = {...floor, lcpMs: 840, tbtMs: 180, fcpMs: 800, jsBytes: 160_000}

/** Seven rounds of the same figures: the medians are these figures. */
const sevenOf = (medians: Medians) => Array.from({length: 7}, () => medians)

test('a page within every bar passes, with its ratios to the floor', () => {
  const summary = summarize(sevenOf(floor), {'/': sevenOf(fast)}, 7)
  assert.equal(summary.passed, true)
  const [page] = summary.pages
  assert.deepEqual(page!.failures, [])
  assert.equal(page!.ratios.lcp.toFixed(3), (840 / 700).toFixed(3))
  assert.equal(page!.ratios.tbt.toFixed(3), (180 / 146).toFixed(3))
  assert.equal(page!.ratios.fcp.toFixed(3), (800 / 690).toFixed(3))
  assert.equal(page!.ratios.js.toFixed(3), (160_000 / 140_000).toFixed(3))
  assert.equal(page!.ratios.total, 1)
})

test('each bar fails on its own, naming the metric', () => {
  const cases: Array<[Partial<Medians>, RegExp]> = [
    [{lcpMs: 880}, /^LCP 1\.26× the floor's \(bar 1\.25×\)$/],
    [{tbtMs: 190}, /^TBT 1\.30× .*bar 1\.30×/],
    [{jsBytes: 175_001}, /^JS bytes 1\.25× .*bar 1\.25×/],
    [{cls: 0.001}, /^CLS 0\.001 \(bar 0\)$/],
    [{accessibility: 98}, /^accessibility 98 \(bar 100\)$/],
    [{bestPractices: 96}, /^bestPractices 96/],
    [{seo: 92}, /^seo 92/],
  ]
  for (const [change, failure] of cases) {
    const summary = summarize(sevenOf(floor), {'/en/': sevenOf({...fast, ...change})}, 7)
    assert.equal(summary.passed, false, JSON.stringify(change))
    assert.equal(summary.pages[0]!.failures.length, 1, JSON.stringify(summary.pages[0]!.failures))
    assert.match(summary.pages[0]!.failures[0]!, failure)
  }
})

test('the performance score is reported, not judged: a page below the floor’s passes', () => {
  const summary = summarize(sevenOf(floor), {'/alco': sevenOf({...fast, performance: 80})}, 7)
  assert.equal(summary.passed, true)
  assert.equal(summary.pages[0]!.medians.performance, 80)
})

test('the bars hold at their edges: exactly 1.25× LCP, 1.3× TBT and 1.25× JS pass', () => {
  const roundFloor: Medians = {...floor, lcpMs: 1000, tbtMs: 100, jsBytes: 100_000}
  const edge: Medians = {...fast, lcpMs: 1250, tbtMs: 130, jsBytes: 125_000}
  assert.deepEqual(summarize(sevenOf(roundFloor), {'/alco': sevenOf(edge)}, 7).pages[0]!.failures, [])
})

test('pages are judged on the median of their rounds: one slow load does not fail a page, four do', () => {
  const slow = {...fast, lcpMs: 2000}
  const oneSlow = [slow, ...Array.from({length: 6}, () => fast)]
  assert.equal(summarize(sevenOf(floor), {'/': oneSlow}, 7).passed, true)
  const fourSlow = [slow, slow, slow, slow, fast, fast, fast]
  const summary = summarize(sevenOf(floor), {'/': fourSlow}, 7)
  assert.equal(summary.passed, false)
  assert.match(summary.pages[0]!.failures[0]!, /^LCP 2\.86× /)
})

test('the figures measured before this work, applied throttling, miss the LCP bar on every page', () => {
  // Medians of the outside measurement (5 rounds, so also too few to judge).
  const measured = {
    '/': {...floor, lcpMs: 990},
    '/en/': {...floor, lcpMs: 1550},
    '/alco': {...floor, lcpMs: 975},
    '/legal/privacy-policy': {...floor, lcpMs: 1000},
  }
  const fiveOf = (medians: Medians) => Array.from({length: 5}, () => medians)
  const summary = summarize(
    fiveOf({...floor, lcpMs: 697}),
    Object.fromEntries(Object.entries(measured).map(([page, medians]) => [page, fiveOf(medians)])),
    5,
  )
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
  assert.equal(summarize(sevenOf(quiet), {'/': sevenOf({...fast, tbtMs: 0})}, 7).passed, true)
  assert.match(
    summarize(sevenOf(quiet), {'/': sevenOf({...fast, tbtMs: 10})}, 7).pages[0]!.failures[0]!,
    /^TBT Infinity×/,
  )
})

test('the medians of runs are taken field by field, the middle two averaged on an even count', () => {
  const runs = [100, 300, 200, 900].map((lcpMs, index) => ({...floor, lcpMs, performance: 90 + index}))
  const medians = mediansOf(runs)
  assert.equal(medians.lcpMs, 250)
  assert.equal(medians.performance, 91.5)
  assert.equal(medians.seo, 100)
})

test('each page’s spread: lowest, highest, and the range as a share of the median', () => {
  // Quartiles 990 and 1,010 of five loads: one stray load (1,500) moves the range, not them.
  assert.deepEqual(spreadOf([950, 1000, 1500, 990, 1010]), {min: 950, max: 1500, relative: 0.55, interquartile: 0.02})
  const runs = [900, 1000, 1100].map((lcpMs) => ({...fast, lcpMs}))
  const summary = summarize(sevenOf(floor), {'/': runs}, 7)
  assert.deepEqual(summary.pages[0]!.spreads.lcpMs, {min: 900, max: 1100, relative: 0.2, interquartile: 0.1})
  assert.deepEqual(summary.floorSpreads.lcpMs, {min: 700, max: 700, relative: 0, interquartile: 0})
})

test('a page kept out of search engines on purpose: its SEO score counts every scored audit but is-crawlable', () => {
  const result = (scores: Record<string, number | null>) => ({
    categories: {
      seo: {
        auditRefs: [
          {id: 'is-crawlable', weight: 4},
          {id: 'document-title', weight: 1},
          {id: 'link-text', weight: 1},
          {id: 'hreflang', weight: 1},
          {id: 'structured-data', weight: 0},
        ],
      },
    },
    audits: Object.fromEntries(Object.entries(scores).map(([id, score]) => [id, {score}])),
  })
  // noindex fails is-crawlable; the rest pass, hreflang does not apply (null): 100.
  assert.equal(
    seoScoreOfUnindexedPage(result({'is-crawlable': 0, 'document-title': 1, 'link-text': 1, hreflang: null})),
    1,
  )
  // Any other failing audit still lowers the score, by its weight.
  assert.equal(
    seoScoreOfUnindexedPage(result({'is-crawlable': 0, 'document-title': 0, 'link-text': 1, hreflang: 1})),
    2 / 3,
  )
})
