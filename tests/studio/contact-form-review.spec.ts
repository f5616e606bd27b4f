import type {LocalUser} from '../../local-lake/project'
import {mutate} from '../local-lake/lakeTest'
import {publishedProblem, type ReviewedDocument, type ReviewSettings} from '../../schemas/review/rules'
import {expect, signInAs, test, type Page, type Studio} from './fixtures'
import type {TestLake} from '../support/localLake'

/**
 * Issue 53: the contact form's notice and rights notice are legal texts, approved by a legal
 * reviewer before they reach the site (schemas/review/rules.ts), as the legal documents are.
 * The author acts without a token (the lake's first member); the reviewers sign in with theirs.
 */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const LEGAL: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
const HEALTH: LocalUser = {id: 'hugo', name: 'Hugo Salud', email: 'hugo@localhost', token: 'hugo-token'}
// Wrapped as [value, options]: Playwright reads a bare two-item array whose second is an object as that.
test.use({lakeUsers: [[AUTHOR, LEGAL, HEALTH], {scope: 'test'}]})

const RULE: ReviewSettings = {required: true, healthReviewers: [HEALTH.id], legalReviewers: [LEGAL.id]}

/** The review rule as «Ajustes del sitio» publish it: Hugo reviews health content only, Rita legal texts. */
async function reviewRuleOn(lake: TestLake) {
  const response = await mutate(lake, [{patch: {id: 'siteSettings', set: {review: RULE}}}])
  expect(response.status, response.text).toBe(200)
}

const review = (studio: Studio) =>
  studio.stored('drafts.contactForm')?.review as Record<string, Record<string, string> | undefined> | undefined

const status = (page: Page) => page.getByTestId('review-status')

/** Opens «Formulario de contacto», a singleton of the desk. */
async function openContactForm(page: Page) {
  await page.getByTestId('pane-item-Formulario de contacto').click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Formulario de contacto')
}

/** Puts the cursor at the end of the Spanish notice's text. */
async function endOfSpanishNotice(studio: Studio, page: Page) {
  const spanish = studio.field('notice.es').locator('[contenteditable="true"]')
  await spanish.click()
  await page.keyboard.press('ControlOrMeta+End')
  return spanish
}

const noticeText = (studio: Studio, id: string) =>
  JSON.stringify((studio.stored(id)?.notice as {es?: unknown} | undefined)?.es ?? [])

test('the contact form’s notice is published only once a legal reviewer approved it, with its record; a health reviewer cannot approve it', async ({
  studio,
  lake,
  page,
  browser,
}) => {
  // Three members in three Studios, one after the other: the slow kind of test.
  test.slow()
  await reviewRuleOn(lake)
  await studio.open()
  await openContactForm(page)
  const spanish = await endOfSpanishNotice(studio, page)
  const added = ' Respondemos en dos días hábiles.'
  await page.keyboard.type(added)
  await expect(spanish).toContainText(added.trim())
  await expect.poll(() => noticeText(studio, 'drafts.contactForm')).toContain(added.trim())

  // Publish refuses and says who must approve; it offers to ask for a review.
  await expect(studio.publishButton).toBeEnabled({timeout: 60_000})
  await studio.publishButton.click()
  const blocked = page.getByRole('dialog', {name: 'Aún no se puede publicar'})
  await expect(
    blocked.getByText('Falta la aprobación de un revisor de documentos legales. Solicite una revisión.'),
  ).toBeVisible()
  await page.screenshot({path: test.info().outputPath('contact-form-needs-review.png')})
  await blocked.getByRole('button', {name: 'Solicitar revisión'}).click()
  await expect.poll(() => review(studio)?.request?.requestedBy).toBe(AUTHOR.id)
  await expect(status(page)).toContainText('Revisión solicitada por Ana Autora')
  expect(noticeText(studio, 'contactForm')).not.toContain(added.trim())

  // A health reviewer is offered neither approving nor returning it.
  const health = await signInAs(browser, lake, HEALTH.token!)
  await health.open()
  await openContactForm(health.page)
  await expect(status(health.page)).toContainText('Revisión solicitada por Ana Autora')
  await health.page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  await expect(health.page.getByRole('menuitem', {name: 'Solicitar revisión'})).toBeVisible()
  await expect(health.page.getByRole('menuitem', {name: 'Aprobar'})).toHaveCount(0)
  await expect(health.page.getByRole('menuitem', {name: 'Devolver con comentario'})).toHaveCount(0)
  await health.page.keyboard.press('Escape')
  await health.page.context().close()

  // The legal reviewer finds it in «Pendientes de revisión» and approves it.
  const legal = await signInAs(browser, lake, LEGAL.token!)
  await legal.open()
  const menuItem = legal.page.locator('[data-testid^="pane-item-Pendientes de revisión"]')
  await expect(menuItem).toContainText('Pendientes de revisión (1)')
  await menuItem.click()
  const list = legal.page.locator('[data-testid="pane-content"]').last()
  await expect(list).toContainText('Ana Autora · Formulario de contacto')
  await legal.page.screenshot({path: test.info().outputPath('contact-form-pending.png')})
  await list.getByText('Formulario de contacto').click()
  await expect(status(legal.page)).toContainText('Revisión solicitada por')
  await legal.page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  await legal.page.getByRole('menuitem', {name: 'Aprobar'}).click()
  const confirm = legal.page.getByRole('dialog', {name: 'Aprobar esta versión'})
  await confirm.getByRole('button', {name: 'Aprobar'}).click()
  await expect.poll(() => review(studio)?.approval?.approvedBy).toBe(LEGAL.id)
  await legal.page.context().close()

  // Back with the author: Publish publishes, with the publication record the content check asks for.
  await expect(status(page)).toContainText('Aprobado por Rita Revisora')
  await studio.publish('contactForm')
  const published = studio.stored('contactForm')!
  expect(noticeText(studio, 'contactForm')).toContain(added.trim())
  expect(published.review).toBeUndefined()
  expect(published.publication).toMatchObject({writtenBy: AUTHOR.id, approvedBy: LEGAL.id})
  expect(publishedProblem(published as unknown as ReviewedDocument, RULE)).toBeNull()
  await expect(page.getByTestId('last-publication')).toContainText('escrita por Ana Autora, aprobada por Rita Revisora')
  await page.screenshot({path: test.info().outputPath('contact-form-published.png')})
})

test('checks first: a notice too long for the form is refused before «Solicitar revisión»', async ({
  studio,
  lake,
  page,
}) => {
  await reviewRuleOn(lake)
  await studio.open()
  await openContactForm(page)
  await endOfSpanishNotice(studio, page)
  // A garbled paste: the notice past its 400 characters.
  await page.keyboard.insertText(` ${'texto pegado dos veces '.repeat(12)}`)
  await expect.poll(() => noticeText(studio, 'drafts.contactForm')).toContain('texto pegado dos veces')
  await expect(status(page).getByTestId('review-checks-first')).toContainText(
    'Antes de la revisión, corrija «Aviso antes de «Enviar»»: Máximo 400 caracteres en español',
  )
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  await expect(page.getByRole('menuitem', {name: 'Solicitar revisión'})).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(studio.publishButton).toBeDisabled()
  await page.screenshot({path: test.info().outputPath('contact-form-checks-first.png')})
  expect(review(studio)?.request).toBeUndefined()
})
