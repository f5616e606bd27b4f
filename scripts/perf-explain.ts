/**
 * What Lighthouse counted in one page's Largest Contentful Paint. Lighthouse does not time the
 * slow phone it reports: it loads the page once, fast, on this machine, and simulates the phone
 * (Lantern) from a graph of that load: the requests and main-thread tasks it takes the paint to
 * have needed. This prints that graph as simulated (each request and task, when it starts and ends
 * on the phone, and what it is), with the server response time it assumed for the origin.
 * Usage: npx tsx scripts/perf-explain.ts <url> (a served page: npm start, or a PERF server), or
 * npx tsx scripts/perf-explain.ts --artifacts <folder> to explain a saved load again.
 * --runs N loads the page N times, prints each simulated LCP and explains the median load.
 * --without scripts (or javascript) loads the page as it would be without its script files (or
 * without any JavaScript, React's page data included): the lower bound no lever on the scripts can
 * pass (scripts/perf/strippedPage.ts).
 * --applied loads the page as npm run perf judges it, the browser itself slowed (devtools
 * throttling), and prints what the browser saw instead: the LCP element and its phases, and each
 * request's start and end.
 * See docs/performance.md, "What Lighthouse counts".
 */
import {mkdtempSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {parseArgs} from 'node:util'
import {lighthouseOnce, THROTTLING} from './perf/lighthouse'
import {serveStripped, STRIPS, type Strip} from './perf/strippedPage'

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
  await lighthouseOnce(url, {gatherMode: folder})
  return folder
}

/** Lighthouse's simulated LCP of a saved load, as its audit computes it (mobile, simulated throttling). */
async function simulatedLcp(folder: string) {
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
    HostDPR: artifacts.HostDPR ?? null,
    simulator: null,
  }
  const lcp = (await LanternLargestContentfulPaint.request(data, context)) as LanternResult
  const network = await NetworkAnalysis.request(artifacts.DevtoolsLog, context)
  return {...lcp, url: artifacts.URL.finalDisplayedUrl as string, network}
}

async function explain(folder: string) {
  const {url, network, ...lcp} = await simulatedLcp(folder)
  console.log(url)
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

type AppliedAudits = Record<
  string,
  {numericValue?: number; details?: {items?: Array<Record<string, unknown>>; type?: string}} | undefined
>

/** One load slowed as npm run perf slows it, and what the browser saw: phases and requests. */
async function explainApplied(url: string) {
  const result = await lighthouseOnce<{lhr: {audits: AppliedAudits}}>(url, {
    onlyCategories: ['performance'],
    throttlingMethod: 'devtools',
    throttling: THROTTLING,
  })
  const audits = result!.lhr.audits
  const metric = (id: string) => ms(audits[id]?.numericValue ?? NaN)
  console.log(url)
  console.log(
    `applied throttling: LCP ${metric('largest-contentful-paint')}, FCP ${metric('first-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${audits['cumulative-layout-shift']?.numericValue ?? NaN}`,
  )
  // The LCP element and its phases (time to first byte, load delay, load time, render delay).
  for (const item of audits['lcp-breakdown-insight']?.details?.items ?? []) {
    const details = item as {type?: string; items?: Array<Record<string, unknown>>}
    if (details.type === 'node') console.log(`LCP element: ${JSON.stringify(item.snippet ?? item)}`)
    for (const phase of details.items ?? [])
      console.log(`  ${String(phase.label ?? phase.subpart)}: ${ms(Number(phase.duration))}`)
  }
  console.log('\nrequests (ms from the navigation; as the slowed browser saw them):')
  for (const request of audits['network-requests']?.details?.items ?? []) {
    const start = Number(request.networkRequestTime)
    const end = Number(request.networkEndTime)
    console.log(
      `  ${ms(start).padStart(8)} → ${ms(end).padStart(8)}  ${String(request.resourceType)} ${String(request.url)} (${Math.round(Number(request.transferSize) / 1024)} kB, ${String(request.priority)})`,
    )
  }
}

async function main() {
  const {values, positionals} = parseArgs({
    allowPositionals: true,
    options: {
      artifacts: {type: 'string'},
      without: {type: 'string'},
      runs: {type: 'string', default: '1'},
      applied: {type: 'boolean', default: false},
    },
  })
  const [url] = positionals
  const runs = Number(values.runs)
  const strip = values.without as Strip | undefined
  if ((!url && !values.artifacts) || (strip && !STRIPS.includes(strip)) || !Number.isInteger(runs) || runs < 1) {
    console.error(
      `usage: npx tsx scripts/perf-explain.ts [--applied] [--without ${STRIPS.join('|')}] [--runs N] <url> | --artifacts <folder>`,
    )
    process.exit(2)
  }
  if (values.artifacts) return explain(values.artifacts)

  const stripped = strip ? await serveStripped(url!, strip) : undefined
  if (stripped) {
    const {before, after} = stripped.htmlBytes
    console.log(`${url} without its ${strip}: HTML ${kB(before)} → ${kB(after)}, served at ${stripped.url}`)
  }
  try {
    if (values.applied) return await explainApplied(stripped?.url ?? url!)
    const loads: Array<{folder: string; lcpMs: number}> = []
    for (let run = 0; run < runs; run++) {
      const folder = await gather(stripped?.url ?? url!)
      loads.push({folder, lcpMs: (await simulatedLcp(folder)).timing})
    }
    // Single loads swing by a factor of two (docs/performance.md): the median load is explained.
    const sorted = [...loads].sort((a, b) => a.lcpMs - b.lcpMs)
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!
    if (runs > 1) {
      console.log(`simulated LCP of ${runs} loads: ${loads.map((load) => ms(load.lcpMs)).join(', ')}`)
      console.log(`median ${ms(median.lcpMs)}; that load is explained below\n`)
    }
    console.log(`(the load is saved in ${median.folder})`)
    await explain(median.folder)
  } finally {
    await stripped?.close()
  }
}

const kB = (bytes: number) => `${Math.round(bytes / 1024)} kB`

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
