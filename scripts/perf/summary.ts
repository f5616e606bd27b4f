/**
 * The judgement of npm run perf: each page's medians beside the floor's (a bare Next.js page
 * measured in the same rounds), their ratios, and the bars they must meet. Ratios, not absolute
 * scores: on a shared machine every run moves with the load, the floor's runs with it.
 * See docs/performance.md.
 */

/** The medians of one page (or of the floor) over the rounds of one measurement. */
export type Medians = {
  /** Lighthouse category scores, 0–100. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  fcpMs: number
  cls: number
  /** Bytes transferred: scripts, and everything. */
  jsBytes: number
  totalBytes: number
}

/** A page's median divided by the floor's. */
export type Ratios = {lcp: number; tbt: number; fcp: number; js: number; total: number}

export type PageSummary = {page: string; medians: Medians; ratios: Ratios; failures: string[]}

export type Summary = {rounds: number; floor: Medians; pages: PageSummary[]; passed: boolean}

export const BARS = {
  /** Fewer rounds give medians that move too much to judge. */
  minRounds: 7,
  lcpRatio: 1.5,
  tbtRatio: 1.3,
  jsRatio: 1.25,
  /** A page's performance score may be at most this many points under the floor's. */
  performanceBelowFloor: 2,
  cls: 0,
  /** Accessibility, best practices and SEO. */
  otherScores: 100,
} as const

export function median(values: number[]): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The medians of each field over several runs of one page. */
export function mediansOf(runs: Medians[]): Medians {
  const fields = Object.keys(runs[0] ?? {}) as Array<keyof Medians>
  return Object.fromEntries(fields.map((field) => [field, median(runs.map((run) => run[field]))])) as Medians
}

/**
 * page ÷ floor. A floor of 0 (no blocking time at all, on a quiet machine) makes any page time a
 * miss and a page time of 0 a ratio of 1.
 */
function ratio(page: number, floor: number) {
  if (floor === 0) return page === 0 ? 1 : Infinity
  return page / floor
}

export function summarize(floor: Medians, pages: Record<string, Medians>, rounds: number): Summary {
  const summaries = Object.entries(pages).map(([page, medians]): PageSummary => {
    const ratios: Ratios = {
      lcp: ratio(medians.lcpMs, floor.lcpMs),
      tbt: ratio(medians.tbtMs, floor.tbtMs),
      fcp: ratio(medians.fcpMs, floor.fcpMs),
      js: ratio(medians.jsBytes, floor.jsBytes),
      total: ratio(medians.totalBytes, floor.totalBytes),
    }
    return {page, medians, ratios, failures: failuresOf(medians, ratios, floor, rounds)}
  })
  return {rounds, floor, pages: summaries, passed: summaries.every((page) => page.failures.length === 0)}
}

function failuresOf(medians: Medians, ratios: Ratios, floor: Medians, rounds: number): string[] {
  const times = (value: number) => `${value.toFixed(2)}×`
  const failures: string[] = []
  if (rounds < BARS.minRounds) failures.push(`${rounds} rounds: the bars are judged on ${BARS.minRounds} or more`)
  if (ratios.lcp > BARS.lcpRatio) failures.push(`LCP ${times(ratios.lcp)} the floor's (bar ${times(BARS.lcpRatio)})`)
  if (ratios.tbt > BARS.tbtRatio) failures.push(`TBT ${times(ratios.tbt)} the floor's (bar ${times(BARS.tbtRatio)})`)
  if (ratios.js > BARS.jsRatio) failures.push(`JS bytes ${times(ratios.js)} the floor's (bar ${times(BARS.jsRatio)})`)
  if (medians.cls > BARS.cls) failures.push(`CLS ${medians.cls} (bar ${BARS.cls})`)
  const lowestPerformance = floor.performance - BARS.performanceBelowFloor
  if (medians.performance < lowestPerformance)
    failures.push(`performance ${medians.performance} (bar ${lowestPerformance}: the floor's ${floor.performance} − 2)`)
  for (const category of ['accessibility', 'bestPractices', 'seo'] as const) {
    if (medians[category] < BARS.otherScores)
      failures.push(`${category} ${medians[category]} (bar ${BARS.otherScores})`)
  }
  return failures
}
