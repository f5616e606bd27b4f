import sharp from 'sharp'
import {expect, siteRegenerated, test} from './fixtures'

/** A new logo, as a designer would export it: a PNG wider than any slot it is shown in. */
const newLogo = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="384"><rect width="960" height="384" fill="#0f6b5c"/><text x="80" y="230" font-size="150" fill="#fff" font-family="sans-serif">Aurora</text></svg>',
    ),
  )
    .png()
    .toBuffer()

test('an editor uploads a sponsor logo and publishes: the sponsors grid shows it, drawn for its slot', async ({
  studio,
  site,
  lake,
  page,
}) => {
  await studio.open()
  await studio.openDocument('Instituciones', 'Fundación Aurora Viva')
  await page.getByRole('button', {name: 'Abrir el menú de opciones de imagen'}).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('menuitem', {name: 'Subir'}).click()
  await (await chooser).setFiles({name: 'aurora-viva.png', mimeType: 'image/png', buffer: await newLogo()})
  // The upload becomes an asset, and the draft's logo points at it.
  const assetRef = () =>
    (studio.stored('drafts.sponsor-01')?.logo as {asset?: {_ref?: string}} | undefined)?.asset?._ref
  await expect.poll(assetRef).toMatch(/^image-[0-9a-f]{40}-960x384-png$/)
  const fileName = assetRef()!.replace(/^image-([0-9a-f]{40})-(\d+x\d+)-png$/, '$1-$2.png')
  await expect(studio.document.locator(`img[src*="${fileName}"]`)).toBeVisible()
  await page.screenshot({path: test.info().outputPath('logo-uploaded.png')})
  await studio.publish('sponsor-01')

  await siteRegenerated(site, 'sponsor-01')
  const visitor = await page.context().newPage()
  await visitor.goto(site.url)
  const grid = visitor
    .locator('section', {has: visitor.getByRole('heading', {name: 'Instituciones que confían en nosotros'})})
    .getByRole('list')
  const logo = grid.getByRole('img', {name: 'Fundación Aurora Viva'})
  await logo.scrollIntoViewIfNeeded()
  await expect(logo).toHaveJSProperty('complete', true)
  const drawn = await logo.evaluate((image: HTMLImageElement) => ({
    src: image.currentSrc,
    asked: Number(new URL(image.currentSrc).searchParams.get('w')),
    shown: Math.ceil(image.clientWidth * devicePixelRatio),
    decoded: image.naturalWidth,
  }))
  // The new file, as a bitmap variant no narrower than the slot and at most about twice as wide.
  expect(drawn.src).toContain(`/content-images/${fileName}?`)
  expect(drawn.decoded).toBe(drawn.asked)
  expect(drawn.asked).toBeGreaterThanOrEqual(drawn.shown)
  expect(drawn.asked).toBeLessThanOrEqual(Math.max(2 * drawn.shown, 192))
  void lake
})
