import {expect, test} from './fixtures'

const SCREENSHOTS = 'test-results/screenshots'

/** The title of page-alco as the bundled content has it, its English written from this Spanish. */
const TITLE_ES = 'ALCO: plan de descenso de peso'
const TITLE_NEW = 'ALCO: plan de descenso de peso saludable'

type Bilingual = {es?: string; en?: string; englishSource?: {fingerprint?: string; spanish?: string}}

test('a Spanish title changed after its English: the English is flagged, listed and warned about; «Sigue vigente» clears it, and the page publishes', async ({
  studio,
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900})
  await studio.open()
  await expect(page.getByTestId('pane-item-Inglés desactualizado')).toBeVisible()
  await studio.openDocument('Páginas', /ALCO/)
  const notice = page.getByTestId('english-outdated')
  await expect(studio.input('title.es')).toHaveValue(TITLE_ES)
  await expect(notice).toHaveCount(0)

  await studio.input('title.es').fill(TITLE_NEW)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('El español cambió después de esta traducción')
  await expect(notice).toContainText(`Antes: «${TITLE_ES}»`)
  await expect(notice).toContainText(`Ahora: «${TITLE_NEW}»`)
  // Beside the English field, under it.
  const english = await studio.input('title.en').boundingBox()
  const box = await notice.boundingBox()
  expect(box!.y).toBeGreaterThan(english!.y)

  // A warning before publishing, not an error: Publish stays enabled.
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    page
      .getByText(/^El español de «Título interno» cambió después de su traducción/)
      .filter({visible: true})
      .first(),
  ).toBeVisible()
  await expect(studio.publishButton).toBeEnabled()
  await page.screenshot({path: `${SCREENSHOTS}/studio-english-outdated.png`})

  // The desk's list gathers it, with the number of documents in the menu; its line opens the page.
  await expect.poll(() => studio.stored('drafts.page-alco')).not.toBeNull()
  await studio.open()
  await page.getByTestId('pane-item-Inglés desactualizado (1)').click()
  await page
    .getByText(/^1 texto · ALCO/)
    .first()
    .click()
  await expect(notice).toBeVisible()

  await notice.getByRole('button', {name: 'Sigue vigente'}).click()
  await expect(notice).toHaveCount(0)
  // The document stays open, its line in the list now «Al día».
  await expect(page.getByText(/^Al día · ALCO/).first()).toBeVisible()
  await expect(page.getByTestId('pane-item-Inglés desactualizado')).toBeVisible()
  await expect
    .poll(() => (studio.stored('drafts.page-alco')?.title as Bilingual | undefined)?.englishSource?.spanish)
    .toBe(TITLE_NEW)
  // Published, the page keeps the English as confirmed: nothing is flagged any more.
  await studio.publish('page-alco')
  expect((studio.stored('page-alco')?.title as Bilingual | undefined)?.englishSource?.spanish).toBe(TITLE_NEW)
})

test('editing the English after the Spanish changed records it as written from the new Spanish', async ({
  studio,
  page,
}) => {
  await page.setViewportSize({width: 375, height: 800})
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)
  const notice = page.getByTestId('english-outdated')
  await studio.input('title.es').fill(TITLE_NEW)
  await expect(notice).toBeVisible()
  await page.screenshot({path: `${SCREENSHOTS}/studio-english-outdated-375.png`, fullPage: false})

  await notice.getByRole('button', {name: 'Editar el inglés'}).click()
  await expect(studio.input('title.en')).toBeFocused()
  await studio.input('title.en').fill('ALCO: healthy weight-loss plan')
  await expect(notice).toHaveCount(0)
  await expect
    .poll(() => studio.stored('drafts.page-alco')?.title as Bilingual | undefined)
    .toMatchObject({en: 'ALCO: healthy weight-loss plan', englishSource: {spanish: TITLE_NEW}})
})

test('the contact form: a changed Spanish notice flags its English, before and now, listed and warned about', async ({
  studio,
  page,
}) => {
  await page.setViewportSize({width: 1280, height: 900})
  await studio.open()
  await page.getByTestId('pane-item-Formulario de contacto').click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Formulario de contacto')
  const notice = page.getByTestId('english-outdated')
  const spanish = studio.field('notice.es').locator('[contenteditable="true"]')
  await expect(spanish).toContainText('Habitum S.A.S. guarda estos datos')
  // Its English starts current (migration 2026-11-28-translated-contact-form).
  await expect(notice).toHaveCount(0)

  await spanish.click()
  await page.keyboard.press('ControlOrMeta+End')
  const added = ' Respondemos en dos días hábiles.'
  await page.keyboard.type(added)
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('El español cambió después de esta traducción')
  await expect(notice).toContainText('Antes: «Habitum S.A.S. guarda estos datos')
  await expect(notice).toContainText(`Ahora: «Habitum S.A.S. guarda estos datos`)
  await expect(notice).toContainText(`${added.trim()}»`)
  // Under the English notice, not the Spanish one.
  const english = await studio.field('notice.en').boundingBox()
  expect((await notice.boundingBox())!.y).toBeGreaterThan(english!.y)
  await notice.scrollIntoViewIfNeeded()
  await page.screenshot({path: `${SCREENSHOTS}/studio-contact-form-english-outdated.png`})

  // A warning before publishing, at the notice; the desk's list names the form.
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    page
      .getByText(/^El español de «Aviso antes de «Enviar»» cambió después de su traducción/)
      .filter({visible: true})
      .first(),
  ).toBeVisible()
  await expect.poll(() => studio.stored('drafts.contactForm')).not.toBeNull()
  await studio.open()
  await expect(page.getByTestId('pane-item-Inglés desactualizado (1)')).toBeVisible()
  await page.getByTestId('pane-item-Inglés desactualizado (1)').click()
  await expect(page.getByText(/^1 texto · Formulario de contacto/).first()).toBeVisible()
})
