import {layoutShifts, totalOf} from '../support/layoutShifts'
import {EVERY_PAGE, expect, pageHasSettled, test, type Page} from './fixtures'

/**
 * What a visitor sees first stays where it is. A browser paints a page it has only partly read
 * (more often the slower the phone), and then whatever arrives next must not move what it painted.
 */

/** A slow phone's CPU: the browser then paints between reading chunks of a page far more often. */
async function slowTheCpu(page: Page) {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', {rate: 6})
}

for (const path of EVERY_PAGE) {
  test(`${path}: nothing shifts while it arrives on a slow phone, nor as fonts and images load`, async ({page}) => {
    await slowTheCpu(page)
    await page.goto(path)
    await pageHasSettled(page)
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'))
    const shifts = await layoutShifts(page)
    expect(totalOf(shifts), JSON.stringify(shifts, null, 2)).toBeLessThan(0.01)
  })
}

test.describe(() => {
  test.use({expectedConsoleError: /ERR_FAILED .*\.(js|woff2)\)$/})
  test('the hero stays put while the phones beside its text are still being read', async ({page}, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'On a phone the phones come below the text.')
    // Without scripts the page is exactly what its HTML draws. Without the web font both loads
    // draw with the fallback: when Inter arrives (tests/e2e/late-font.spec.ts) is not what this
    // compares.
    await page.route(/\.(js|woff2)$/, (route) => route.abort())
    const heading = page.getByRole('heading', {level: 1})
    // The grid of text and phones: a browser counts a shift when a box moves, even if the text
    // in it stays where it was.
    const hero = heading.locator('xpath=../..')
    const boxes = async () => ({heading: await heading.boundingBox(), hero: await hero.boundingBox()})
    const isHome = (url: URL) => url.pathname === '/'
    await page.route(isHome, async (route) => {
      // The page as the browser has it when its reading stops after the hero's text column.
      const response = await route.fetch()
      const html = await response.text()
      const textColumnEnd = html.indexOf('</div>', html.indexOf('</h1>')) + '</div>'.length
      await route.fulfill({response, body: html.slice(0, textColumnEnd)})
    })
    await page.goto('/')
    await expect(page.locator('main img')).toHaveCount(0)
    const partly = await boxes()
    await page.unroute(isHome)
    await page.goto('/')
    await expect(page.locator('main img').first()).toBeAttached()
    expect(partly).toEqual(await boxes())
  })
})

for (const path of EVERY_PAGE) {
  test(
    `${path}: the first paint waits until the header and the first screen have been read`,
    {tag: '@one-width'},
    async ({page}) => {
      await page.goto(path)
      // Each <link rel=expect blocking=render> in <head> holds the first paint until the parser
      // reaches the element it names (Chromium).
      const holds = await page.evaluate(() =>
        [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="expect"][blocking="render"]')].map((link) => {
          const target = document.getElementById(new URL(link.href).hash.slice(1))
          const follows = (selector: string) => {
            const elements = [...document.querySelectorAll(selector)]
            return (
              elements.length > 0 &&
              target !== null &&
              elements.every(
                (element) =>
                  element === target ||
                  element.contains(target) ||
                  element.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING,
              )
            )
          }
          return {
            // Empty, so the parser reaching it and having read it whole are the same moment.
            empty: target !== null && target.childNodes.length === 0 && target.hidden,
            afterHeader: follows('body > header *'),
            afterFirstSection: follows('main > section:first-of-type, main > section:first-of-type *'),
            afterLegalDates: follows('main article time'),
          }
        }),
      )
      expect(holds.every((hold) => hold.empty)).toBe(true)
      expect(holds.some((hold) => hold.afterHeader)).toBe(true)
      if (path.includes('/legal/')) expect(holds.some((hold) => hold.afterLegalDates)).toBe(true)
      else expect(holds.some((hold) => hold.afterFirstSection)).toBe(true)
    },
  )
}
