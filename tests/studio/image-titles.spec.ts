import {expect, test, type Page} from './fixtures'

/**
 * The image browser an editor opens from an image field («Seleccionar»): each image named by what
 * it shows (migrations/2026-11-28-image-titles, kept in content/assets.json), never by its file's
 * hash («bd0dbf49…-360x740.svg», issue 53): in the grid (each picture's text for screen readers) and
 * in «Mostrar uso», which names the file.
 */

const shot = (page: Page, name: string) => page.screenshot({path: test.info().outputPath(`${name}.png`)})

/** A file name only a machine chose: the export's `<sha1>-<width>x<height>.<ext>`. */
const HASHED = /[0-9a-f]{40}-\d+x\d+\.\w+/

test('the image browser names each image by what it shows, not by a hash', async ({studio, page}) => {
  await studio.open('/intent/create/type=sponsor/')
  // «Logotipo», the new sponsor's one image field, empty: «Subir» or «Seleccionar».
  await studio.document.getByRole('button', {name: 'Seleccionar', exact: true}).click()
  const browser = page.getByRole('dialog', {name: 'Seleccionar imagen para "Logotipo"'})
  await expect(browser.getByRole('img', {name: 'Logo de Fundación Aurora Viva.svg'})).toBeVisible()
  await expect(browser.getByRole('img', {name: 'Icono de «Registro de peso».svg'})).toBeVisible()
  await expect(
    browser.getByRole('img', {
      name: 'Pantalla Hoy de la app Habitum con la agenda del día y un anillo de progreso.svg',
    }),
  ).toBeVisible()
  await expect(browser.getByRole('img', {name: HASHED})).toHaveCount(0)
  // Its close button is read aloud in Spanish too (studio/closeLabels.ts), not «Close dialog».
  await expect(browser.getByRole('button', {name: 'Cerrar', exact: true})).toBeVisible()
  await expect(page.getByRole('button', {name: 'Close dialog'})).toHaveCount(0)
  await shot(page, 'image-browser')

  // «Mostrar uso» of the first picture names its file: by its description too.
  await browser.getByRole('img').first().hover()
  await browser
    .getByRole('button')
    .filter({has: page.locator('[data-sanity-icon="ellipsis-horizontal"]')})
    .first()
    .click()
  await page.getByRole('menuitem', {name: 'Mostrar uso'}).click()
  const usage = page.getByRole('dialog', {name: 'Documentos que utilizan el archivo'})
  await expect(usage.getByRole('heading', {level: 2})).toHaveText(
    /^Un documento está utilizando el archivo Pantalla Explora - contenidos educativos sobre nutrición, autocuidado y ejercicio\.svg$/,
  )
  await expect(usage).not.toContainText(HASHED)
  await shot(page, 'image-browser-usage')
})
