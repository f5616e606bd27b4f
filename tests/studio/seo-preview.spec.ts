import type {TestLake} from '../support/localLake'
import {expect, seed, test} from './fixtures'

/** /alco as the lake holds it, as a draft whose search titles are longer than a result shows, without a share image. */
function alcoWithLongTitles(lake: TestLake) {
  const alco = structuredClone(lake.documents.get('page-alco')) as unknown as {
    seo: {title: {es: string; en: string}; image?: unknown}
  }
  // Without a share image of its own: the page gets the card the site draws.
  delete alco.seo.image
  alco.seo.title.es = 'Habitum para ALCO | Tu plan de descenso de peso en la app'
  alco.seo.title.en = 'Habitum for ALCO | Your weight-loss plan in the app'
  return {...alco, _id: 'drafts.page-alco'}
}

test('«Buscadores y redes» shows the search result and the shared card in each language, and warns where a result cuts the title', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [alcoWithLongTitles(lake)])
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await page.getByRole('tab', {name: 'Buscadores', exact: true}).click()

  // The title as the site prints it, with the brand after it: 67 characters, cut where a result cuts it.
  const spanish = page.getByTestId('search-result-es')
  await expect(spanish).toContainText('localhost:3000/alco')
  await expect(spanish.getByTestId('search-title')).toHaveText(
    'Habitum para ALCO | Tu plan de descenso de peso en la app ·…',
  )
  await expect(page.getByTestId('search-cut-es')).toHaveText(
    'El título en español, tal como lo muestra el sitio («Habitum para ALCO | Tu plan de descenso de peso en la app · Habitum»), tiene 67 caracteres: los buscadores muestran unos 60 y el final no se verá.',
  )
  const english = page.getByTestId('search-result-en')
  await expect(english).toContainText('localhost:3000/en/alco')
  await expect(english.getByTestId('search-title')).toHaveText(
    'Habitum for ALCO | Your weight-loss plan in the app · Habit…',
  )
  await expect(page.getByTestId('search-cut-en')).toHaveText(
    'El título en inglés, tal como lo muestra el sitio («Habitum for ALCO | Your weight-loss plan in the app · Habitum»), tiene 61 caracteres: los buscadores muestran unos 60 y el final no se verá.',
  )
  await expect(page.getByTestId('share-card-es')).toContainText('LOCALHOST:3000')
  await expect(page.getByTestId('share-card-es')).toContainText('Para miembros del plan ALCO')
  // Without a share image of its own, the page gets the card the site draws of its title, in each language.
  await expect(page.getByTestId('drawn-card-es')).toContainText(
    'Habitum para ALCO | Tu plan de descenso de peso en la app',
  )
  await expect(page.getByTestId('drawn-card-en')).toContainText('Habitum for ALCO | Your weight-loss plan in the app')

  // The same words in the document's validation panel, as a warning: publishing is not held back for it.
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    page
      .getByRole('button', {name: /^Buscadores y redes/})
      .getByText(
        /El título en español, tal como lo muestra el sitio \(«Habitum para ALCO \| Tu plan de descenso de peso en la app · Habitum»\), tiene 67 caracteres/,
      )
      .filter({visible: true}),
  ).toBeVisible()
  await page.getByRole('button', {name: 'Cerrar validación'}).click()
  await page.getByTestId('seo-preview').scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('seo-preview.png'), fullPage: true})

  // What the editor types shows at once: shorter titles fit, and the warnings go.
  await studio.input('seo.title.es').fill('ALCO: tu plan de peso en la app')
  await expect(spanish.getByTestId('search-title')).toHaveText('ALCO: tu plan de peso en la app · Habitum')
  await expect(page.getByTestId('search-cut-es')).toHaveCount(0)
  await expect(page.getByTestId('drawn-card-es')).toContainText('ALCO: tu plan de peso en la app')
  await studio.input('seo.title.en').fill('ALCO: your weight plan in the app')
  await expect(page.getByTestId('search-cut-en')).toHaveCount(0)
  // And the panel's warnings about the titles go too. What may stay there is not about them: an
  // external link nobody could check, with no site running beside this Studio to ask.
  await expect(async () => {
    const validation = page.getByRole('button', {name: 'Validación', exact: true})
    if ((await validation.count()) === 0) return
    if (!(await page.getByRole('button', {name: 'Cerrar validación'}).isVisible())) await validation.click()
    await expect(page.getByRole('button', {name: /^Buscadores y redes/}).filter({visible: true})).toHaveCount(0, {
      timeout: 1_000,
    })
  }).toPass()
})
