/**
 * The judgement of npm run perf: each page's medians beside the floor's (a bare Next.js page
 * measured in the same rounds), their ratios, the spread of each page's runs, and the bars they
 * must meet. Ratios, not absolute figures: on a shared machine every run moves with the load, the
 * floor's runs with it. See docs/performance.md.
 */

/** One load's figures, or the medians of several (a page's, or the floor's, over the rounds). */
export type Medians = {
  /** Lighthouse category scores, 0–100. The performance score is reported, not judged. */
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

/**
 * How far one figure strays over the rounds: the lowest and highest, their distance as a share of
 * the median, and the distance between the first and third quartiles as a share of the median
 * (what one stray load does not move).
 */
export type Spread = {min: number; max: number; relative: number; interquartile: number}

/** How far one page's loads stray from each other, for the times the bars judge. */
export type Spreads = {lcpMs: Spread; fcpMs: Spread; tbtMs: Spread}

export type PageSummary = {page: string; medians: Medians; spreads: Spreads; ratios: Ratios; failures: string[]}

export type Summary = {
  rounds: number
  floor: Medians
  floorSpreads: Spreads
  pages: PageSummary[]
  passed: boolean
}

export const BARS = {
  /** Fewer rounds give medians that move too much to judge. */
  minRounds: 7,
  lcpRatio: 1.25,
  tbtRatio: 1.3,
  jsRatio: 1.25,
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

export function spreadOf(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const min = sorted[0]!
  const max = sorted.at(-1)!
  const middle = median(values)
  const share = (distance: number) => (middle > 0 ? distance / middle : 0)
  return {min, max, relative: share(max - min), interquartile: share(quantile(sorted, 0.75) - quantile(sorted, 0.25))}
}

/** The q-quantile of sorted values, interpolating between the two nearest (as spreadsheets do). */
function quantile(sorted: number[], q: number) {
  const position = (sorted.length - 1) * q
  const below = Math.floor(position)
  const above = Math.ceil(position)
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (position - below)
}

export function spreadsOf(runs: Medians[]): Spreads {
  return {
    lcpMs: spreadOf(runs.map((run) => run.lcpMs)),
    fcpMs: spreadOf(runs.map((run) => run.fcpMs)),
    tbtMs: spreadOf(runs.map((run) => run.tbtMs)),
  }
}

/**
 * page ÷ floor. A floor of 0 (no blocking time at all, on a quiet machine) makes any page time a
 * miss and a page time of 0 a ratio of 1.
 */
function ratio(page: number, floor: number) {
  if (floor === 0) return page === 0 ? 1 : Infinity
  return page / floor
}

/** Judges every page's runs against the floor's runs of the same rounds. */
export function summarize(floorRuns: Medians[], pageRuns: Record<string, Medians[]>, rounds: number): Summary {
  const floor = mediansOf(floorRuns)
  const summaries = Object.entries(pageRuns).map(([page, runs]): PageSummary => {
    const medians = mediansOf(runs)
    const ratios: Ratios = {
      lcp: ratio(medians.lcpMs, floor.lcpMs),
      tbt: ratio(medians.tbtMs, floor.tbtMs),
      fcp: ratio(medians.fcpMs, floor.fcpMs),
      js: ratio(medians.jsBytes, floor.jsBytes),
      total: ratio(medians.totalBytes, floor.totalBytes),
    }
    return {page, medians, spreads: spreadsOf(runs), ratios, failures: failuresOf(medians, ratios, rounds)}
  })
  return {
    rounds,
    floor,
    floorSpreads: spreadsOf(floorRuns),
    pages: summaries,
    passed: summaries.every((page) => page.failures.length === 0),
  }
}

function failuresOf(medians: Medians, ratios: Ratios, rounds: number): string[] {
  const times = (value: number) => `${value.toFixed(2)}×`
  const failures: string[] = []
  if (rounds < BARS.minRounds) failures.push(`${rounds} rounds: the bars are judged on ${BARS.minRounds} or more`)
  if (ratios.lcp > BARS.lcpRatio) failures.push(`LCP ${times(ratios.lcp)} the floor's (bar ${times(BARS.lcpRatio)})`)
  if (ratios.tbt > BARS.tbtRatio) failures.push(`TBT ${times(ratios.tbt)} the floor's (bar ${times(BARS.tbtRatio)})`)
  if (ratios.js > BARS.jsRatio) failures.push(`JS bytes ${times(ratios.js)} the floor's (bar ${times(BARS.jsRatio)})`)
  if (medians.cls > BARS.cls) failures.push(`CLS ${medians.cls} (bar ${BARS.cls})`)
  for (const category of ['accessibility', 'bestPractices', 'seo'] as const) {
    if (medians[category] < BARS.otherScores)
      failures.push(`${category} ${medians[category]} (bar ${BARS.otherScores})`)
  }
  return failures
}

/** The parts of a Lighthouse result the SEO score is computed from. */
export type SeoResult = {
  categories: {seo: {auditRefs: Array<{id: string; weight: number}>}}
  audits: Record<string, {score?: number | null} | undefined>
}

/**
 * Lighthouse's SEO score of a page kept out of search engines on purpose (`noindex`), computed as
 * Lighthouse computes it (the weighted mean of the scored audits) but without `is-crawlable`, which
 * such a page fails by design: every other SEO audit still counts.
 */
export function seoScoreOfUnindexedPage(result: SeoResult): number {
  const counted = result.categories.seo.auditRefs.filter(
    (ref) => ref.weight > 0 && ref.id !== 'is-crawlable' && typeof result.audits[ref.id]?.score === 'number',
  )
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0)
  if (weight === 0) return 0
  return counted.reduce((sum, ref) => sum + result.audits[ref.id]!.score! * ref.weight, 0) / weight
}
