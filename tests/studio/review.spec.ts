import type {LocalUser} from '../../local-lake/project'
import {mutate} from '../local-lake/lakeTest'
import {contentHash} from '../../schemas/review/rules'
import {expect, seed, signInAs, test, type Page, type Studio} from './fixtures'
import type {TestLake} from '../support/localLake'

/** The author acts without a token (the lake's first member); the reviewer signs in with hers. */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
// Wrapped as [value, options]: Playwright reads a bare two-item array whose second is an object as that.
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})

/** The review rule as «Ajustes del sitio» publishes it: the author reviews health content too. */
async function reviewRule(lake: TestLake, required: boolean) {
  const response = await mutate(lake, [
    {
      patch: {
        id: 'siteSettings',
        set: {review: {required, healthReviewers: [AUTHOR.id, REVIEWER.id], legalReviewers: [REVIEWER.id]}},
      },
    },
  ])
  expect(response.status, response.text).toBe(200)
}

const review = (studio: Studio, id: string) =>
  studio.stored(`drafts.${id}`)?.review as Record<string, Record<string, string> | undefined> | undefined

/** Runs one of the document's actions from the footer's menu (Publish is the button beside it). */
async function fromActionsMenu(page: Page, name: string) {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  return page.getByRole('menuitem', {name})
}

const status = (page: Page) => page.getByTestId('review-status')

test('a FAQ item is published only once a reviewer who is not its author approved it, and keeps who did', async ({
  studio,
  lake,
  page,
  browser,
}) => {
  await reviewRule(lake, true)
  const question = '¿Para quién es Habitum, y cómo empiezo?'
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum?')
  await studio.input('question.es').fill(question)
  await expect.poll(() => (studio.stored('drafts.faq-2')?.question as {es?: string} | undefined)?.es).toBe(question)

  // Publish says what is missing and offers to ask for a review.
  // Checked (a warning that the English fell behind the new Spanish does not hold it back).
  await expect(studio.publishButton).toBeEnabled({timeout: 60_000})
  await studio.publishButton.click()
  const blocked = page.getByRole('dialog', {name: 'Aún no se puede publicar'})
  await expect(
    blocked.getByText('Falta la aprobación de un revisor de contenido de salud. Solicite una revisión.'),
  ).toBeVisible()
  await page.screenshot({path: test.info().outputPath('publish-needs-review.png')})
  await blocked.getByRole('button', {name: 'Solicitar revisión'}).click()
  await expect.poll(() => review(studio, 'faq-2')?.request?.requestedBy).toBe(AUTHOR.id)
  await expect(status(page)).toContainText('Revisión solicitada por Ana Autora')
  expect(studio.stored('faq-2')?.question).not.toMatchObject({es: question})

  // The author reviews health content too, but may not approve her own changes.
  const ownApproval = await fromActionsMenu(page, 'Aprobar')
  await expect(ownApproval).toBeDisabled()
  await ownApproval.hover()
  await expect(
    page.getByText('No puede aprobar sus propios cambios: debe revisarlos otra persona.').first(),
  ).toBeVisible()
  await page.keyboard.press('Escape')

  // The reviewer, signed in as herself, sees the changes marked and approves.
  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.openDocument('Preguntas frecuentes', question)
  await expect(status(reviewer.page)).toContainText('Revisión solicitada por Ana Autora')
  // What changed since the published version: the Studio's own change bar beside each changed field.
  await expect(reviewer.page.locator('[data-testid="field-question.es"] [data-testid="change-bar"]')).toBeAttached()
  await expect(reviewer.field('key').locator('[data-testid="change-bar"]')).toHaveCount(0)
  await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
  const confirm = reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'})
  await expect(confirm).toContainText('Cualquier cambio posterior anula la aprobación')
  await reviewer.page.screenshot({path: test.info().outputPath('reviewer-approves.png')})
  await confirm.getByRole('button', {name: 'Aprobar'}).click()
  await expect.poll(() => review(studio, 'faq-2')?.approval?.approvedBy).toBe(REVIEWER.id)

  // Back with the author: approved, so Publish publishes, with the publication record.
  await expect(status(page)).toContainText('Aprobado por Rita Revisora')
  await studio.publish('faq-2')
  const published = studio.stored('faq-2')!
  expect(published.question).toMatchObject({es: question})
  expect(published.review).toBeUndefined()
  expect(published.publication).toMatchObject({writtenBy: AUTHOR.id, approvedBy: REVIEWER.id})
  await expect(page.getByTestId('last-publication')).toContainText('escrita por Ana Autora, aprobada por Rita Revisora')
  await page.screenshot({path: test.info().outputPath('published-with-record.png')})
  await reviewer.page.context().close()
})

test('a legal document returned with a comment is not published, and its author sees why', async ({
  studio,
  lake,
  page,
  browser,
}) => {
  await reviewRule(lake, true)
  const title = 'Política de privacidad (revisada)'
  await studio.open()
  await studio.openDocument('Documentos legales', 'Política de privacidad y protección de datos personales')
  await studio.input('title.es').fill(title)
  await expect.poll(() => (studio.stored('drafts.legal-privacy-policy')?.title as {es?: string})?.es).toBe(title)
  await (await fromActionsMenu(page, 'Solicitar revisión')).click()
  await expect.poll(() => review(studio, 'legal-privacy-policy')?.request?.requestedBy).toBe(AUTHOR.id)
  // Not a legal reviewer: the author is offered neither approving nor returning.
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  await expect(page.getByRole('menuitem', {name: 'Solicitar revisión'})).toBeDisabled()
  await expect(page.getByRole('menuitem', {name: 'Aprobar'})).toHaveCount(0)
  await expect(page.getByRole('menuitem', {name: 'Devolver con comentario'})).toHaveCount(0)
  await page.keyboard.press('Escape')

  // The reviewer returns it, saying why.
  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.openDocument('Documentos legales', title)
  await (await fromActionsMenu(reviewer.page, 'Devolver con comentario')).click()
  const returning = reviewer.page.getByRole('dialog', {name: 'Devolver con comentario'})
  await expect(returning.getByRole('button', {name: 'Devolver'})).toBeDisabled()
  await returning.getByLabel('Qué debe cambiar').fill('Cite la ley de protección de datos en el título')
  await returning.getByRole('button', {name: 'Devolver'}).click()
  await expect.poll(() => review(studio, 'legal-privacy-policy')?.returned?.returnedBy).toBe(REVIEWER.id)
  await reviewer.page.context().close()

  // The author sees the comment, on the document and when trying to publish; nothing was published.
  await expect(status(page)).toContainText('Devuelto por Rita Revisora')
  await expect(status(page)).toContainText('«Cite la ley de protección de datos en el título»')
  await page.screenshot({path: test.info().outputPath('returned-with-comment.png')})
  await studio.publishButton.click()
  await expect(page.getByRole('dialog', {name: 'Aún no se puede publicar'})).toContainText(
    'Un revisor lo devolvió con un comentario: «Cite la ley de protección de datos en el título»',
  )
  expect(studio.stored('legal-privacy-policy')?.title).not.toMatchObject({es: title})
})

test('an edit after the approval voids it: Publish refuses again and says why', async ({studio, lake, page}) => {
  await reviewRule(lake, true)
  // A draft its author asked to review and the reviewer approved, as the two left it.
  const draft = {
    ...studio.stored('faq-3')!,
    _id: 'drafts.faq-3',
    question: {_type: 'localeString', es: '¿Cuánto cuesta?', en: 'How much?'},
  }
  delete draft._rev
  const hash = contentHash(draft)
  const at = new Date().toISOString()
  await seed(lake, [
    {
      ...draft,
      review: {
        request: {requestedBy: AUTHOR.id, requestedAt: at, contentHash: hash},
        approval: {approvedBy: REVIEWER.id, approvedAt: at, contentHash: hash},
      },
    },
  ])
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Cuánto cuesta?')
  await expect(status(page)).toContainText('Aprobado por Rita Revisora')

  await studio.input('question.es').fill('¿Cuánto cuesta Habitum?')
  await expect(status(page)).toContainText('La aprobación de Rita Revisora quedó sin efecto: hubo cambios después')
  await expect
    .poll(() => (studio.stored('drafts.faq-3')?.question as {es?: string})?.es)
    .toBe('¿Cuánto cuesta Habitum?')
  // Checked (a warning that the English fell behind the new Spanish does not hold it back).
  await expect(studio.publishButton).toBeEnabled({timeout: 60_000})
  await studio.publishButton.click()
  await expect(page.getByRole('dialog', {name: 'Aún no se puede publicar'})).toContainText(
    'La aprobación quedó sin efecto: hubo cambios después de aprobarla.',
  )
  await page.screenshot({path: test.info().outputPath('approval-voided.png')})
  expect(studio.stored('faq-3')?.question).not.toMatchObject({es: '¿Cuánto cuesta Habitum?'})
  // Asking again is offered at once.
  await page.getByRole('dialog').getByRole('button', {name: 'Solicitar revisión'}).click()
  await expect.poll(() => review(studio, 'faq-3')?.approval).toBeUndefined()
  expect(review(studio, 'faq-3')?.request?.contentHash).not.toBe(hash)
  // On a phone's width the status still reads whole above the fields.
  await page.setViewportSize({width: 375, height: 800})
  await expect(status(page)).toContainText('Revisión solicitada por Ana Autora')
  await status(page).scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('review-status-375.png')})
})

test('a renamed page is not published with its redirect either until approved, then it is, with its record', async ({
  studio,
  lake,
  page,
}) => {
  await reviewRule(lake, true)
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await page.getByRole('textbox', {name: 'Dirección', exact: true}).fill('alco-plan')
  const draft = () => studio.stored('drafts.page-alco')
  await expect.poll(() => (draft()?.slug as {current?: string} | undefined)?.current).toBe('alco-plan')
  await expect(page.getByRole('button', {name: 'Validación', exact: true})).toHaveCount(0, {timeout: 60_000})
  // No way around the rule: publishing with a redirect is not offered, Publish says what is missing.
  await expect(page.getByRole('button', {name: 'Publicar y redirigir la dirección anterior'})).toHaveCount(0)
  await studio.publishButton.click()
  await expect(page.getByRole('dialog', {name: 'Aún no se puede publicar'})).toContainText('Falta la aprobación')
  await page.keyboard.press('Escape')

  // Asked for, and approved by the reviewer (her edit, made with her token, as her Studio would).
  await (await fromActionsMenu(page, 'Solicitar revisión')).click()
  await expect.poll(() => review(studio, 'page-alco')?.request?.requestedBy).toBe(AUTHOR.id)
  const hash = contentHash(draft()!)
  const approved = await lake.request('POST', `/v2025-02-19/data/mutate/${lake.dataset}`, {
    body: {
      mutations: [
        {
          patch: {
            id: 'drafts.page-alco',
            set: {
              'review.approval': {approvedBy: REVIEWER.id, approvedAt: new Date().toISOString(), contentHash: hash},
            },
          },
        },
      ],
    },
    headers: {authorization: `Bearer ${REVIEWER.token}`},
  })
  expect(approved.status, approved.text).toBe(200)
  await expect(status(page)).toContainText('Aprobado por Rita Revisora')

  await page.getByRole('button', {name: 'Publicar y redirigir la dirección anterior'}).click()
  await page.getByRole('button', {name: 'Confirmar'}).click()
  await expect.poll(() => studio.stored('drafts.page-alco')).toBeNull()
  const published = studio.stored('page-alco')!
  expect(published.slug).toMatchObject({current: 'alco-plan'})
  expect(published.publication).toMatchObject({writtenBy: AUTHOR.id, approvedBy: REVIEWER.id, contentHash: hash})
})

test('«Ajustes del sitio» turn the rule on and name the reviewers, chosen among the project’s users by name', async ({
  studio,
  page,
}) => {
  await studio.open()
  await page.getByTestId('pane-item-Ajustes del sitio').click()
  await page.getByRole('tab', {name: 'Revisión'}).click()
  await page.getByRole('checkbox', {name: 'Exigir revisión antes de publicar'}).check()
  const health = page.getByRole('group', {name: 'Revisores de contenido de salud'})
  await health.getByRole('checkbox', {name: 'Rita Revisora'}).check()
  await page
    .getByRole('group', {name: 'Revisores de documentos legales'})
    .getByRole('checkbox', {name: 'Ana Autora'})
    .check()
  await expect
    .poll(() => studio.stored('drafts.siteSettings')?.review)
    .toMatchObject({required: true, healthReviewers: [REVIEWER.id], legalReviewers: [AUTHOR.id]})
  await expect(health.getByRole('checkbox', {name: 'Ana Autora'})).not.toBeChecked()
  await page.screenshot({path: test.info().outputPath('review-settings.png')})
  // The rule counts once the settings are published.
  await studio.publish('siteSettings')
  expect(studio.stored('siteSettings')?.review).toMatchObject({required: true})
})

test('with the rule off (a team of one), Publish publishes without a review', async ({studio, lake, page}) => {
  await reviewRule(lake, false)
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum?')
  await studio.input('question.es').fill('¿Para quién es Habitum hoy?')
  await expect.poll(() => studio.stored('drafts.faq-2')).not.toBeNull()
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  await expect(page.getByRole('menuitem', {name: 'Solicitar revisión'})).toHaveCount(0)
  await page.keyboard.press('Escape')
  await studio.publish('faq-2')
  expect(studio.stored('faq-2')?.publication).toBeUndefined()
})

test('checks first, then review: an invalid page is neither sent to review nor approved; fixed once, one round publishes it', async ({
  studio,
  lake,
  page,
  browser,
}) => {
  // Two members in two windows, a section opened from «Ir al campo», a fix and a whole review
  // round: 2.4 minutes alone on a busy machine, near the suite's 3.
  test.slow()
  await reviewRule(lake, true)
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum?')
  // The author empties the Spanish question: an error the Studio would refuse to publish.
  await studio.input('question.es').fill('')
  await expect.poll(() => (studio.stored('drafts.faq-2')?.question as {es?: string} | undefined)?.es ?? '').toBe('')
  const firstError = 'Corrija primero «Pregunta»: El texto en español es obligatorio'
  await expect(status(page).getByTestId('review-checks-first')).toContainText(
    'Antes de la revisión, corrija «Pregunta»: El texto en español es obligatorio',
  )
  const request = await fromActionsMenu(page, 'Solicitar revisión')
  await expect(request).toBeDisabled()
  await request.hover()
  await expect(page.getByText(firstError).filter({visible: true}).first()).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(studio.publishButton).toBeDisabled()
  await page.screenshot({path: test.info().outputPath('checks-first.png')})

  // «Ir al campo» leads to it; fixed, the review can be asked for.
  await status(page).getByRole('button', {name: 'Ir al campo'}).click()
  await expect(studio.input('question.es')).toBeFocused()
  const question = '¿Para quién es Habitum, en pocas palabras?'
  await studio.input('question.es').fill(question)
  await expect(status(page).getByTestId('review-checks-first')).toHaveCount(0)
  await expect.poll(() => (studio.stored('drafts.faq-2')?.question as {es?: string} | undefined)?.es).toBe(question)
  await (await fromActionsMenu(page, 'Solicitar revisión')).click()
  await expect.poll(() => review(studio, 'faq-2')?.request?.requestedBy).toBe(AUTHOR.id)

  // The reviewer approves what was validated; its revision is recorded.
  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.openDocument('Preguntas frecuentes', question)
  await expect(status(reviewer.page).getByTestId('review-checks-first')).toHaveCount(0)
  await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
  await reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'}).getByRole('button', {name: 'Aprobar'}).click()
  await expect.poll(() => review(studio, 'faq-2')?.approval?.approvedBy).toBe(REVIEWER.id)
  expect(review(studio, 'faq-2')?.approval?.revision).toEqual(expect.any(String))
  await reviewer.page.context().close()

  // One round: the author publishes.
  await studio.publish('faq-2')
  expect(studio.stored('faq-2')?.question).toMatchObject({es: question})
})

test('«Pendientes de revisión»: the reviewer sees what waits for her, newest first, with who asked and when, until it is answered', async ({
  studio,
  lake,
  page,
  browser,
}) => {
  await reviewRule(lake, true)
  // Two requests of the author's, as the Studio writes them: one an hour ago, one now.
  const requested = (id: string, question: string, minutesAgo: number) => {
    const stored = studio.stored(id)!
    const english = (stored.question as {en?: string}).en
    const draft = {...stored, _id: `drafts.${id}`, question: {_type: 'localeString', es: question, en: english}}
    delete draft._rev
    const requestedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString()
    return {...draft, review: {request: {requestedBy: AUTHOR.id, requestedAt, contentHash: contentHash(draft)}}}
  }
  await seed(lake, [
    requested('faq-2', '¿Para quién es Habitum, hoy?', 60),
    requested('faq-3', '¿Cuánto cuesta, hoy?', 0),
  ])

  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  const menuItem = reviewer.page.locator('[data-testid^="pane-item-Pendientes de revisión"]')
  await expect(menuItem).toContainText('Pendientes de revisión (2)')
  await menuItem.click()
  const list = reviewer.page.locator('[data-testid="pane-content"]').last()
  await expect(list).toContainText('Ana Autora · ¿Cuánto cuesta, hoy?')
  const texts = await list.locator('[data-testid^="pane-item-"]').allTextContents()
  expect(texts.map((text) => text.replace(/^.*?· Ana Autora · /, ''))).toEqual([
    '¿Cuánto cuesta, hoy?',
    '¿Para quién es Habitum, hoy?',
  ])
  await reviewer.page.screenshot({path: test.info().outputPath('pending-reviews.png')})

  // Approved, it leaves the list; returned, too.
  await list.getByText('¿Cuánto cuesta, hoy?').click()
  await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
  await reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'}).getByRole('button', {name: 'Aprobar'}).click()
  await expect(menuItem).toContainText('Pendientes de revisión (1)')
  await expect(list).not.toContainText('¿Cuánto cuesta, hoy?')

  // An edit of the author's voids the other request: nothing waits any more.
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum, hoy?')
  await studio.input('question.es').fill('¿Para quién es Habitum, mañana?')
  await expect(menuItem).toHaveText('Pendientes de revisión')
  await expect(list).not.toContainText('¿Para quién es Habitum')
  await reviewer.page.context().close()
  await page.screenshot({path: test.info().outputPath('author-after-edit.png')})
})

test('«Ir al campo» on an error inside a section opens that section and its field', async ({studio, lake, page}) => {
  await reviewRule(lake, true)
  // A page's draft whose features section lost its Spanish heading.
  const draft = structuredClone(lake.documents.get('page-alco')) as unknown as {
    sections: Array<{_key: string; heading?: Record<string, unknown>}>
  }
  const section = draft.sections.find((candidate) => candidate._key === 'alcoFeatures')!
  section.heading = {...section.heading, es: ''}
  await seed(lake, [{...draft, _id: 'drafts.page-alco'}])
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)
  await expect(status(page).getByTestId('review-checks-first')).toContainText('«Secciones / ')
  await expect(status(page).getByTestId('review-checks-first')).toContainText(
    'Título»: El texto en español es obligatorio',
  )

  await status(page).getByRole('button', {name: 'Ir al campo'}).click()
  // The section's own editor opens, at its Spanish heading, ready to type.
  const heading = page
    .getByRole('dialog', {name: 'Secciones / Funcionalidades del plan'})
    .locator(`[id='sections[_key=="alcoFeatures"].heading.es']`)
  await expect(heading).toBeVisible()
  await expect(heading).toBeFocused()
  await page.screenshot({path: test.info().outputPath('go-to-field-in-section.png')})
  await heading.fill('Funciones para su plan')
  await expect(status(page).getByTestId('review-checks-first')).toHaveCount(0)
})
