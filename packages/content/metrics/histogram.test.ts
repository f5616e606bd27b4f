/** @jest-environment node */
import {VITALS, type Vital} from './events'
import {
  addSample,
  bucketOf,
  mergeHistograms,
  percentileOf,
  ratingOf,
  VITAL_SCALES,
  VITAL_THRESHOLDS,
  type Histogram,
} from './histogram'

/** A repeatable stream of numbers in [0, 1): each test draws the same samples every run. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

/** The 75th percentile taken directly from the samples, by nearest rank. */
function directPercentile(samples: number[], fraction = 0.75) {
  const sorted = [...samples].sort((a, b) => a - b)
  return sorted[Math.max(1, Math.ceil(fraction * sorted.length)) - 1]!
}

const histogramOf = (vital: Vital, samples: number[]) =>
  samples.reduce<Histogram>((histogram, value) => addSample(histogram, vital, value), {})

describe('percentileOf', () => {
  it.each(VITALS)('%s: the p75 of the histogram is the direct p75 rounded up to its bucket, and rated the same', (vital) => {
    const {step, buckets} = VITAL_SCALES[vital]
    const scale = step * buckets
    const draw = random(vital.charCodeAt(0) * 7919)
    for (let run = 0; run < 200; run++) {
      const count = 1 + Math.floor(draw() * 400)
      // Mostly within the scale, some beyond it, some on bucket edges (the thresholds are edges).
      const samples = Array.from({length: count}, () => {
        const roll = draw()
        if (roll < 0.05) return scale * (1 + draw())
        if (roll < 0.25) return Math.round(draw() * buckets) * step
        return draw() * scale * 0.8
      })
      const direct = directPercentile(samples)
      const read = percentileOf(histogramOf(vital, samples), vital)!
      expect(read.samples).toBe(count)
      if (direct > scale) {
        expect(read).toMatchObject({beyondScale: true, value: scale})
      } else {
        expect(read.beyondScale).toBe(false)
        expect(read.value).toBeGreaterThanOrEqual(direct - 1e-9)
        expect(read.value - direct).toBeLessThan(step + 1e-9)
      }
      expect(ratingOf(vital, read.value)).toBe(ratingOf(vital, direct))
    }
  })

  it('reads nothing from an empty histogram', () => {
    expect(percentileOf({}, 'LCP')).toBeUndefined()
  })

  it('puts each threshold in the bucket that ends on it, so a value on the threshold stays good', () => {
    for (const vital of VITALS) {
      const {good, poor} = VITAL_THRESHOLDS[vital]
      for (const edge of [good, poor]) {
        const read = percentileOf(histogramOf(vital, [edge]), vital)!
        expect(read.value).toBeCloseTo(edge, 9)
      }
      expect(ratingOf(vital, good)).toBe('good')
      expect(ratingOf(vital, poor)).toBe('needs-improvement')
    }
    // A decimal step: 0.1 / 0.01 is 10.000000000000002 in floating point.
    expect(bucketOf('CLS', 0.1)).toBe(9)
    expect(bucketOf('CLS', 0)).toBe(0)
    expect(bucketOf('LCP', -5)).toBe(0)
    expect(bucketOf('LCP', 1e9)).toBe(VITAL_SCALES.LCP.buckets)
  })

  it('merging histograms is the histogram of all their samples', () => {
    const a = [120, 2_400, 2_600, 9_000]
    const b = [50, 4_100, 20_000]
    expect(mergeHistograms(histogramOf('LCP', a), histogramOf('LCP', b))).toEqual(histogramOf('LCP', [...a, ...b]))
  })
})
