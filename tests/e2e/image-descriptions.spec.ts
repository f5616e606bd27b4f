import {expect, scrollThrough, test} from './fixtures'
import {fromContent} from '../support/content'

type Described = {es?: string; en?: string}

for (const language of ['es', 'en'] as const) {
  test(
    `on /${language}/ every image is described in ${language}, and decorative ones say nothing`,
    {tag: '@one-width'},
    async ({page}, testInfo) => {
      await page.goto(`/${language}/`)
      await scrollThrough(page)
      // Every picture of the page: none without an alt attribute.
      await expect(page.locator('main img:not([alt])')).toHaveCount(0)

      // A described image, in the page's language.
      const [dashboard] = await fromContent<Described[]>(
        '*[_type == "page" && !defined(slug)][0].sections[_type == "dashboardPromo"].image.alt',
      )
      await expect(page.getByRole('img', {name: dashboard![language], exact: true})).toBeVisible()

      // Said nothing of: the features' icons, beside their own titles, marked decorative; and the
      // hero's art, decorative by design.
      const icons = await fromContent<Array<boolean | null>>(
        '*[_type == "page" && !defined(slug)][0].sections[_type == "features"].items[].icon.decorative',
      )
      expect(icons.length).toBeGreaterThan(0)
      expect(icons.every((flag) => flag === true)).toBe(true)
      await expect(page.locator('main img[alt=""]')).toHaveCount(icons.length + 1)

      const lastIcon = page.locator('main img[alt=""]').last()
      await lastIcon.scrollIntoViewIfNeeded()
      await expect
        .poll(() => lastIcon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true)
      await page.screenshot({path: `test-results/screenshots/site-${language}-${testInfo.project.name}.png`})
    },
  )
}
