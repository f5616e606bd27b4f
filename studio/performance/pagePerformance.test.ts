/** @jest-environment node */
import {emptyMetricsDay, METRICS_DAY_TYPE, type MetricsSegment} from '@habitum/content/metrics/day'
import type {Vital} from '@habitum/content/metrics/events'
import {addSample, type Histogram} from '@habitum/content/metrics/histogram'
import {evaluate, parse} from 'groq-js'
import {periodOf} from '../metrics/period'
import {pagePath, pagePerformance, PERFORMANCE_DAYS} from './pagePerformance'
import {PERFORMANCE_QUERY, performanceParams} from './queries'

const histogram = (vital: Vital, samples: number[]) =>
  samples.reduce<Histogram>((sum, value) => addSample(sum, vital, value), {})

function segment(fields: Partial<MetricsSegment> & Pick<MetricsSegment, 'path' | 'device'>): MetricsSegment {
  return {language: 'es', views: 0, funnel: {}, fieldErrors: {}, vitals: {}, lcpElements: {}, ...fields}
}

function day(date: string, segments: MetricsSegment[]) {
  const document = emptyMetricsDay(date)
  segments.forEach((one, index) => (document.segments[`s${index.toString(16)}`] = one))
  return document
}

// Samples in the middle of their 100 ms buckets: each p75 is read as its bucket's upper edge.
const DAYS = [
  day('2026-11-20', [
    segment({
      path: '/alco',
      device: 'phone',
      views: 10,
      funnel: {seen: 6, touched: 3, tried: 2, sent: 2},
      vitals: {LCP: histogram('LCP', [1050, 1550, 1950, 2450]), INP: histogram('INP', [90, 110, 150, 170])},
    }),
    segment({path: '/alco', device: 'desktop', views: 4, vitals: {LCP: histogram('LCP', [3050, 3150])}}),
    segment({path: '/alco', language: 'en', device: 'phone', views: 3, funnel: {seen: 2, touched: 1}}),
    segment({path: '/alco', language: 'en', device: 'tablet', vitals: {LCP: histogram('LCP', [5050])}}),
    // Other pages, one whose path starts like it: never counted for /alco.
    segment({path: '/', device: 'phone', views: 100, funnel: {seen: 90, sent: 9}}),
    segment({path: '/alcohol', device: 'phone', views: 50, vitals: {LCP: histogram('LCP', [9050])}}),
  ]),
  day('2026-11-24', [
    segment({
      path: '/alco',
      device: 'phone',
      views: 5,
      funnel: {seen: 2, touched: 1, sent: 1, failed: 1},
      vitals: {LCP: histogram('LCP', [2650, 2750, 2850, 2950])},
    }),
  ]),
]

const LEADS = [{page: '/alco'}, {page: '/es/alco/'}, {page: '/en/alco'}, {page: '/alcohol'}, {page: '/'}]
const PERIOD_DAYS = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24']

describe('pagePerformance', () => {
  const {byLanguage, daily, empty} = pagePerformance(DAYS, LEADS, '/alco', PERIOD_DAYS)

  it("counts the page's views in each language apart, by device class too, and none of another page", () => {
    expect(byLanguage.es.views).toBe(19)
    expect(byLanguage.es.viewsByDevice).toEqual({phone: 15, tablet: 0, desktop: 4})
    expect(byLanguage.en.views).toBe(3)
    expect(byLanguage.en.viewsByDevice).toEqual({phone: 3, tablet: 0, desktop: 0})
    expect(empty).toBe(false)
  })

  it('gives every day of the period its views in each language, zero on a day without any', () => {
    expect(daily).toEqual([
      {day: '2026-11-20', es: 14, en: 3},
      {day: '2026-11-21', es: 0, en: 0},
      {day: '2026-11-22', es: 0, en: 0},
      {day: '2026-11-23', es: 0, en: 0},
      {day: '2026-11-24', es: 5, en: 0},
    ])
  })

  it("sums the form's opened, started and sent over the days, each a share of opened", () => {
    expect(byLanguage.es.funnel).toEqual([
      {step: 'seen', count: 8, share: 1},
      {step: 'touched', count: 4, share: 0.5},
      {step: 'sent', count: 3, share: 0.375},
    ])
    expect(byLanguage.en.funnel).toEqual([
      {step: 'seen', count: 2, share: 1},
      {step: 'touched', count: 1, share: 0.5},
      {step: 'sent', count: 0, share: 0},
    ])
  })

  it('counts the leads sent from any address of the page in its language: prefixed or not, a trailing slash or not', () => {
    expect(byLanguage.es.leads).toBe(2)
    expect(byLanguage.en.leads).toBe(1)
  })

  it("reads each vital's p75 from the days' histograms summed, over every device and by device, rated against Google's thresholds", () => {
    // Spanish LCP, ten samples: the 8th is 2950 ms, read as 3 s: «Mejorable».
    expect(byLanguage.es.vitals.LCP).toMatchObject({value: 3000, samples: 10, rating: 'needs-improvement'})
    expect(byLanguage.es.vitals.INP).toMatchObject({value: 160, samples: 4, rating: 'good'})
    expect(byLanguage.es.vitals.CLS).toBeUndefined()
    expect(byLanguage.es.vitalsByDevice.phone?.LCP).toMatchObject({value: 2800, samples: 8})
    expect(byLanguage.es.vitalsByDevice.desktop?.LCP).toMatchObject({value: 3200, samples: 2})
    expect(byLanguage.es.vitalsByDevice.tablet).toBeUndefined()
    expect(byLanguage.en.vitals.LCP).toMatchObject({value: 5100, samples: 1, rating: 'poor'})
    expect(byLanguage.en.vitalsByDevice.phone).toEqual({})
  })

  it('is empty for a page nothing was counted for, and not when only a lead came from it', () => {
    const none = pagePerformance(DAYS, LEADS, '/nada', PERIOD_DAYS)
    expect(none.empty).toBe(true)
    expect(none.byLanguage.es.views).toBe(0)
    expect(none.byLanguage.es.funnel.map((row) => row.share)).toEqual([undefined, undefined, undefined])
    expect(pagePerformance([], [{page: '/en/nada'}], '/nada', PERIOD_DAYS).empty).toBe(false)
  })
})

test('a page document is counted by its address, the home page by /', () => {
  expect(pagePath('alco')).toBe('/alco')
  expect(pagePath(undefined)).toBe('/')
})

test("the query reads the period's day records and the leads of the page's addresses: no spam, no health details, no other page", async () => {
  const period = periodOf(PERFORMANCE_DAYS, new Date('2026-11-24T12:00:00Z'))
  expect(period.from).toBe('2026-10-26')
  const lead = (_id: string, page: string, fields: Record<string, unknown> = {}) => ({
    _id,
    _type: 'contactRequest',
    status: 'new',
    receivedAt: '2026-11-20T12:00:00.000Z',
    page,
    name: 'Ana',
    email: 'ana@example.com',
    ...fields,
  })
  const dataset = [
    {...day('2026-10-25', []), _type: METRICS_DAY_TYPE},
    ...DAYS,
    lead('es', '/alco'),
    lead('en', '/en/alco/'),
    lead('home', '/'),
    lead('other', '/alcohol'),
    lead('spam', '/alco', {status: 'spam'}),
    lead('health', '/alco', {containsHealthData: true}),
    lead('before', '/alco', {receivedAt: '2026-10-25T23:59:59.000Z'}),
    lead('tomorrow', '/alco', {receivedAt: '2026-11-25T00:00:00.000Z'}),
  ]
  const result = (await (
    await evaluate(parse(PERFORMANCE_QUERY), {dataset, params: performanceParams({period, path: '/alco'})})
  ).get()) as {days: Array<{day: string}>; leads: unknown[]}
  expect(result.days.map((one) => one.day)).toEqual(['2026-11-20', '2026-11-24'])
  // Where the lead was sent from, nothing about the person.
  expect(result.leads).toEqual([{page: '/alco'}, {page: '/en/alco/'}])
})
