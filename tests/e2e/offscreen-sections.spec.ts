import {expect, scrollUntilSteady, test, twoFrames, type Page} from './fixtures'

/**
 * Sections below the first screen are skipped by the browser until they come near
 * (SectionShell's `content-visibility: auto`): the first frame lays out one screen, not the page.
 * These tests hold the promises that come with it: skipped sections are drawn in time, and scroll
 * motion still plays where it should. That a link to an anchor still lands on it is
 * anchors.spec.ts's part.
 */

/** Whether the browser has drawn the section holding this element (false: skipped for now). */
const isDrawn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}))

const FAQ_HEADING = 'h2:text-is("Preguntas frecuentes")'
const REVEALED = '[id^="dashboard"] [data-reveal]'

test('sections below the first screen are drawn only as they come near', async ({page}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  expect(await isDrawn(page, 'h1')).toBe(true)
  // The FAQ closes the page, many screens down: not drawn on arrival, yet in the page (skipped is
  // not hidden: find-in-page and screen readers reach it).
  expect(await isDrawn(page, FAQ_HEADING)).toBe(false)
  await expect(page.getByRole('heading', {name: 'Preguntas frecuentes'})).toHaveCount(1)
  await page.locator(FAQ_HEADING).scrollIntoViewIfNeeded()
  await expect.poll(() => isDrawn(page, FAQ_HEADING)).toBe(true)
})

test('scroll motion measured before the sections above it were drawn still plays in place', async ({page}) => {
  await page.emulateMedia({reducedMotion: 'no-preference'})
  await page.goto('/')
  // The code fetched from now on (the motion's) arrives only once the page rests where this test
  // puts it: motion leaves alone an element already in view when it starts, and on the way there
  // sections drawn on arrival can bring the dashboard into view for a moment.
  let arrived!: () => void
  const atRest = new Promise<void>((resolve) => (arrived = resolve))
  await page.route('**/_next/static/chunks/**', async (route) => {
    await atRest
    await route.continue()
  })
  // Arrive a screen above the dashboard section, past sections never drawn (a restored scroll
  // position does this); its motion sets itself up there, measuring with their estimated heights.
  await scrollUntilSteady(page, () =>
    page.evaluate(() => {
      const section = document.querySelector('[id^="dashboard"]')!
      const offset = section.getBoundingClientRect().top - innerHeight
      scrollBy({top: offset, behavior: 'instant'})
      return Math.abs(offset) < 2
    }),
  )
  arrived()
  await expect(page.locator('[id^="dashboard"]')).toHaveAttribute('data-motion-ready', '')
  await expect(page.locator(REVEALED).first()).toHaveCSS('opacity', '0')
  // Walk up to the top: every section above is drawn at its real height, and the dashboard section
  // moves by thousands of pixels (the view stays put: the browser anchors the scroll).
  while ((await page.evaluate(() => scrollY)) > 0) {
    await page.evaluate(() => scrollBy({top: -innerHeight / 2, behavior: 'instant'}))
    await twoFrames(page)
  }
  // Bring the first revealed element's top to 92.5% of the viewport height: halfway between where
  // its reveal starts (the bottom edge) and ends (85%, web/motion/conditions.ts), so it must be half
  // faded in, if the motion was measured again. Measured with the estimates, thousands of pixels
  // off, it would be fully shown or not at all.
  await page.evaluate((selector) => {
    const element = document.querySelector(selector)!
    scrollTo({top: element.getBoundingClientRect().top + scrollY - innerHeight * 0.925, behavior: 'instant'})
  }, REVEALED)
  const fade = async () => {
    const opacity = Number(
      await page
        .locator(REVEALED)
        .first()
        .evaluate((element) => getComputedStyle(element).opacity),
    )
    return opacity > 0.3 && opacity < 0.7 ? 'half faded in' : `opacity ${opacity}`
  }
  await expect.poll(fade).toBe('half faded in')
})

test("a comparison's text below the first screen is drawn only as it comes near", async ({page}) => {
  await page.goto('/legal/privacy-policy/2022-03-01/comparar/2023-07-01')
  // A change inside a paragraph: the paragraph is what the browser skips, so its content is what
  // is not drawn.
  const changes = page.locator('p[data-change] > :is(ins, del)')
  await expect(changes.first()).toBeVisible()
  expect(await isDrawn(page, 'p[data-change] > :is(ins, del)')).toBe(true)
  // The comparison runs for many screens: its last change is skipped on arrival, yet in the page.
  const last = changes.last()
  const lastIsDrawn = () => last.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}))
  expect(await lastIsDrawn()).toBe(false)
  await last.scrollIntoViewIfNeeded()
  await expect.poll(lastIsDrawn).toBe(true)
})
