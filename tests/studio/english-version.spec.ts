import type {TestLake} from '../support/localLake'
import {expect, seed, test} from './fixtures'

const SCREENSHOTS = 'test-results/screenshots'

type Section = {_key: string; heading?: {en?: string}; image?: {alt?: {en?: string}; decorative?: boolean}}

/** A draft of a bundled page as the lake holds it, with one of its sections changed. */
function draftOf(lake: TestLake, id: string, key: string, change: (section: Section) => void) {
  const document = structuredClone(lake.documents.get(id)) as unknown as {sections: Section[]}
  change(document.sections.find((section) => section._key === key)!)
  return {...document, _id: `drafts.${id}`}
}

test('an image with no English description on a page with English holds Publish back until it is described or marked decorative', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [draftOf(lake, 'page-home', 'dashboard1', (section) => delete section.image!.alt!.en)])
  await studio.open()
  await studio.openDocument('Páginas', 'Inicio')

  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  const problem = page
    .getByText('Falta la descripción en inglés (o marque la imagen como decorativa)')
    .filter({visible: true})
    .first()
  await expect(problem).toBeVisible()
  await expect(studio.publishButton).toBeDisabled()
  await page.screenshot({path: `${SCREENSHOTS}/studio-image-description-missing.png`})

  // The panel leads to the image; marked decorative, it needs no description and hides the field.
  await problem.click()
  const decorative = page.getByRole('checkbox', {name: 'Imagen decorativa'}).filter({visible: true})
  await expect(decorative).toBeVisible()
  await decorative.check()
  await expect(page.getByText('Falta la descripción en inglés').filter({visible: true})).toHaveCount(0)
  await page.screenshot({path: `${SCREENSHOTS}/studio-image-decorative.png`})
  await page.keyboard.press('Escape')
  await studio.publish('page-home')
  expect(studio.stored('page-home')?.sections).toContainEqual(
    expect.objectContaining({_key: 'dashboard1', image: expect.objectContaining({decorative: true})}),
  )
})

test('a page whose English is «Completa» with a text missing is held back; falling back to Spanish on purpose publishes it', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [draftOf(lake, 'page-alco', 'alcoFeatures', (section) => delete section.heading!.en)])
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)

  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  const problem = page.getByText(/^Falta el inglés de «Secciones › .*› Título»/).filter({visible: true})
  await expect(problem).toBeVisible()
  await expect(studio.publishButton).toBeDisabled()
  await page.screenshot({path: `${SCREENSHOTS}/studio-english-incomplete.png`})

  await page.getByRole('radio', {name: 'Usa el español donde falte el inglés'}).check()
  await expect(page.getByTestId('english-fallback-note')).toHaveText(
    '1 texto se verá en español en la página en inglés.',
  )
  await expect(problem).toHaveCount(0)
  await page.screenshot({path: `${SCREENSHOTS}/studio-english-fallback.png`})
  await studio.publish('page-alco')
  expect(studio.stored('page-alco')?.englishVersion).toBe('fallback')
})
