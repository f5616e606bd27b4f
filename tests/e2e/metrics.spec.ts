import {BEACON_MAX_BYTES, BEACON_MAX_EVENTS, deviceOf, type Vital} from '@habitum/content/metrics/events'
import type {Browser, BrowserContext} from '@playwright/test'
import {THROTTLING} from '../../scripts/perf/lighthouse'
import {E2E_PREVIEW_SECRET} from '../support/preview'
import {startMetricsWitness, type WitnessedBeacon} from '../support/metricsWitness'
import {METRICS_MARKS} from '../../web/lib/metrics/client/start'
import {collectScripts, expect, NOT_FOUND_LOG, test as base, urlsContaining, type Page} from './fixtures'

/**
 * What the browser sends to /api/metrics (packages/content/metrics/events.ts), read where the
 * server receives it: each test visits the site through a witness (tests/support/metricsWitness.ts),
 * a proxy that passes everything through and keeps the beacons, since Playwright never reports the
 * ones a page sends while it is being left, which carry the final Web Vitals. The endpoint answers
 * as it does (each beacon must be taken: 204): nothing is mocked. Pages are left for real, by going
 * elsewhere: Chromium fires pagehide, then visibilitychange → hidden. Headless Chromium never hides a
 * page that stays open (another tab in front, a minimized window), so leaving is the one real hide.
 */
type Witness = Awaited<ReturnType<typeof startMetricsWitness>>

const test = base.extend<{witness: Witness}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter
  witness: async ({}, use, testInfo) => {
    const witness = await startMetricsWitness(testInfo.project.use.baseURL!)
    await use(witness)
    await witness.close()
  },
  // Every page of the test goes through the witness.
  baseURL: async ({witness}, use) => use(witness.url),
})

/** A text the reporter's chunk holds (web-vitals observes it), and no other code of the site. */
const WEB_VITALS_CODE = 'largest-contentful-paint'

const eventsAt = (beacons: WitnessedBeacon[], path: string) =>
  beacons.filter((beacon) => beacon.path === path).flatMap((beacon) => beacon.events)
const vitalsAt = (beacons: WitnessedBeacon[], path: string) =>
  eventsAt(beacons, path).flatMap((event) => (event.kind === 'vital' ? [event] : []))
const hasVital = (name: Vital, path: string) => (beacons: WitnessedBeacon[]) =>
  vitalsAt(beacons, path).some((event) => event.name === name)
/** What the page's own funnel and field errors were, in the order they arrived. */
const formEventsAt = (beacons: WitnessedBeacon[], path: string) =>
  eventsAt(beacons, path).filter((event) => event.kind === 'funnel' || event.kind === 'fieldError')

/** Waits until the page has decided whether it is measured (a performance mark it leaves). */
const pageDecided = (page: Page, mark: string) =>
  page.waitForFunction((name) => performance.getEntriesByName(name, 'mark').length > 0, mark)

/** Leaves the page for real: pagehide, then visibilitychange → hidden; the beacons sent then reach the witness. */
const leave = (page: Page) => page.goto('about:blank')

/** Every beacon as the contract says: JSON, within the limits, from this viewport's device class. */
function expectWellFormed(beacons: WitnessedBeacon[], page: Page) {
  expect(beacons.length).toBeGreaterThan(0)
  for (const {contentType, status, ...beacon} of beacons) {
    expect(contentType).toBe('application/json')
    // The server took it: what the pages send is what the endpoint counts.
    expect(status).toBe(204)
    expect(beacon.device).toBe(deviceOf(page.viewportSize()!.width))
    expect(beacon.events.length).toBeGreaterThan(0)
    expect(beacon.events.length).toBeLessThanOrEqual(BEACON_MAX_EVENTS)
    expect(Buffer.byteLength(JSON.stringify(beacon))).toBeLessThanOrEqual(BEACON_MAX_BYTES)
  }
}

/** The LCP entry as the page itself saw it: its time, and whether it named a resource (an image). */
const lcpOfPage = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{startTime: number; url: string}>((resolve) =>
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & {url: string}
          resolve({startTime: entry.startTime, url: entry.url})
        }).observe({type: 'largest-contentful-paint', buffered: true}),
      ),
  )

test(
  'a visit from a campaign, slowed to a phone’s: its view, then its five Web Vitals when the visitor leaves',
  {tag: '@one-width'},
  async ({page, witness}) => {
    test.slow()
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.requestLatencyMs,
      downloadThroughput: (THROTTLING.downloadThroughputKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadThroughputKbps * 1024) / 8,
    })
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: THROTTLING.cpuSlowdownMultiplier})

    await page.goto('/?utm_source=e2e-newsletter&utm_campaign=metricas', {referer: 'http://news.example/article/7'})
    await pageDecided(page, METRICS_MARKS.on)
    // A real interaction, for INP (and the moment LCP is final); then the page's own record of both.
    await page.getByRole('heading', {level: 1}).click()
    await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0)
    // The click made LCP final: web-vitals reports it when the browser is next idle, and the queue
    // sends it a few seconds later. By then web-vitals has also taken in the click's event timing
    // (handed to it when idle too); a page left before that loses its INP (web-vitals' final report
    // at hidden runs before the click's entries are counted).
    await witness.waitFor(hasVital('LCP', '/'))
    const lcp = await lcpOfPage(page)
    await leave(page)
    await witness.waitFor((beacons) =>
      (['TTFB', 'FCP', 'LCP', 'CLS', 'INP'] as const).every((name) => hasVital(name, '/')(beacons)),
    )

    const beacons = witness.beacons()
    expectWellFormed(beacons, page)
    expect(eventsAt(beacons, '/').filter((event) => event.kind === 'view')).toEqual([
      {kind: 'view', referrerOrigin: 'http://news.example', utmSource: 'e2e-newsletter', utmCampaign: 'metricas'},
    ])
    const vitals = vitalsAt(beacons, '/')
    // Final values: each once.
    expect(vitals.map((vital) => vital.name).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB'])
    const value = (name: Vital) => vitals.find((vital) => vital.name === name)!
    expect(value('TTFB').value).toBeGreaterThan(0)
    expect(value('FCP').value).toBeGreaterThanOrEqual(value('TTFB').value)
    expect(value('LCP')).toEqual({
      kind: 'vital',
      name: 'LCP',
      value: lcp.startTime,
      element: lcp.url ? 'image' : 'text',
    })
    expect(value('LCP').value).toBeGreaterThanOrEqual(value('FCP').value)
    expect(value('CLS').value).toBeGreaterThanOrEqual(0)
    expect(value('INP').value).toBeGreaterThan(0)
    expect(value('CLS').element).toBeUndefined()
  },
)

test(
  'the contact form’s funnel: seen, touched, an empty try with its three errors, a try that is sent; never what was typed',
  {tag: '@one-width'},
  async ({page, witness}) => {
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/')
    await page.locator('#contactus').scrollIntoViewIfNeeded()
    await expect(page.locator('#contactus form')).toBeVisible()
    // Touched, then tried empty (Enter in a field sends the form).
    await page.getByLabel('Nombre').focus()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Consulta')).toHaveAccessibleDescription('Escriba su consulta')
    await page.getByLabel('Nombre').fill('Ana Métricas')
    await page.getByLabel('E-mail').fill('ana.metricas@example.com')
    await page.getByLabel('Consulta').fill('Quisiera saber cómo se mide el sitio.')
    await page.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()
    await page.getByRole('button', {name: 'Enviar'}).click()
    await expect(page.locator('#contactus').getByRole('status')).toContainText('Tu mensaje ha sido recibido')
    await leave(page)
    await witness.waitFor((beacons) =>
      formEventsAt(beacons, '/').some((event) => event.kind === 'funnel' && event.step === 'sent'),
    )

    const beacons = witness.beacons()
    expectWellFormed(beacons, page)
    expect(formEventsAt(beacons, '/')).toEqual([
      {kind: 'funnel', step: 'seen'},
      {kind: 'funnel', step: 'touched'},
      {kind: 'funnel', step: 'tried'},
      {kind: 'fieldError', field: 'name'},
      {kind: 'fieldError', field: 'email'},
      {kind: 'fieldError', field: 'message'},
      {kind: 'fieldError', field: 'consent'},
      {kind: 'funnel', step: 'tried'},
      {kind: 'funnel', step: 'sent'},
    ])
    const sent = JSON.stringify(beacons)
    for (const typed of ['Ana', 'ana.metricas', 'example.com', 'Quisiera']) expect(sent).not.toContain(typed)
  },
)

test.describe(() => {
  test.use({expectedConsoleError: NOT_FOUND_LOG})

  // The not-found page's link home is the site's one in-site (client-side) link: the page it leads to
  // is a view of its own, and no Web Vitals follow it there (they belong to the load, not counted).
  test(
    'an address answered "not found" sends nothing, neither its view nor its load; the in-site page its link leads to is a view without Web Vitals',
    {tag: '@one-width'},
    async ({page, witness}) => {
      await page.goto('/nope')
      await pageDecided(page, METRICS_MARKS.on)
      await page.getByRole('link', {name: 'Volver al inicio'}).click()
      await expect(page).toHaveURL('/')
      await witness.waitFor((beacons) => eventsAt(beacons, '/').some((event) => event.kind === 'view'))
      await leave(page)
      // Whatever leaving sent came before the next visit's first beacon.
      await page.goto('/alco')
      await witness.waitFor((beacons) => eventsAt(beacons, '/alco').some((event) => event.kind === 'view'))

      const beacons = witness.beacons()
      expect(eventsAt(beacons, '/nope')).toEqual([])
      expect(eventsAt(beacons, '/').filter((event) => event.kind === 'view')).toEqual([{kind: 'view'}])
      expect(vitalsAt(beacons, '/')).toEqual([])
      expectWellFormed(beacons, page)
    },
  )
})

/**
 * A visit of the home page that must send nothing (`load` it), and the same visit after it by a
 * visitor who is measured, through a witness of its own: whatever the first would have sent when it
 * left was due before the second's last beacon, which is waited for. Each page, once loaded and
 * decided (its mark, if it has one), is clicked, has a field of the form filled, and is left.
 */
async function comparedWithAMeasuredVisit(
  browser: Browser,
  witness: Witness,
  silent: {page: Page; mark?: string; load: () => Promise<unknown>},
) {
  const silentScripts = collectScripts(silent.page)
  await silent.load()
  await visit(silent.page, silent.mark)
  await leave(silent.page)

  const site = test.info().project.use.baseURL!
  const controlWitness = await startMetricsWitness(site)
  const control: BrowserContext = await browser.newContext({viewport: silent.page.viewportSize()})
  try {
    const page = await control.newPage()
    const controlScripts = collectScripts(page)
    await page.goto(`${controlWitness.url}/`)
    await visit(page, METRICS_MARKS.on)
    await leave(page)
    // Leaving sends two beacons (the queue's at pagehide, CLS's at hidden), answered in either order.
    await controlWitness.waitFor(
      (beacons) =>
        hasVital('CLS', '/')(beacons) &&
        formEventsAt(beacons, '/').some((event) => event.kind === 'funnel' && event.step === 'touched'),
    )
    expect(witness.beacons()).toEqual([])
    // The measured page fetched web-vitals once idle; the silent one never did.
    expect(urlsContaining(await controlScripts.all(), WEB_VITALS_CODE)).toHaveLength(1)
    expect(urlsContaining(await silentScripts.all(), WEB_VITALS_CODE)).toEqual([])
  } finally {
    await control.close()
    await controlWitness.close()
  }
}

/** What a short visit of the home page does once it has loaded: a click in the form (an interaction, and the form touched) and a letter typed. */
async function visit(page: Page, mark: string | undefined) {
  await page.waitForFunction(() => document.readyState === 'complete')
  if (mark) await pageDecided(page, mark)
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  // The form's code comes when it comes near: a click before it has would be nobody's touch.
  await expect(page.locator('#contactus form')).toBeVisible()
  await page.getByLabel('Nombre').click()
  await page.keyboard.type('x')
}

test.describe('a browser that asks not to be tracked sends nothing and loads nothing for it', () => {
  test(
    'Global Privacy Control (Sec-GPC: 1, navigator.globalPrivacyControl)',
    {tag: '@one-width'},
    async ({browser, page, witness}) => {
      await page.context().setExtraHTTPHeaders({'Sec-GPC': '1'})
      await page.context().addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {get: () => true, configurable: true})
      })
      await comparedWithAMeasuredVisit(browser, witness, {page, mark: METRICS_MARKS.off, load: () => page.goto('/')})
    },
  )

  test('Do Not Track (DNT: 1, navigator.doNotTrack)', {tag: '@one-width'}, async ({browser, page, witness}) => {
    await page.context().setExtraHTTPHeaders({DNT: '1'})
    await page.context().addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'doNotTrack', {get: () => '1', configurable: true})
    })
    await comparedWithAMeasuredVisit(browser, witness, {page, mark: METRICS_MARKS.off, load: () => page.goto('/')})
  })
})

test('an editor in preview is not a visitor: nothing sent', {tag: '@one-width'}, async ({browser, page, witness}) => {
  // An editor's page leaves no mark: nothing on it measures.
  await comparedWithAMeasuredVisit(browser, witness, {
    page,
    load: async () => {
      await page.goto(`/api/draft-mode/enable?secret=${encodeURIComponent(E2E_PREVIEW_SECRET)}&redirect=%2F`)
      await expect(page.getByRole('complementary', {name: 'Vista previa: borrador'})).toBeVisible()
    },
  })
})
