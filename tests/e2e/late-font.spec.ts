import {FONT_URL} from '../../web/theme/fontFile'
import {layoutShifts, totalOf, watchLayoutShifts} from '../support/layoutShifts'
import {EVERY_PAGE, expect, test, twoFrames, type Page} from './fixtures'

/**
 * Inter arriving late moves nothing: the page is drawn in the fallback font while Inter's request is
 * held back, and when Inter comes it is not swapped in (`font-display: optional`): every line keeps
 * its place. The next page, with Inter cached, is drawn in Inter from its first paint
 * (web/theme/fonts.ts). Nothing preloads it, so nothing holds a first visit's first paint for it. Were the font `swap`, the fallback faces would have to keep every line
 * break; they do on most first screens but not all (docs/performance.md, "The font").
 */

/** Holds back every request for the site's font until `release()`. */
async function holdTheFont(page: Page) {
  const held: Array<() => Promise<void>> = []
  let requested: () => void
  const wasRequested = new Promise<void>((resolve) => (requested = resolve))
  await page.route(`**${FONT_URL}`, (route) => {
    held.push(() => route.continue())
    requested()
  })
  return {wasRequested, release: () => Promise.all(held.map((release) => release()))}
}

/** The URLs the page has asked for and not yet received (or given up on). */
function requestsInFlight(page: Page) {
  const inFlight = new Set<string>()
  page.on('request', (request) => inFlight.add(request.url()))
  page.on('requestfinished', (request) => inFlight.delete(request.url()))
  page.on('requestfailed', (request) => inFlight.delete(request.url()))
  return () => [...inFlight].map((url) => new URL(url).pathname)
}

/** The fonts the browser drew the first element matching each selector with (their family names). */
async function fontsDrawing(page: Page, selectors: string[]) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('DOM.enable')
  await devtools.send('CSS.enable')
  const {root} = await devtools.send('DOM.getDocument', {depth: 0})
  const drawn: Record<string, string[]> = {}
  for (const selector of selectors) {
    const {nodeId} = await devtools.send('DOM.querySelector', {nodeId: root.nodeId, selector})
    const {fonts} = await devtools.send('CSS.getPlatformFontsForNode', {nodeId})
    drawn[selector] = fonts.map((font) => font.familyName)
  }
  await devtools.detach()
  return drawn
}

const PROBE = 'late-font-probe'

/**
 * Waits until the browser counts layout shifts again. It leaves out of CLS every shift within
 * 500 ms of an input (`hadRecentInput`), and on a phone (Playwright's mobile emulation) Chromium
 * takes the viewport being set as the page loads for an input: a font arriving in that window
 * would move things unseen, and the test pass for nothing. A probe box, moved each frame until
 * its shift counts, tells when that window has closed; it is gone before the font comes.
 */
async function untilShiftsCount(page: Page) {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        type Shift = PerformanceEntry & {hadRecentInput: boolean; sources?: Array<{node: Node | null}>}
        const probe = document.createElement('div')
        probe.id = id
        probe.style.cssText = 'position: fixed; top: 0; left: 0; width: 8px; height: 8px; background: #fff'
        document.body.append(probe)
        let counted = false
        const observer = new PerformanceObserver((list) => {
          counted ||= (list.getEntries() as Shift[]).some(
            (shift) => !shift.hadRecentInput && shift.sources?.some((source) => source.node === probe),
          )
        })
        observer.observe({type: 'layout-shift'})
        const move = () => {
          if (counted) {
            observer.disconnect()
            probe.remove()
            resolve()
          } else {
            probe.style.top = probe.style.top === '0px' ? '20px' : '0px'
            requestAnimationFrame(move)
          }
        }
        requestAnimationFrame(move)
      }),
    PROBE,
  )
}

/** The page's largest heading and its first paragraph: text on the first screen of every page. */
const FIRST_TEXT = ['h1', 'main p']

for (const path of EVERY_PAGE) {
  test(`${path}: nothing moves when the web font arrives after the page is drawn`, async ({page}) => {
    // Watched from the start: the shift comes after the load event, past what the browser keeps.
    await watchLayoutShifts(page)
    const font = await holdTheFont(page)
    const inFlight = requestsInFlight(page)
    // Not until `load`: the font's request, held, holds the load event.
    await page.goto(path, {waitUntil: 'domcontentloaded'})
    await font.wasRequested
    // Drawn and hydrated (the language switch carries React's fiber), then two frames for what
    // hydration started: the page as a visitor has it, in the fallback font.
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-language-switch]')
      return (
        performance.getEntriesByName('first-contentful-paint').length > 0 &&
        island !== null &&
        Object.keys(island).some((key) => key.startsWith('__reactFiber'))
      )
    })
    await twoFrames(page)
    // Everything else it asked for (scripts, the first screen's images) has arrived.
    await expect.poll(inFlight).toEqual([FONT_URL])
    const before = await fontsDrawing(page, FIRST_TEXT)
    expect(Object.values(before).flat()).not.toContain('Inter')

    await untilShiftsCount(page)
    await font.release()
    await page.waitForLoadState('load')
    await page.waitForFunction(() =>
      [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
    )
    // layoutShifts() reads them two frames on: once the loaded font could have been laid out.
    const shifts = (await layoutShifts(page)).filter(
      (shift) => !shift.moved.length || !shift.moved.every((moved) => moved.startsWith(`<div#${PROBE}>`)),
    )
    test.info().annotations.push({type: 'CLS', description: String(totalOf(shifts))})
    // The page keeps the face it was drawn in: a late font is not swapped in.
    expect(await fontsDrawing(page, FIRST_TEXT), 'the first screen keeps its fallback').toEqual(before)
    expect(totalOf(shifts), `what moved:\n${JSON.stringify(shifts, null, 2)}`).toBe(0)

    // And the font is not for nothing: when it is there for the first paint (cached, or on a fast
    // network: here, no longer held), the page is drawn in it.
    await page.unroute(`**${FONT_URL}`)
    await page.reload()
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    for (const [selector, fonts] of Object.entries(await fontsDrawing(page, FIRST_TEXT)))
      expect(fonts, `${selector} in Inter when it comes in time`).toEqual(['Inter'])
  })
}

test('a first visit does not wait for Inter: nothing preloads it; the next page is drawn in it', async ({page}) => {
  // Whether Inter beats the first paint on a first visit is a race (here, on loopback, it can win);
  // what is the site's to decide is that nothing asks the browser to wait for it. A preloaded
  // font holds the first paint (web/theme/fonts.ts); without one the page is drawn in the
  // fallback while Inter is on its way (the held-font tests above).
  const response = await page.goto('/legal/privacy-policy')
  expect(response?.headers().link ?? '', 'a Link header preloading the font').not.toContain(FONT_URL)
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
  await expect(page.locator(`link[href*="${FONT_URL}"]`)).toHaveCount(0)
  // It is still fetched, for the pages after this one.
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
  )
  await page.goto('/alco')
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
  for (const [selector, fonts] of Object.entries(await fontsDrawing(page, FIRST_TEXT)))
    expect(fonts, `${selector} on the next page`).toEqual(['Inter'])
})
