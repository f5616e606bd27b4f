import type {MetricType} from 'web-vitals'
import {onCLS, onFCP, onINP, onLCP, onTTFB} from 'web-vitals'
import {ATTRIBUTION_KEY} from '@/lib/contact/attribution'
import {fakeBrowser} from '@/test/fakeBeaconBrowser'
import {lcpElementKind, recordView, startReporting, vitalEvent} from './reporter'

jest.mock('web-vitals', () => ({
  onCLS: jest.fn(),
  onFCP: jest.fn(),
  onINP: jest.fn(),
  onLCP: jest.fn(),
  onTTFB: jest.fn(),
}))

/** The callback web-vitals was handed for a metric, to report a value as it would. */
const reporterOf = (on: jest.Mock) => on.mock.calls[0]![0] as (metric: MetricType) => void
const metric = (name: MetricType['name'], value: number, entries: object[] = []) =>
  ({
    name,
    value,
    delta: value,
    id: 'v6-1',
    rating: 'good',
    entries,
    navigationType: 'navigate',
  }) as unknown as MetricType

let browser: ReturnType<typeof fakeBrowser>
beforeAll(() => {
  browser = fakeBrowser()
  browser.privacy({})
  browser.width(1280)
  window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=otono')
  startReporting('/')
})

describe('the reporter', () => {
  it('asks web-vitals for the five metrics’ final values only', () => {
    for (const on of [onLCP, onINP, onCLS, onFCP, onTTFB]) {
      expect(on).toHaveBeenCalledWith(expect.any(Function), {reportAllChanges: false})
    }
  })

  it('records each for the page loaded from the server, even after an in-site navigation; sends them when the page is hidden', async () => {
    window.history.pushState(null, '', '/en/alco')
    reporterOf(onTTFB as jest.Mock)(metric('TTFB', 212.4))
    reporterOf(onFCP as jest.Mock)(metric('FCP', 980))
    reporterOf(onLCP as jest.Mock)(metric('LCP', 1830.2, [{url: 'http://localhost/content-images/hero.avif'}]))
    browser.hide()
    // Reported as the page is hidden: sent at once.
    reporterOf(onCLS as jest.Mock)(metric('CLS', 0.012))
    reporterOf(onINP as jest.Mock)(metric('INP', 96))
    expect(await browser.sent()).toEqual([
      {
        path: '/',
        device: 'desktop',
        events: [
          {kind: 'vital', name: 'TTFB', value: 212.4},
          {kind: 'vital', name: 'FCP', value: 980},
          {kind: 'vital', name: 'LCP', value: 1830.2, element: 'image'},
        ],
      },
      {path: '/', device: 'desktop', events: [{kind: 'vital', name: 'CLS', value: 0.012}]},
      {path: '/', device: 'desktop', events: [{kind: 'vital', name: 'INP', value: 96}]},
    ])
  })

  it('names the LCP element’s kind: an image when its entry names a resource, text otherwise', () => {
    expect(lcpElementKind({url: 'http://localhost/content-images/hero.avif'})).toBe('image')
    expect(lcpElementKind({url: ''})).toBe('text')
    expect(lcpElementKind(undefined)).toBeUndefined()
    expect(vitalEvent(metric('LCP', 1200, [{url: ''}]))).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: 1200,
      element: 'text',
    })
    // Restored from the back/forward cache: no entry, no kind.
    expect(vitalEvent(metric('LCP', 40))).toEqual({kind: 'vital', name: 'LCP', value: 40})
    expect(vitalEvent(metric('CLS', 0.3, [{}]))).toEqual({kind: 'vital', name: 'CLS', value: 0.3})
  })

  it('records a view with the visit’s attribution, only what it has, the landing page recorded first', async () => {
    browser.show()
    sessionStorage.removeItem(ATTRIBUTION_KEY)
    window.history.replaceState(null, '', '/?utm_source=newsletter&utm_campaign=otono')
    recordView('/')
    window.history.pushState(null, '', '/en/')
    recordView('/en/')
    browser.hide({left: true})
    const views = (await browser.sent()).filter((beacon) => beacon.events.some((event) => event.kind === 'view'))
    expect(views).toEqual([
      {path: '/', device: 'desktop', events: [{kind: 'view', utmSource: 'newsletter', utmCampaign: 'otono'}]},
      {path: '/en/', device: 'desktop', events: [{kind: 'view', utmSource: 'newsletter', utmCampaign: 'otono'}]},
    ])
  })
})
