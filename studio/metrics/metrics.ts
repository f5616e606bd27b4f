import {
  CSP_DIRECTIVES,
  cspViolationKey,
  type CspDirective,
  type MetricsDay,
  type MetricsSegment,
  type SourceKind,
} from '@habitum/content/metrics/day'
import {
  DEVICES,
  FORM_FIELDS,
  FUNNEL_STEPS,
  type Device,
  type FormField,
  type FunnelStep,
} from '@habitum/content/metrics/events'
import {
  mergeHistograms,
  percentileOf,
  ratingOf,
  type Histogram,
  type Percentile,
  type Rating,
} from '@habitum/content/metrics/histogram'

/**
 * The sums «Panel» shows, from the days' `siteMetricsDay` documents: pure functions of the
 * documents read, so each number on screen can be checked without a browser.
 */

/** A day as «Panel» reads it: a document written by an older server may lack a record. */
export type PanelDay = Pick<MetricsDay, 'day'> & Partial<Pick<MetricsDay, 'segments' | 'sources' | 'cspViolations'>>

/** The vitals «Panel» rates: the three Core Web Vitals. */
export const PANEL_VITALS = ['LCP', 'INP', 'CLS'] as const
export type PanelVital = (typeof PANEL_VITALS)[number]

const segmentsOf = (days: readonly PanelDay[]): Array<Partial<MetricsSegment>> =>
  days.flatMap((day) => Object.values(day.segments ?? {}))

const add = <K extends string>(into: Partial<Record<K, number>>, from: Partial<Record<K, number>> | undefined) => {
  for (const [key, count] of Object.entries(from ?? {}) as Array<[K, number]>) {
    if (typeof count === 'number') into[key] = (into[key] ?? 0) + count
  }
}

export const totalViews = (days: readonly PanelDay[]) =>
  segmentsOf(days).reduce((sum, segment) => sum + (segment.views ?? 0), 0)

export type FunnelRow = {
  step: FunnelStep
  count: number
  /** Of «seen»; undefined when nothing was seen. */ share?: number
}

/** The contact form's funnel over the days and every page, each step with its share of «seen». */
export function funnelOf(days: readonly PanelDay[]): FunnelRow[] {
  const sums: Partial<Record<FunnelStep, number>> = {}
  for (const segment of segmentsOf(days)) add(sums, segment.funnel)
  const seen = sums.seen ?? 0
  return FUNNEL_STEPS.map((step) => {
    const count = sums[step] ?? 0
    return {step, count, ...(seen > 0 ? {share: count / seen} : {})}
  })
}

/** The validation errors shown, by field, the most frequent first (the form's order between equals). */
export function fieldErrorsOf(days: readonly PanelDay[]): Array<{field: FormField; count: number}> {
  const sums: Partial<Record<FormField, number>> = {}
  for (const segment of segmentsOf(days)) add(sums, segment.fieldErrors)
  return FORM_FIELDS.map((field) => ({field, count: sums[field] ?? 0})).sort((a, b) => b.count - a.count)
}

/** A p75 and how it rates against the published thresholds. */
export type VitalSummary = Percentile & {rating: Rating}

export function summarize(histogram: Histogram | undefined, vital: PanelVital): VitalSummary | undefined {
  const percentile = histogram && percentileOf(histogram, vital)
  return percentile && {...percentile, rating: ratingOf(vital, percentile.value)}
}

export type SpeedRow = {
  path: string
  device: Device
  views: number
  vitals: Partial<Record<PanelVital, VitalSummary>>
}

type Merged = {views: number; histograms: Partial<Record<PanelVital, Histogram>>}

/** Each segment's histograms merged by a key of its own (languages merged). */
function mergeBy(
  segments: ReadonlyArray<Partial<MetricsSegment>>,
  keyOf: (segment: Partial<MetricsSegment>) => string,
) {
  const merged = new Map<string, Merged>()
  for (const segment of segments) {
    const key = keyOf(segment)
    const into = merged.get(key) ?? {views: 0, histograms: {}}
    into.views += segment.views ?? 0
    for (const vital of PANEL_VITALS) {
      const histogram = segment.vitals?.[vital]
      if (histogram) into.histograms[vital] = mergeHistograms(into.histograms[vital] ?? {}, histogram)
    }
    merged.set(key, into)
  }
  return merged
}

const summaries = (histograms: Merged['histograms']): SpeedRow['vitals'] =>
  Object.fromEntries(
    PANEL_VITALS.flatMap((vital) => {
      const summary = summarize(histograms[vital], vital)
      return summary ? [[vital, summary]] : []
    }),
  )

/**
 * Views and the p75 of each vital by page and device class, both languages together: the
 * histograms of the period are summed first, then the percentile is read from the sum (a mean of
 * daily p75s would weigh a quiet day like a busy one). Pages by views, most first; devices in order.
 */
export function speedRows(days: readonly PanelDay[]): SpeedRow[] {
  const segments = segmentsOf(days).filter((segment) => segment.path && segment.device)
  const merged = mergeBy(segments, (segment) => `${segment.device} ${segment.path}`)
  const pageViews = new Map<string, number>()
  for (const segment of segments)
    pageViews.set(segment.path!, (pageViews.get(segment.path!) ?? 0) + (segment.views ?? 0))
  const pages = [...pageViews.keys()].sort((a, b) => pageViews.get(b)! - pageViews.get(a)! || a.localeCompare(b))
  return pages.flatMap((path) =>
    DEVICES.flatMap((device) => {
      const row = merged.get(`${device} ${path}`)
      return row ? [{path, device, views: row.views, vitals: summaries(row.histograms)}] : []
    }),
  )
}

/** The p75 of each vital over every segment of the days (every page, language and device they hold). */
export const vitalsOf = (days: readonly PanelDay[]): SpeedRow['vitals'] =>
  summaries(mergeBy(segmentsOf(days), () => 'all').get('all')?.histograms ?? {})

export type TrendPoint = {days: string[]; byDevice: Partial<Record<Device, VitalSummary>>}

/** The p75 of a vital on a page, by device class, for each stretch of days (its histograms summed). */
export function vitalTrend(
  days: readonly PanelDay[],
  blocks: ReadonlyArray<readonly string[]>,
  path: string,
  vital: PanelVital,
): TrendPoint[] {
  return blocks.map((block) => {
    const inBlock = days.filter((day) => block.includes(day.day))
    const segments = segmentsOf(inBlock).filter((segment) => segment.path === path && segment.device)
    const merged = mergeBy(segments, (segment) => segment.device!)
    const byDevice: TrendPoint['byDevice'] = {}
    for (const device of DEVICES) {
      const summary = summarize(merged.get(device)?.histograms[vital], vital)
      if (summary) byDevice[device] = summary
    }
    return {days: [...block], byDevice}
  })
}

export type SourceTotals = {
  /** Each value's views over the days, most first. */
  rows: Array<{value: string; count: number}>
  /** Views whose value fell outside its day's top values. */
  others: number
  /** Views that carried a value (rows and others). */
  withValue: number
  /** Every view of the days. */
  views: number
}

/** Where views came from, by one kind of source: each day's top values summed by value. */
export function sourceTotals(days: readonly PanelDay[], kind: SourceKind): SourceTotals {
  const counts = new Map<string, number>()
  let others = 0
  for (const day of days) {
    const top = day.sources?.[kind]
    others += top?.others ?? 0
    for (const {value, count} of Object.values(top?.entries ?? {})) counts.set(value, (counts.get(value) ?? 0) + count)
  }
  const rows = [...counts]
    .map(([value, count]) => ({value, count}))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
  const withValue = rows.reduce((sum, row) => sum + row.count, others)
  return {rows, others, withValue, views: totalViews(days)}
}

export type CspViolationTotals = {
  /** Each directive that blocked something, with its reports over the days, most first. */
  rows: Array<{directive: CspDirective; count: number}>
  total: number
  /** The days that had any report, in order. */
  days: string[]
}

/** The policy violations the visitors' browsers reported, by directive, over the days. */
export function cspViolationTotals(days: readonly PanelDay[]): CspViolationTotals {
  const rows = CSP_DIRECTIVES.map((directive) => ({
    directive,
    count: days.reduce((sum, day) => sum + (day.cspViolations?.[cspViolationKey(directive)] ?? 0), 0),
  }))
    .filter((row) => row.count > 0)
    .sort((a, b) => b.count - a.count)
  const withReports = days.filter((day) => Object.values(day.cspViolations ?? {}).some((count) => (count ?? 0) > 0))
  return {rows, total: rows.reduce((sum, row) => sum + row.count, 0), days: withReports.map((day) => day.day)}
}
