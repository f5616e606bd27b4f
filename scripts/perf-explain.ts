/**
 * What Lighthouse counted in one page's Largest Contentful Paint. Lighthouse does not time the
 * slow phone it reports: it loads the page once, fast, on this machine, and simulates the phone
 * (Lantern) from a graph of that load: the requests and main-thread tasks it takes the paint to
 * have needed. This prints that graph as simulated (each request and task, when it starts and ends
 * on the phone, and what it is), with the server response time it assumed for the origin.
 * Usage: npx tsx scripts/perf-explain.ts <url> (a served page: npm start, or a PERF server), or
 * npx tsx scripts/perf-explain.ts --artifacts <folder> to explain a saved load again.
 * See docs/performance.md, "What Lighthouse counts".
 */
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium'

// Lighthouse's own modules: the version is pinned (package.json), and these are its internals.
const LIGHTHOUSE = 'lighthouse/core'
type GraphNode = {
  type: 'network' | 'cpu'
  startTime: number
  duration: number
  request: {url: string; resourceType: string; transferSize: number; priority: string}
  childEvents: Array<{name: string}>
}
type Estimate = {timeInMs: number; nodeTimings: Map<GraphNode, {startTime: number; endTime: number}>}
type LanternResult = {timing: number; optimisticEstimate: Estimate; pessimisticEstimate: Estimate}

async function gather(url: string): Promise<string> {
  const folder = mkdtempSync(path.join(tmpdir(), 'perf-explain-'))
  const {default: lighthouse} = (await import('lighthouse')) as unknown as {
    default: (url: string, flags: object) => Promise<unknown>
  }
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  })
  try {
    await lighthouse(url, {port: chrome.port, logLevel: 'error', gatherMode: folder})
  } finally {
    chrome.kill()
  }
  return folder
}

async function explain(folder: string) {
  const {loadArtifacts} = await import(`${LIGHTHOUSE}/lib/asset-saver.js`)
  const {LanternLargestContentfulPaint} = await import(
    `${LIGHTHOUSE}/computed/metrics/lantern-largest-contentful-paint.js`
  )
  const {NetworkAnalysis} = await import(`${LIGHTHOUSE}/computed/network-analysis.js`)
  const {defaultSettings} = await import(`${LIGHTHOUSE}/config/constants.js`)
  const artifacts = await loadArtifacts(folder)
  const settings = {...defaultSettings, throttlingMethod: 'simulate'}
  const context = {computedCache: new Map(), settings}
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: [],
    simulator: null,
  }
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as LanternResult
  const network = await NetworkAnalysis.request(artifacts.DevtoolsLog, context)
  console.log(`${artifacts.URL.finalDisplayedUrl}`)
  console.log(`simulated LCP ${ms(lcp.timing)}: the mean of an optimistic and a pessimistic graph`)
  for (const [origin, time] of network.serverResponseTimeByOrigin as Map<string, number>)
    if (origin !== '__SUMMARY__')
      console.log(`server response time assumed for ${origin}: ${ms(time)} (the median of its requests)`)
  for (const [name, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ] as const) {
    console.log(`\n${name}: ${ms(estimate.timeInMs)}`)
    const rows = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime)
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType} ${node.request.url} (${Math.round(node.request.transferSize / 1024)} kB, ${node.request.priority})`
          : `main thread ${ms(node.duration / 1000)} observed: ${[...new Set(node.childEvents.map((event) => event.name))].filter((event) => /Parse|Layout|Paint|Evaluate|Style/.test(event)).join(', ')}`
      console.log(`  ${ms(timing.startTime).padStart(8)} → ${ms(timing.endTime).padStart(8)}  ${what}`)
    }
  }
}

const ms = (value: number) => `${Math.round(value)} ms`

async function main() {
  const [first, second] = process.argv.slice(2)
  if (!first || (first === '--artifacts' && !second)) {
    console.error('usage: npx tsx scripts/perf-explain.ts <url> | --artifacts <folder>')
    process.exit(2)
  }
  const folder = first === '--artifacts' ? second! : await gather(first)
  if (first !== '--artifacts') console.log(`(the load is saved in ${folder})`)
  await explain(folder)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
