import {fakeBrowser} from '@/test/fakeBeaconBrowser'

jest.mock('./reporter', () => ({startReporting: jest.fn(), recordView: jest.fn()}))

/** Each test is a fresh page: the module as first loaded, and the browser idle when the test says. */
let start: typeof import('./start')
let reporter: jest.Mocked<typeof import('./reporter')>
let browser: ReturnType<typeof fakeBrowser>
let idle: Array<() => void>
beforeEach(async () => {
  browser = fakeBrowser()
  browser.privacy({})
  idle = []
  Object.assign(window, {requestIdleCallback: (run: () => void) => idle.push(run)})
  Object.assign(performance, {mark: jest.fn()})
  window.history.replaceState(null, '', '/')
  jest.resetModules()
  start = await import('./start')
  reporter = (await import('./reporter')) as typeof reporter
})

/** Lets the browser be idle, and the reporter's import resolve. */
async function beIdle() {
  for (const run of idle.splice(0)) run()
  await new Promise((resolve) => setTimeout(resolve))
}

describe('starting the metrics', () => {
  it('sends nothing for an address answered "not found": neither its view nor its load', async () => {
    start.notAPage('/no-such-page')
    start.pageViewed('/no-such-page')
    start.startMetrics()
    await beIdle()
    expect(reporter.startReporting).toHaveBeenCalledWith(undefined)
    expect(reporter.recordView).not.toHaveBeenCalled()
    // The visitor follows the page's link home: a page of the site, counted.
    start.pageViewed('/')
    expect(reporter.recordView).toHaveBeenLastCalledWith('/')
  })

  it('counts the page shown again from the back/forward cache as one more view, not as a new load', async () => {
    start.pageViewed('/alco')
    start.startMetrics()
    await beIdle()
    start.pageRestored('/alco')
    expect(reporter.recordView.mock.calls).toEqual([['/alco'], ['/alco']])
    expect(reporter.startReporting).toHaveBeenCalledTimes(1)
  })

  it('fetches the reporter only when the browser is idle after the load, and hands it the views so far', async () => {
    start.pageViewed('/')
    start.startMetrics()
    start.pageViewed('/en/')
    start.pageViewed('/en/')
    expect(reporter.startReporting).not.toHaveBeenCalled()
    await beIdle()
    expect(reporter.startReporting).toHaveBeenCalledWith('/')
    expect(reporter.recordView.mock.calls).toEqual([['/'], ['/en/']])
    expect(performance.mark).toHaveBeenCalledWith(start.METRICS_MARKS.on)
    start.pageViewed('/alco')
    expect(reporter.recordView).toHaveBeenLastCalledWith('/alco')
    start.startMetrics()
    await beIdle()
    expect(reporter.startReporting).toHaveBeenCalledTimes(1)
  })

  it('gives the Web Vitals to the page loaded from the server, even when the visitor moved on before the reporter came', async () => {
    start.pageViewed('/legal/privacy-policy')
    start.pageViewed('/')
    start.startMetrics()
    await beIdle()
    expect(reporter.startReporting).toHaveBeenCalledWith('/legal/privacy-policy')
  })

  it.each([
    ['Global Privacy Control', {gpc: true}],
    ['Do Not Track', {dnt: '1'}],
  ])('with %s, fetches nothing: the page says it is not measured', async (_, signal) => {
    browser.privacy(signal)
    start.pageViewed('/')
    start.startMetrics()
    await beIdle()
    expect(idle).toEqual([])
    expect(reporter.startReporting).not.toHaveBeenCalled()
    expect(reporter.recordView).not.toHaveBeenCalled()
    expect(performance.mark).toHaveBeenCalledWith(start.METRICS_MARKS.off)
  })
})
