import type {Vital} from './events'

/**
 * Each Web Vital is kept as a fixed-bucket histogram: counts, not samples, so a day's document has
 * a bounded size however many visits it sums, and the 75th percentile is read from it. Bucket `i`
 * holds the values in (i × step, (i + 1) × step] (bucket 0 also holds 0); the last bucket holds
 * everything above the scale. The published thresholds fall on bucket edges, so a p75 read from
 * the histogram is rated as the samples themselves would be.
 */
export const VITAL_SCALES: Record<Vital, {step: number; buckets: number; unit: 'ms' | 'score'}> = {
  LCP: {step: 100, buckets: 100, unit: 'ms'}, // up to 10 s
  FCP: {step: 100, buckets: 100, unit: 'ms'}, // up to 10 s
  TTFB: {step: 50, buckets: 100, unit: 'ms'}, // up to 5 s
  INP: {step: 20, buckets: 100, unit: 'ms'}, // up to 2 s
  CLS: {step: 0.01, buckets: 100, unit: 'score'}, // up to 1
}

/** The published Core Web Vitals thresholds (web.dev/articles/vitals): good up to `good`, poor above `poor`. */
export const VITAL_THRESHOLDS: Record<Vital, {good: number; poor: number}> = {
  LCP: {good: 2500, poor: 4000},
  INP: {good: 200, poor: 500},
  CLS: {good: 0.1, poor: 0.25},
  FCP: {good: 1800, poor: 3000},
  TTFB: {good: 800, poor: 1800},
}

export type Rating = 'good' | 'needs-improvement' | 'poor'

export function ratingOf(vital: Vital, value: number): Rating {
  const {good, poor} = VITAL_THRESHOLDS[vital]
  if (value <= good) return 'good'
  return value <= poor ? 'needs-improvement' : 'poor'
}

/** Counts by bucket, sparse: `b<index>` → count (a Sanity attribute name, so a patch can increment it). */
export type Histogram = Record<string, number>

export const bucketKey = (index: number) => `b${index}`
export const bucketIndexOf = (key: string) => Number(key.slice(1))

/** The bucket a value falls in (values below 0 count as 0; above the scale, the last bucket). */
export function bucketOf(vital: Vital, value: number): number {
  const {step, buckets} = VITAL_SCALES[vital]
  // Division by a decimal step is not exact (0.1 / 0.01 = 10.000000000000002): a hair's tolerance.
  const index = Math.ceil(Math.max(0, value) / step - 1e-9) - 1
  return Math.min(Math.max(index, 0), buckets)
}

/** The highest value bucket `index` holds: its upper edge (the last bucket's lower one, beyond the scale). */
export function bucketUpperEdge(vital: Vital, index: number): number {
  const {step, buckets} = VITAL_SCALES[vital]
  return round(Math.min(index + 1, buckets) * step)
}

const round = (value: number) => Math.round(value * 1e6) / 1e6

export function addSample(histogram: Histogram, vital: Vital, value: number): Histogram {
  const key = bucketKey(bucketOf(vital, value))
  return {...histogram, [key]: (histogram[key] ?? 0) + 1}
}

export function mergeHistograms(a: Histogram, b: Histogram): Histogram {
  const merged = {...a}
  for (const [key, count] of Object.entries(b)) merged[key] = (merged[key] ?? 0) + count
  return merged
}

export const sampleCount = (histogram: Histogram) => Object.values(histogram).reduce((sum, count) => sum + count, 0)

/**
 * A percentile read from a histogram: the upper edge of the bucket that holds the sample of rank
 * ⌈p × n⌉ (nearest rank, as a direct computation on the samples takes it), so the true value is at
 * most one step lower. `beyondScale` when that sample is above the scale (the value is then its end).
 */
export type Percentile = {value: number; beyondScale: boolean; samples: number}

export function percentileOf(histogram: Histogram, vital: Vital, fraction = 0.75): Percentile | undefined {
  const samples = sampleCount(histogram)
  if (samples === 0) return undefined
  const rank = Math.max(1, Math.ceil(fraction * samples))
  const buckets = Object.entries(histogram)
    .map(([key, count]) => [bucketIndexOf(key), count] as const)
    .sort(([a], [b]) => a - b)
  let seen = 0
  for (const [index, count] of buckets) {
    seen += count
    if (seen >= rank) {
      const beyondScale = index >= VITAL_SCALES[vital].buckets
      return {value: bucketUpperEdge(vital, index), beyondScale, samples}
    }
  }
  /* c8 ignore next */
  throw new Error('unreachable: the rank is at most the sample count')
}
