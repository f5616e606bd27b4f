import AxeBuilder from '@axe-core/playwright'
import {EVERY_PAGE, expect, fullPageScreenshot, NOT_FOUND_LOG, scrollThrough, test, type Page} from './fixtures'

/**
 * WCAG 2.2 AA, as the latest axe-core checks it: on every route at the phone's width, where the
 * layout is tightest, and on one page of each kind at the laptop's (the same markup laid out
 * wider: what changes with the width is checked once per layout). With every FAQ answer open and
 * the contact form showing its errors, so the states a visitor reaches are checked too, not only
 * the page as it loads.
 */

const ROUTES = [...EVERY_PAGE, '/legal/privacy-policy/2022-03-01', '/en/legal/privacy-policy/2022-03-01', '/nope']
/** Checked at the laptop's width too: one page of each kind (the home page, a plan's page, a legal text). */
const AT_BOTH_WIDTHS = ['/', '/en/alco', '/legal/privacy-policy']
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/** Opens every FAQ answer the page has. */
async function openEveryAnswer(page: Page) {
  const questions = page.locator('article:has([data-faq-answer]) button[aria-controls]')
  for (const question of await questions.all()) {
    if ((await question.getAttribute('aria-expanded')) === 'true') continue
    await question.click()
    await expect(question).toHaveAttribute('aria-expanded', 'true')
  }
}

/** Sends the contact form empty, where the page has one, so its error messages show. */
async function showFormErrors(page: Page) {
  const form = page.locator('#contactus form')
  if ((await page.locator('#contactus').count()) === 0) return
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await form.getByRole('button').click()
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible()
}

for (const path of ROUTES) {
  test.describe(() => {
    test.use({expectedConsoleError: path === '/nope' ? NOT_FOUND_LOG : undefined})

    test(
      `axe finds no accessibility violations on ${path}, FAQ open and form errors shown`,
      AT_BOTH_WIDTHS.includes(path) ? {} : {tag: '@one-width'},
      async ({page}, testInfo) => {
        // A whole page walked through, every answer opened, axe and a full-page picture: more work
        // than the default time allows on a slow machine.
        test.slow()
        // Colour contrast is judged on the final state, not on elements halfway through a fade.
        await page.emulateMedia({reducedMotion: 'reduce'})
        await page.goto(path)
        // Sections are drawn, and their images asked for, as they come near.
        await scrollThrough(page)
        await openEveryAnswer(page)
        await showFormErrors(page)
        const results = await new AxeBuilder({page}).withTags(WCAG_AA).analyze()
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
        ).toEqual([])
        const name = path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'
        await fullPageScreenshot(page, testInfo.outputPath(`${name}-${testInfo.project.name}.png`))
      },
    )
  })
}

/**
 * The page as Lighthouse's audit meets it (npm run perf judges its score): loaded on a phone of
 * Lighthouse's size, nothing scrolled, motion on. Bands not drawn yet count as their estimated
 * height (content-visibility), and axe measures what lies past an estimate where it then sits:
 * over the next band, its links too close to that band's buttons and judged on its colours.
 */
for (const path of ['/', '/en/', '/alco', '/legal/privacy-policy']) {
  test(
    `axe finds no accessibility violations on ${path} as it loads, nothing scrolled`,
    {tag: '@one-width'},
    async ({page}) => {
      await page.setViewportSize({width: 412, height: 823})
      await page.goto(path)
      const results = await new AxeBuilder({page}).withTags(WCAG_AA).analyze()
      expect(
        results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
        ),
      ).toEqual([])
    },
  )
}
