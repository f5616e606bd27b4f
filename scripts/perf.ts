/**
 * npm run perf: how much this site adds to the framework. Lighthouse (mobile preset: a mid-range
 * phone on a slow 4G link, simulated) in Debian's Chromium measures a bare Next.js page (the floor,
 * scripts/perf/floor) and each page of the production build, in alternating rounds, so that the
 * load of a shared machine weighs on both alike; each page is judged on its medians' ratios to the
 * floor's (scripts/perf/summary.ts). Prints the table, writes test-results/perf/summary.json (and
 * every run in runs.json), exits 1 when a page misses a bar. See docs/performance.md.
 * Usage: npm run perf (builds first), or PERF_SKIP_BUILD=1 npm run perf on existing builds;
 * PERF_RUNS sets the number of rounds (7, the fewest the bars are judged on); PERF_PAGES a
 * comma-separated subset of the pages.
 */
import {mkdirSync, writeFileSync} from 'node:fs'
import {loadavg} from 'node:os'
import path from 'node:path'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium'
import {startProcessServer, startServer} from './packagedServer'
import {BARS, median, mediansOf, summarize, type Medians, type Summary} from './perf/summary'

const root = path.resolve(__dirname, '..')
const FLOOR_DIR = path.join(root, 'scripts/perf/floor')
const ALL_PAGES = ['/', '/en/', '/alco', '/legal/privacy-policy']
// PERF_PAGES=/,/alco measures only those (to compare a change on the pages it concerns, sooner).
const PAGES = process.env.PERF_PAGES
  ? process.env.PERF_PAGES.split(',').filter((page) => ALL_PAGES.includes(page))
  : ALL_PAGES
const FLOOR = 'floor'
const ROUNDS = Number(process.env.PERF_RUNS ?? BARS.minRounds)
const OUTPUT_DIR = path.join(root, 'test-results/perf')

/** The Lighthouse categories the summary reads and judges. */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

type Lhr = {
  categories: Record<(typeof CATEGORIES)[number], {score: number | null}>
  audits: Record<string, {numericValue?: number; details?: {items?: Array<Record<string, unknown>>}}>
  environment?: {benchmarkIndex?: number}
  runtimeError?: {message: string}
}
type Lighthouse = (url: string, flags: object) => Promise<{lhr: Lhr} | undefined>

async function main() {
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {default: Lighthouse}
  const chromeLauncher = await import('chrome-launcher')
  const [loadAtStart = NaN] = loadavg()
  // Both servers at the lowest CPU priority: on this machine they share the cores with the browser
  // playing the phone, and their work would otherwise land in the phone's measured tasks.
  const site = await startServer({}, {lowPriority: true})
  const floor = await startProcessServer(
    [process.execPath, require.resolve('next/dist/bin/next'), 'start', '--port', '{port}'],
    {cwd: FLOOR_DIR, lowPriority: true},
  )
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  const targets = [
    {name: FLOOR, url: `${floor.url}/`},
    ...PAGES.map((page) => ({name: page, url: `${site.url}${page}`})),
  ]
  const runs = new Map(targets.map((target) => [target.name, [] as Medians[]]))
  const benchmarkIndexes: number[] = []
  try {
    const measure = (url: string) => measureOnce(lighthouse, url, chrome.port)
    // One run of each that is not judged: it fills the servers' caches (the page, and the image
    // variants it asks for, drawn on first request), as they are filled behind a CDN in production.
    for (const target of targets) await measure(target.url)
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts one target later, so that none always runs right after the same other.
      for (const target of [...targets.slice(round % targets.length), ...targets.slice(0, round % targets.length)]) {
        const lhr = await measure(target.url)
        runs.get(target.name)!.push(metricsOf(lhr))
        if (lhr.environment?.benchmarkIndex) benchmarkIndexes.push(lhr.environment.benchmarkIndex)
      }
      console.log(`round ${round + 1} of ${ROUNDS} done`)
    }
  } finally {
    chrome.kill()
    await Promise.all([site.stop(), floor.stop()])
  }
  const summary = summarize(
    mediansOf(runs.get(FLOOR)!),
    Object.fromEntries(PAGES.map((page) => [page, mediansOf(runs.get(page)!)])),
    ROUNDS,
  )
  const machine = {
    loadAverage: {start: loadAtStart, end: loadavg()[0] ?? NaN},
    lighthouseBenchmarkIndex: {
      median: median(benchmarkIndexes),
      min: Math.min(...benchmarkIndexes),
      max: Math.max(...benchmarkIndexes),
    },
  }
  mkdirSync(OUTPUT_DIR, {recursive: true})
  writeFileSync(path.join(OUTPUT_DIR, 'summary.json'), `${JSON.stringify({...summary, machine}, null, 2)}\n`)
  writeFileSync(path.join(OUTPUT_DIR, 'runs.json'), `${JSON.stringify(Object.fromEntries(runs), null, 2)}\n`)
  report(summary, machine)
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART…) is redone. */
async function measureOnce(lighthouse: Lighthouse, url: string, port: number, attempts = 3): Promise<Lhr> {
  // The categories the summary reads: Lighthouse 13 adds others that would only slow each run.
  const result = await lighthouse(url, {port, logLevel: 'error', output: 'json', onlyCategories: [...CATEGORIES]})
  if (result && !result.lhr.runtimeError) return result.lhr
  const message = `Lighthouse failed on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`
  if (attempts <= 1) throw new Error(message)
  console.warn(`${message}; measuring again`)
  return measureOnce(lighthouse, url, port, attempts - 1)
}

function metricsOf(lhr: Lhr): Medians {
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
    seo: score('seo'),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    fcpMs: Math.round(metric('first-contentful-paint')),
    cls: Number(metric('cumulative-layout-shift').toFixed(3)),
    jsBytes: bytes('script'),
    totalBytes: bytes('total'),
  }
}

function report(summary: Summary, machine: {loadAverage: {start: number; end: number}}) {
  const times = (ratio: number) => `${ratio.toFixed(2)}×`
  const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`
  const row = (medians: Medians, ratios?: Summary['pages'][number]['ratios']) => ({
    performance: medians.performance,
    LCP: `${medians.lcpMs} ms${ratios ? ` ${times(ratios.lcp)}` : ''}`,
    TBT: `${medians.tbtMs} ms${ratios ? ` ${times(ratios.tbt)}` : ''}`,
    FCP: `${medians.fcpMs} ms${ratios ? ` ${times(ratios.fcp)}` : ''}`,
    CLS: medians.cls,
    JS: `${kB(medians.jsBytes)}${ratios ? ` ${times(ratios.js)}` : ''}`,
    total: `${kB(medians.totalBytes)}${ratios ? ` ${times(ratios.total)}` : ''}`,
    'a11y/BP/SEO': `${medians.accessibility}/${medians.bestPractices}/${medians.seo}`,
  })
  console.table({
    [FLOOR]: row(summary.floor),
    ...Object.fromEntries(summary.pages.map((page) => [page.page, row(page.medians, page.ratios)])),
  })
  console.log(
    `medians of ${summary.rounds} alternating rounds; load average ${machine.loadAverage.start.toFixed(1)} → ${machine.loadAverage.end.toFixed(1)}`,
  )
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
