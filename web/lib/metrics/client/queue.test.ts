import {BEACON_MAX_BYTES, BEACON_MAX_EVENTS, type MetricsEvent} from '@habitum/content/metrics/events'
import {fakeBrowser} from '@/test/fakeBeaconBrowser'

/** Each test gets the queue as a page first loads it: not sending yet, nothing queued. */
let queue: typeof import('./queue')
let browser: ReturnType<typeof fakeBrowser>
beforeEach(async () => {
  jest.useFakeTimers()
  browser = fakeBrowser()
  browser.privacy({})
  browser.width(375)
  browser.show()
  await jest.isolateModulesAsync(async () => {
    queue = await import('./queue')
  })
})
afterEach(() => jest.useRealTimers())

const tried: MetricsEvent = {kind: 'funnel', step: 'tried'}
const lcp: MetricsEvent = {kind: 'vital', name: 'LCP', value: 1234.5, element: 'image'}

describe('the metrics queue', () => {
  it('sends nothing until started, then what waited, a few seconds after the last event', async () => {
    queue.record({kind: 'view'}, '/')
    jest.advanceTimersByTime(60_000)
    expect(browser.sendBeacon).not.toHaveBeenCalled()

    queue.startSending()
    queue.record(lcp, '/')
    jest.advanceTimersByTime(queue.FLUSH_DELAY_MS - 1)
    queue.record(tried, '/')
    jest.advanceTimersByTime(queue.FLUSH_DELAY_MS - 1)
    expect(browser.sendBeacon).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(await browser.sentRaw()).toEqual([
      {
        url: '/api/metrics',
        type: 'application/json',
        beacon: {path: '/', device: 'phone', events: [{kind: 'view'}, lcp, tried]},
      },
    ])
  })

  it('sends as soon as a beacon’s worth of events is waiting', async () => {
    queue.startSending()
    for (let count = 0; count < BEACON_MAX_EVENTS; count++) queue.record(tried, '/')
    const [beacon, ...others] = await browser.sent()
    expect(beacon!.events).toHaveLength(BEACON_MAX_EVENTS)
    expect(others).toEqual([])
  })

  it('always sends when the page is hidden or left, and what comes while it is hidden, at once', async () => {
    queue.startSending()
    queue.record({kind: 'view'}, '/alco')
    browser.hide()
    expect(await browser.sent()).toEqual([{path: '/alco', device: 'phone', events: [{kind: 'view'}]}])
    // web-vitals reports its final values on the same visibilitychange, after the queue may have sent.
    queue.record(lcp, '/alco')
    expect(browser.sendBeacon).toHaveBeenCalledTimes(2)

    browser.show()
    queue.record(tried, '/alco')
    window.dispatchEvent(new Event('pagehide'))
    expect((await browser.sent()).map((beacon) => beacon.events)).toEqual([[{kind: 'view'}], [lcp], [tried]])
  })

  it('sends a beacon per page and device class, in the order they came', async () => {
    queue.startSending()
    queue.record({kind: 'view'}, '/')
    queue.record({kind: 'view'}, '/en/')
    queue.record(lcp, '/')
    browser.width(1280)
    queue.record(tried, '/en/')
    browser.width(900)
    queue.record(tried, '/en/')
    queue.flush()
    expect(await browser.sent()).toEqual([
      {path: '/', device: 'phone', events: [{kind: 'view'}, lcp]},
      {path: '/en/', device: 'phone', events: [{kind: 'view'}]},
      {path: '/en/', device: 'desktop', events: [tried]},
      {path: '/en/', device: 'tablet', events: [tried]},
    ])
  })

  it('records the page’s path as visited unless told', async () => {
    window.history.pushState(null, '', '/en/alco')
    queue.startSending()
    queue.record(tried)
    queue.flush()
    expect((await browser.sent())[0]!.path).toBe('/en/alco')
  })

  it('splits what it sends: never more than BEACON_MAX_EVENTS events, nor BEACON_MAX_BYTES bytes, in one beacon', () => {
    const many = Array.from({length: 2 * BEACON_MAX_EVENTS + 1}, () => ({
      path: '/',
      device: 'phone' as const,
      event: tried,
    }))
    expect(queue.beaconsOf(many).map((beacon) => beacon.events.length)).toEqual([
      BEACON_MAX_EVENTS,
      BEACON_MAX_EVENTS,
      1,
    ])

    // Views from a campaign whose values (100 characters each, accented: two bytes a letter) fill a beacon fast.
    const campaign = 'ñ'.repeat(100)
    const view: MetricsEvent = {kind: 'view', utmSource: campaign, utmMedium: campaign, utmCampaign: campaign}
    const views = Array.from({length: 30}, () => ({path: '/', device: 'desktop' as const, event: view}))
    const beacons = queue.beaconsOf(views)
    expect(beacons.length).toBeGreaterThan(1)
    for (const beacon of beacons) {
      expect(new TextEncoder().encode(JSON.stringify(beacon)).length).toBeLessThanOrEqual(BEACON_MAX_BYTES)
    }
    // Full: the next event would not have fitted.
    const bytes = new TextEncoder().encode(JSON.stringify(beacons[0])).length
    expect(bytes + 1 + new TextEncoder().encode(JSON.stringify(view)).length).toBeGreaterThan(BEACON_MAX_BYTES)
    expect(beacons.flatMap((beacon) => beacon.events)).toHaveLength(30)

    // An event no beacon can hold is dropped; the others still go.
    const endless = {path: `/${'a'.repeat(BEACON_MAX_BYTES)}`, device: 'phone' as const, event: tried}
    expect(queue.beaconsOf([endless, many[0]!])).toEqual([{path: '/', device: 'phone', events: [tried]}])
  })

  it('drops a beacon the browser refuses: never sent again', async () => {
    browser.refuseBeacons()
    queue.startSending()
    queue.record(tried, '/')
    queue.flush()
    queue.record(lcp, '/')
    queue.flush()
    expect((await browser.sent()).map((beacon) => beacon.events)).toEqual([[tried], [lcp]])
  })

  it('keeps at most a beacon’s worth of events while it waits to start', async () => {
    for (let count = 0; count < BEACON_MAX_EVENTS + 5; count++) queue.record(tried, '/')
    queue.startSending()
    queue.flush()
    expect((await browser.sent()).flatMap((beacon) => beacon.events)).toHaveLength(BEACON_MAX_EVENTS)
  })

  it.each([
    ['Global Privacy Control', {gpc: true}],
    ['Do Not Track', {dnt: '1'}],
    ['Do Not Track, the older window.doNotTrack', {windowDnt: '1'}],
  ])('with %s, sends nothing at all', async (_, signal) => {
    browser.privacy(signal)
    queue.record({kind: 'view'}, '/')
    queue.startSending()
    queue.record(tried, '/')
    queue.flush()
    browser.hide({left: true})
    jest.advanceTimersByTime(60_000)
    expect(browser.sendBeacon).not.toHaveBeenCalled()
  })

  it('takes Do Not Track «0» or unset as no refusal', async () => {
    browser.privacy({dnt: '0', gpc: false})
    queue.startSending()
    queue.record(tried, '/')
    queue.flush()
    expect(browser.sendBeacon).toHaveBeenCalledTimes(1)
  })
})
