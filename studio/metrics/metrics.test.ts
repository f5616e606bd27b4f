import {emptyMetricsDay, type MetricsDay, type MetricsSegment} from '@habitum/content/metrics/day'
import {addSample, type Histogram} from '@habitum/content/metrics/histogram'
import type {Vital} from '@habitum/content/metrics/events'
import {cspViolationTotals, fieldErrorsOf, funnelOf, sourceTotals, speedRows, totalViews, vitalTrend} from './metrics'

const histogram = (vital: Vital, samples: number[]) =>
  samples.reduce<Histogram>((sum, value) => addSample(sum, vital, value), {})

function segment(fields: Partial<MetricsSegment> & Pick<MetricsSegment, 'path' | 'device'>): MetricsSegment {
  return {language: 'es', views: 0, funnel: {}, fieldErrors: {}, vitals: {}, lcpElements: {}, ...fields}
}

function day(date: string, segments: MetricsSegment[], fill: (day: MetricsDay) => void = () => undefined) {
  const document = emptyMetricsDay(date)
  segments.forEach((one, index) => (document.segments[`s${index.toString(16)}`] = one))
  fill(document)
  return document
}

const first = day('2026-11-20', [
  segment({
    path: '/',
    device: 'phone',
    views: 10,
    funnel: {seen: 8, touched: 5, tried: 4, sent: 3, failed: 1},
    fieldErrors: {email: 3, name: 1},
    vitals: {
      LCP: histogram('LCP', [1000, 1500, 1950, 2400]),
      INP: histogram('INP', [80, 120, 190, 300]),
      CLS: histogram('CLS', [0, 0.02, 0.05, 0.3]),
    },
  }),
  segment({path: '/', language: 'en', device: 'phone', views: 5, funnel: {seen: 2}}),
  segment({path: '/alco', device: 'desktop', views: 40, vitals: {LCP: histogram('LCP', [12_000, 15_000])}}),
])
const second = day('2026-11-24', [
  segment({
    path: '/',
    device: 'phone',
    views: 30,
    funnel: {seen: 10, touched: 7, tried: 4, sent: 3},
    fieldErrors: {email: 2, message: 4},
    vitals: {
      LCP: histogram('LCP', [2650, 2950, 3500, 5000]),
      INP: histogram('INP', [450, 600, 700, 900]),
      CLS: histogram('CLS', [0.12, 0.15, 0.2, 1.5]),
    },
  }),
  segment({path: '/', device: 'desktop', views: 4, vitals: {INP: histogram('INP', [40])}}),
])

describe('the form funnel', () => {
  it('sums every page and day, each step as a share of «seen»', () => {
    expect(funnelOf([first, second])).toEqual([
      {step: 'seen', count: 20, share: 1},
      {step: 'touched', count: 12, share: 0.6},
      {step: 'tried', count: 8, share: 0.4},
      {step: 'sent', count: 6, share: 0.3},
      {step: 'failed', count: 1, share: 0.05},
    ])
  })

  it('has no shares when nothing was seen', () => {
    expect(funnelOf([])).toEqual([
      {step: 'seen', count: 0},
      {step: 'touched', count: 0},
      {step: 'tried', count: 0},
      {step: 'sent', count: 0},
      {step: 'failed', count: 0},
    ])
  })

  it('ranks the fields by the errors they showed, in the form order between equals', () => {
    expect(fieldErrorsOf([first, second])).toEqual([
      {field: 'email', count: 5},
      {field: 'message', count: 4},
      {field: 'name', count: 1},
      {field: 'category', count: 0},
      {field: 'consent', count: 0},
    ])
  })
})

describe('speed by page and device', () => {
  it('reads the p75 from the summed histograms, as the upper edge of its bucket', () => {
    const rows = speedRows([first, second])
    expect(rows.map((row) => [row.path, row.device, row.views])).toEqual([
      ['/', 'phone', 45],
      ['/', 'desktop', 4],
      ['/alco', 'desktop', 40],
    ])
    const phone = rows[0]!.vitals
    // 8 samples, the 6th is 2 950 ms: its bucket ends at 3 000.
    expect(phone.LCP).toEqual({value: 3000, beyondScale: false, samples: 8, rating: 'needs-improvement'})
    expect(phone.INP).toEqual({value: 600, beyondScale: false, samples: 8, rating: 'poor'})
    expect(phone.CLS).toEqual({value: 0.2, beyondScale: false, samples: 8, rating: 'needs-improvement'})
    expect(rows[1]!.vitals).toEqual({INP: {value: 40, beyondScale: false, samples: 1, rating: 'good'}})
    expect(rows[2]!.vitals.LCP).toEqual({value: 10_000, beyondScale: true, samples: 2, rating: 'poor'})
  })

  it('rates one day alone by its own samples', () => {
    const phone = speedRows([first]).find((row) => row.path === '/' && row.device === 'phone')!.vitals
    expect(phone.LCP).toMatchObject({value: 2000, rating: 'good', samples: 4})
    // The 3rd of 4 samples, 190 ms, is in the bucket that ends at 200: good, as 190 is.
    expect(phone.INP).toMatchObject({value: 200, rating: 'good'})
    expect(phone.CLS).toMatchObject({value: 0.05, rating: 'good'})
  })

  it('draws a trend of a page by stretches of days, a stretch without samples left empty', () => {
    const blocks = [['2026-11-18', '2026-11-19'], ['2026-11-20', '2026-11-21'], ['2026-11-24']]
    const trend = vitalTrend([first, second], blocks, '/', 'LCP')
    expect(trend.map((point) => point.byDevice.phone?.value)).toEqual([undefined, 2000, 3500])
    expect(trend[2]!.days).toEqual(['2026-11-24'])
    expect(trend[1]!.byDevice.desktop).toBeUndefined()
  })

  it('counts every view', () => {
    expect(totalViews([first, second])).toBe(89)
    expect(totalViews([emptyMetricsDay('2026-11-21')])).toBe(0)
  })

  it('reads a day an older server wrote without some records', () => {
    const bare = {day: '2026-11-22', segments: {s1: {path: '/', device: 'tablet', views: 3}}} as never
    expect(speedRows([bare])).toEqual([{path: '/', device: 'tablet', views: 3, vitals: {}}])
    expect(funnelOf([bare])[0]).toEqual({step: 'seen', count: 0})
    expect(sourceTotals([bare], 'utmCampaign')).toEqual({rows: [], others: 0, withValue: 0, views: 3})
  })
})

describe('where views came from', () => {
  it('sums each day’s top values by value, and the others', () => {
    const withSources = [
      day('2026-11-20', [segment({path: '/', device: 'phone', views: 20})], (document) => {
        document.sources.referrerOrigin = {
          entries: {a1: {value: 'https://www.google.com', count: 6}, a2: {value: 'https://www.bing.com', count: 2}},
          others: 1,
        }
      }),
      day('2026-11-21', [segment({path: '/', device: 'phone', views: 30})], (document) => {
        document.sources.referrerOrigin = {
          entries: {b7: {value: 'https://duckduckgo.com', count: 3}, b2: {value: 'https://www.google.com', count: 10}},
          others: 2,
        }
      }),
    ]
    expect(sourceTotals(withSources, 'referrerOrigin')).toEqual({
      rows: [
        {value: 'https://www.google.com', count: 16},
        {value: 'https://duckduckgo.com', count: 3},
        {value: 'https://www.bing.com', count: 2},
      ],
      others: 3,
      withValue: 24,
      views: 50,
    })
  })

  test('policy violations are summed by directive over the days, the most reported first; days without any are left out', () => {
    const days = [
      day('2026-11-20', [], (document) => (document.cspViolations = {img_src: 1, script_src_elem: 2})),
      day('2026-11-21', []),
      day('2026-11-22', [], (document) => (document.cspViolations = {script_src_elem: 3, frame_ancestors: 0})),
    ]
    expect(cspViolationTotals(days)).toEqual({
      rows: [
        {directive: 'script-src-elem', count: 5},
        {directive: 'img-src', count: 1},
      ],
      total: 6,
      days: ['2026-11-20', '2026-11-22'],
    })
    expect(cspViolationTotals([day('2026-11-21', [])])).toEqual({rows: [], total: 0, days: []})
  })
})
