import {readFileSync} from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type {Locator} from '@playwright/test'
import {clickAtRest, expect, isDesktop, pageHasSettled, scrollThrough, test, type Page} from './fixtures'

/**
 * What editors set in the Studio, as visitors see it: localized images, revision comparison; and a
 * hero's decorative art, which the Studio offers no crop for, drawn whole.
 */

const BACKDROP_FILE = 'f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-680x680.svg'
/** The art behind the hero's phones: the first picture of the first section, drawn behind the phones. */
const backdrop = (page: Page) => page.locator('main section').first().locator('img').first()

/**
 * Where the picture the image shows is cut: by a box of an ancestor that clips (the hero's band,
 * the page), or by the edge of the page. Empty when the whole picture is on the page.
 */
const cutsOfTheDrawnPicture = (image: Locator) =>
  image.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect()
    // The picture fitted into its box (object-fit: contain), centred.
    const scale = Math.min(box.width / img.naturalWidth, box.height / img.naturalHeight)
    const [width, height] = [img.naturalWidth * scale, img.naturalHeight * scale]
    const left = box.left + (box.width - width) / 2
    const top = box.top + (box.height - height) / 2
    const drawn = {left, top, right: left + width, bottom: top + height}
    const cuts: string[] = []
    const cut = (by: string, edges: {left: number; top: number; right: number; bottom: number}, x = true, y = true) => {
      const outside = [
        x && drawn.left < edges.left - 0.5 && 'left',
        x && drawn.right > edges.right + 0.5 && 'right',
        y && drawn.top < edges.top - 0.5 && 'top',
        y && drawn.bottom > edges.bottom + 0.5 && 'bottom',
      ].filter(Boolean)
      if (outside.length) cuts.push(`${by} cuts its ${outside.join(', ')}`)
    }
    for (let element = img.parentElement; element; element = element.parentElement) {
      const {overflowX, overflowY} = getComputedStyle(element)
      const name = `<${element.localName}${element.className ? ` class="${element.className}"` : ''}>`
      cut(name, element.getBoundingClientRect(), overflowX !== 'visible', overflowY !== 'visible')
    }
    cut('the page', {left: 0, top: -Infinity, right: document.documentElement.clientWidth, bottom: Infinity})
    return {objectFit: getComputedStyle(img).objectFit, cuts}
  })

for (const address of ['/', '/en/']) {
  test(`${address}: the hero's art is the whole drawing, and nothing cuts it, from 375 to 1920 px`, async ({page}) => {
    const original = readFileSync(path.resolve('content/images', BACKDROP_FILE))
    // A phone at its own width; from the breakpoint to a wide screen in the laptop's browser.
    const widths = isDesktop(page) ? [768, 1280, 1920] : [page.viewportSize()!.width]
    for (const width of widths) {
      if (width !== page.viewportSize()!.width) await page.setViewportSize({width, height: 900})
      await page.goto(address)
      const image = backdrop(page)
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy()
      await pageHasSettled(page)
      // The first screen's largest image comes with the HTML: the art's own file, whole (no crop
      // parameters, no cut to a shape), as a data URL.
      const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc)
      expect(src.startsWith('data:image/svg+xml,'), src.slice(0, 40)).toBe(true)
      const file = Buffer.from(decodeURIComponent(src.slice(src.indexOf(',') + 1)))
      expect(file.equals(original), 'the art file, unchanged').toBe(true)

      // And it is drawn whole: neither its band nor the page clips it.
      const drawn = await cutsOfTheDrawnPicture(image)
      expect(drawn, `at ${width} px`).toEqual({objectFit: 'contain', cuts: []})
    }
  })
}

test('the English landing page shows the English app screen where there is one', async ({page}) => {
  const firstScreen = () => page.locator('[data-showcase-panel] img').first()
  await page.goto('/en/')
  await expect(firstScreen()).toHaveAttribute('src', /bb30a35223a321fb0413deaa8d214f41bca7697e-390x800\.svg/)
  await expect(firstScreen()).toHaveAttribute('alt', /^Today screen/)
  await page.goto('/')
  await expect(firstScreen()).toHaveAttribute('src', /5bc8554b9012716be9143dafc6f0a348281de980-390x800\.svg/)
})

for (const [prefix, link, heading] of [
  ['', 'Comparar con la versión vigente', /cambios entre versiones/],
  ['/en', 'Compare with the version in force', /changes between versions/],
] as const) {
  test(`${prefix || '/'}: an earlier legal revision compared with the one in force, words added and removed, accessible`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/legal/privacy-policy`)
    // This test is about the comparison: follow the link once the page is hydrated (a click in the
    // middle of hydration is the subject of anchors.spec.ts, and was seen lost here once).
    await pageHasSettled(page)
    // At the foot of the long text: clicked once the paragraphs above have stopped moving it.
    await clickAtRest(page, page.getByRole('link', {name: new RegExp(link)}))
    await page.waitForURL(`${prefix}/legal/privacy-policy/2022-03-01/comparar/2023-07-01`)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(heading)
    await expect(page.locator('time[datetime="2022-03-01"]')).toBeVisible()
    await expect(page.locator('time[datetime="2023-07-01"]')).toBeVisible()
    await expect(page.locator('ins').first()).toBeVisible()
    await expect(page.locator('del').first()).toBeVisible()
    // Headings stay headings; a change is readable without colour (underlined, struck through).
    await expect(page.locator('article h2').first()).toBeVisible()
    expect(
      await page
        .locator('ins')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('underline')
    expect(
      await page
        .locator('del')
        .first()
        .evaluate((node) => getComputedStyle(node).textDecorationLine),
    ).toBe('line-through')
    // The comparison's blocks are drawn as they come near (content-visibility: auto): walked
    // through first, as accessibility.spec.ts does, so that axe judges the page as it is drawn, not
    // the footer measured against blocks still at their estimated heights.
    await scrollThrough(page)
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
}
