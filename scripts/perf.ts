/**
 * npm run perf: how much this site adds to the framework, as a phone on a slow network sees it.
 * Lighthouse (mobile preset) in Debian's Chromium loads a bare Next.js page (the floor,
 * scripts/perf/floor) and each page of the production build with the browser itself slowed while it
 * loads (`devtools` throttling: Lighthouse's mobile profile applied through the DevTools protocol,
 * cold cache each load), in alternating rounds, so that the load of a shared machine weighs on both
 * alike; each page is judged on its medians' ratios to the floor's (scripts/perf/summary.ts).
 * Prints the table with each page's spread, writes test-results/perf/summary.json (and every run in
 * runs.json), exits 1 when a page misses a bar. See docs/performance.md.
 * Usage: npm run perf (builds first), or PERF_SKIP_BUILD=1 npm run perf on existing builds;
 * PERF_RUNS sets the number of rounds (7, the fewest the bars are judged on); PERF_PAGES a
 * comma-separated subset of the pages; PERF_SIMULATED=1 also loads each target with Lighthouse's
 * simulated throttling in the same rounds, reported beside (never judged).
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import {loadavg} from 'node:os'
import path from 'node:path'
import {startProcessServer, startServer} from './packagedServer'
import {launchChromium, loadLighthouse, THROTTLING} from './perf/lighthouse'
import {serveFloorWithFont, serveStripped} from './perf/strippedPage'
import {
  BARS,
  median,
  seoScoreOfUnindexedPage,
  summarize,
  type Medians,
  type Spread,
  type Spreads,
  type Summary,
} from './perf/summary'

const root = path.resolve(__dirname, '..')
const FLOOR_DIR = path.join(root, 'scripts/perf/floor')
const ALL_PAGES = [
  '/',
  '/en/',
  '/alco',
  '/legal/privacy-policy',
  // An earlier revision of a legal text, and its comparison with the one in force.
  '/legal/privacy-policy/2022-03-01',
  '/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
]
// PERF_PAGES=/,/alco measures only those (to compare a change on the pages it concerns, sooner).
const PAGES = process.env.PERF_PAGES
  ? process.env.PERF_PAGES.split(',').filter((page) => ALL_PAGES.includes(page))
  : ALL_PAGES
/**
 * Pages the site keeps out of search engines on purpose (`noindex`: a legal text's earlier
 * revisions and their comparisons). Their SEO score is Lighthouse's without its `is-crawlable`
 * audit, which fails on them by design; every other SEO audit still counts.
 */
const NOT_INDEXED = new Set([
  '/legal/privacy-policy/2022-03-01',
  '/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
])
const FLOOR = 'floor'
const ROUNDS = Number(process.env.PERF_RUNS ?? BARS.minRounds)
// PERF_PORT=3150: the site there, the floor on the next port, Chromium's DevTools on the one after
// (on a machine shared with other runs); free ports otherwise.
const PORT = process.env.PERF_PORT ? Number(process.env.PERF_PORT) : undefined
const OUTPUT_DIR = path.join(root, 'test-results/perf')
const ALSO_SIMULATED = process.env.PERF_SIMULATED === '1'
// PERF_BOUNDS=1 also loads, in the same rounds, each page without its JavaScript and the floor
// carrying the site's font: the bounds no change to the scripts can pass (reported, not judged).
const WITH_BOUNDS = process.env.PERF_BOUNDS === '1'
const FLOOR_WITH_FONT = 'floor with the site’s font'
const withoutJavaScript = (page: string) => `${page} without JavaScript`

/**
 * How each load is slowed. `devtools`: Chromium itself is slowed while the page loads (THROTTLING,
 * Lighthouse's mobile profile), and the figures are what the browser reports. `simulate`: a fast
 * load, replayed on a model of the phone (only reported).
 */
type Method = 'devtools' | 'simulate'

/** The Lighthouse categories the summary reads and judges. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Lhr = {
  categories: Record<
    (typeof CATEGORIES)[number],
    {score: number | null; auditRefs: Array<{id: string; weight: number}>}
  >
  audits: Record<
    string,
    {score?: number | null; numericValue?: number; details?: {items?: Array<Record<string, unknown>>}}
  >
  environment?: {benchmarkIndex?: number}
  runtimeError?: {message: string}
}
type Lighthouse = Awaited<ReturnType<typeof loadLighthouse<{lhr: Lhr}>>>

async function main() {
  const lighthouse = await loadLighthouse<{lhr: Lhr}>()
  const [loadAtStart = NaN] = loadavg()
  // Both servers at the lowest CPU priority: on this machine they share the cores with the browser
  // playing the phone, and their work would otherwise land in the phone's measured tasks.
  const site = await startServer(PORT ? {PORT: String(PORT)} : {}, {lowPriority: true})
  const floor = await startProcessServer(
    [process.execPath, require.resolve('next/dist/bin/next'), 'start', '--port', '{port}'],
    {cwd: FLOOR_DIR, lowPriority: true, ...(PORT ? {env: {PORT: String(PORT + 1)}} : {})},
  )
  const chrome = await launchChromium(PORT ? PORT + 2 : undefined)
  const boundServers = WITH_BOUNDS
    ? [
        {name: FLOOR_WITH_FONT, indexed: true, served: await serveFloorWithFont(`${floor.url}/`, site.url)},
        ...(await Promise.all(
          PAGES.map(async (page) => ({
            name: withoutJavaScript(page),
            indexed: !NOT_INDEXED.has(page),
            served: await serveStripped(`${site.url}${page}`, 'javascript'),
          })),
        )),
      ]
    : []
  const targets = [
    {name: FLOOR, url: `${floor.url}/`, indexed: true},
    ...PAGES.map((page) => ({name: page, url: `${site.url}${page}`, indexed: !NOT_INDEXED.has(page)})),
    ...boundServers.map(({name, indexed, served}) => ({name, url: served.url, indexed})),
  ]
  const methods: Method[] = ALSO_SIMULATED ? ['devtools', 'simulate'] : ['devtools']
  const runs = Object.fromEntries(
    methods.map((method) => [method, new Map(targets.map((target) => [target.name, [] as Medians[]]))]),
  ) as Record<Method, Map<string, Medians[]>>
  const benchmarkIndexes: number[] = []
  try {
    const measure = (url: string, method: Method) => measureOnce(lighthouse, url, chrome.port, method)
    // One run of each that is not judged: it fills the servers' caches (the page, and the image
    // variants it asks for, drawn on first request), as they are filled behind a CDN in production.
    for (const target of targets) await measure(target.url, 'simulate')
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts one target later, so that none always runs right after the same other.
      for (const target of [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)]) {
        for (const method of methods) {
          const lhr = await measure(target.url, method)
          runs[method].get(target.name)!.push(metricsOf(lhr, target))
          if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex)
        }
      }
      console.log(`round ${round + 1} of ${ROUNDS} done`)
    }
  } finally {
    chrome.kill()
    await Promise.all([site.stop(), floor.stop(), ...boundServers.map(({served}) => served.close())])
  }
  const summarizeMethod = (method: Method, names = PAGES) =>
    summarize(
      runs[method].get(FLOOR)!,
      Object.fromEntries(names.map((name) => [name, runs[method].get(name)!])),
      ROUNDS,
    )
  const summary = summarizeMethod('devtools')
  const bounds = WITH_BOUNDS
    ? summarizeMethod(
        'devtools',
        boundServers.map(({name}) => name),
      )
    : undefined
  // Lighthouse's simulated figures of the same rounds: reported for comparison, never judged.
  const simulated = ALSO_SIMULATED ? summarizeMethod('simulate') : undefined
  const machine = {
    loadAverage: {start: loadAtStart, end: loadavg()[0] ?? NaN},
    lighthouseBenchmarkIndex: {
      median: median(benchmarkIndexes),
      min: Math.min(...benchmarkIndexes),
      max: Math.max(...benchmarkIndexes),
    },
  }
  mkdirSync(OUTPUT_DIR, {recursive: true})
  const throttling = {method: 'devtools', ...THROTTLING}
  writeFileSync(
    path.join(OUTPUT_DIR, 'summary.json'),
    `${JSON.stringify({...summary, throttling, machine, simulated, bounds}, null, 2)}\n`,
  )
  const allRuns = Object.fromEntries(methods.map((method) => [method, Object.fromEntries(runs[method])]))
  writeFileSync(path.join(OUTPUT_DIR, 'runs.json'), `${JSON.stringify(allRuns, null, 2)}\n`)
  if (simulated) {
    console.log("Lighthouse's simulated throttling, the same rounds (not judged):")
    report(simulated, machine, {judge: false})
  }
  if (bounds) {
    console.log('\nThe bounds, applied throttling, the same rounds (not judged):')
    report(bounds, machine, {judge: false})
  }
  if (simulated || bounds) console.log('\nApplied throttling (judged):')
  report(summary, machine, {judge: true})
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART…) is redone. */
async function measureOnce(
  lighthouse: Lighthouse,
  url: string,
  port: number,
  method: Method,
  attempts = 3,
): Promise<Lhr> {
  // The categories the summary reads: Lighthouse 13 adds others that would only slow each run.
  // Lighthouse clears the browser's cache and the origin's storage before each load.
  const result = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    throttlingMethod: method,
    throttling: THROTTLING,
  })
  if (result && !result.lhr.runtimeError) return result.lhr
  const message = `Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`
  if (attempts <= 1) throw new Error(message)
  console.warn(`${message}; measuring again`)
  return measureOnce(lighthouse, url, port, method, attempts - 1)
}

function metricsOf(lhr: Lhr, {indexed}: {indexed: boolean}): Medians {
  const score = (category: keyof Lhr['categories']) => Math.round((lhr.categories[category].score ?? 0) * 100)
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN
  const bytes = (type: string) =>
    Number(
      lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === type)?.transferSize ?? 0,
    )
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: Math.round((indexed ? (lhr.categories.seo.score ?? 0) : seoScoreOfUnindexedPage(lhr)) * 100),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    jsBytes: bytes('script'),
    totalBytes: bytes('total'),
  }
}

function report(summary: Summary, machine: {loadAverage: {start: number; end: number}}, {judge}: {judge: boolean}) {
  const times = (ratio: number) => `${ratio.toFixed(2)}×`
  const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`
  // The median, its ratio to the floor's, and how far the loads strayed from each other.
  const time = (value: number, spread: Spread, ratio?: number) =>
    `${value} ms${ratio === undefined ? '' : ` ${times(ratio)}`} (${spread.min}–${spread.max}, IQR ${Math.round(spread.interquartile * 100)} %)`
  const row = (medians: Medians, spreads: Spreads, ratios?: Summary['pages'][number]['ratios']) => ({
    LCP: time(medians.lcpMs, spreads.lcpMs, ratios?.lcp),
    FCP: time(medians.fcpMs, spreads.fcpMs, ratios?.fcp),
    TBT: time(medians.tbtMs, spreads.tbtMs, ratios?.tbt),
    CLS: medians.cls,
    JS: `${kB(medians.jsBytes)}${ratios ? ` ${times(ratios.js)}` : ''}`,
    total: `${kB(medians.totalBytes)}${ratios ? ` ${times(ratios.total)}` : ''}`,
    'perf/a11y/BP/SEO': `${medians.performance}/${medians.accessibility}/${medians.bestPractices}/${medians.seo}`,
  })
  console.table({
    [FLOOR]: row(summary.floor, summary.floorSpreads),
    ...Object.fromEntries(summary.pages.map((page) => [page.page, row(page.medians, page.spreads, page.ratios)])),
  })
  console.log(
    `medians (lowest–highest; interquartile range as a share of the median) of ${summary.rounds} alternating rounds; load average ${machine.loadAverage.start.toFixed(1)} → ${machine.loadAverage.end.toFixed(1)}`,
  )
  if (!judge) return
  const failures = summary.pages.flatMap((page) => page.failures.map((failure) => `${page.page}: ${failure}`))
  if (!summary.passed) {
    console.error(`\nMisses the bars (docs/performance.md):\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
  console.log('\n✓ every page meets the bars against the floor (docs/performance.md)')
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
