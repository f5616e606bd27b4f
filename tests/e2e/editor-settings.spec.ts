import {readFileSync} from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import sharp from 'sharp'
import {clickAtRest, expect, pageHasSettled, test, type Page} from './fixtures'

/** What editors set in the Studio, as visitors see it: crops, localized images, revision comparison. */

const BACKDROP_FILE = 'f6473a36a6fe5eaf28c3729dc94b0e45c0a6832a-680x680.svg'
const backdrop = (page: Page) => page.locator(`img[src*="${BACKDROP_FILE}"]`).first()

/** The mean difference per channel (0–255) between two pictures drawn at the same size. */
async function difference(a: Buffer, b: Buffer) {
  const [left, right] = await Promise.all([a, b].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer()))
  let total = 0
  for (let index = 0; index < left!.length; index++) total += Math.abs(left![index]! - right![index]!)
  return total / left!.length
}

test("the hero's backdrop is the editor's crop, cut square around the focal point", async ({page}) => {
  await page.goto('/')
  const image = backdrop(page)
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeTruthy()
  const {src, width, height} = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.naturalWidth,
    height: img.naturalHeight,
  }))
  // The snapshot crops 20 % off the left, 5 % off the top and 25 % off the bottom of the 680 × 680
  // drawing: 544 × 476 from (136, 34). The slot is square: 476 × 476 around the hotspot (x 75 %),
  // as far right as the crop allows, from (204, 34).
  expect(src).toContain('rect=136,34,544,476')
  expect(src).toContain('fit=crop')
  expect(width).toBe(height)

  const served = await (await page.request.get(src, {headers: {accept: 'image/png'}})).body()
  const size = (await sharp(served).metadata()).width!
  const original = readFileSync(path.resolve('content/images', BACKDROP_FILE))
  // The same drawing, made here: the original drawn at the scale the 476 px square is shown at.
  const fullWidth = Math.round((size * 680) / 476)
  const drawn = await sharp(original, {density: Math.ceil((72 * fullWidth) / 680)})
    .resize({width: fullWidth})
    .png()
    .toBuffer()
  const scale = size / 476
  const crop = await sharp(drawn)
    .extract({left: Math.round(204 * scale), top: Math.round(34 * scale), width: size, height: size})
    .png()
    .toBuffer()
  const whole = await sharp(original, {density: Math.ceil((72 * size) / 680)})
    .resize({width: size, height: size})
    .png()
    .toBuffer()
  const fromCrop = await difference(served, crop)
  expect(fromCrop).toBeLessThan(4)
  // And not the whole drawing, shrunk.
  expect(await difference(served, whole)).toBeGreaterThan(fromCrop * 3)
})

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
    const results = await new AxeBuilder({page})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  })
}
