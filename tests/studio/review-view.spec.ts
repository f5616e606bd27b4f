import {buenosAiresClock} from '@habitum/content/calendar'
import type {LocalUser} from '../../local-lake/project'
import {mutate} from '../local-lake/lakeTest'
import {contentHash} from '../../schemas/review/rules'
import type {TestLake} from '../support/localLake'
import {expect, seed, signInAs, test, type Page, type Studio} from './fixtures'

/** The author acts without a token (the lake's first member); the reviewer signs in with hers. */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
// Wrapped as [value, options]: Playwright reads a bare two-item array whose second is an object as that.
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})

/** The review rule on, as «Ajustes del sitio» publishes it: Rita reviews health content. */
async function reviewRule(lake: TestLake) {
  const response = await mutate(lake, [
    {patch: {id: 'siteSettings', set: {review: {required: true, healthReviewers: [REVIEWER.id]}}}},
  ])
  expect(response.status, response.text).toBe(200)
}

type Block = {children: Array<{text: string}>}
type Question = {es?: string; en?: string; englishSource?: unknown}

/** A FAQ item's draft as the author left it, with her review request for exactly that content. */
function requested(draft: Record<string, unknown>, minutesAgo = 0) {
  const document = {...draft}
  delete document._rev
  const requestedAt = new Date(Date.now() - minutesAgo * 60_000).toISOString()
  return {...document, review: {request: {requestedBy: AUTHOR.id, requestedAt, contentHash: contentHash(document)}}}
}

/** A bundled FAQ item's draft: its Spanish question replaced, and `edit` applied to the rest. */
function faqDraft(
  studio: Studio,
  id: string,
  question: string,
  edit: (draft: Record<string, unknown>) => void = () => {},
) {
  const draft = structuredClone(studio.stored(id)!) as Record<string, unknown>
  draft._id = `drafts.${id}`
  draft.question = {...(draft.question as Question), es: question}
  edit(draft)
  return draft
}

async function fromActionsMenu(page: Page, name: string) {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  return page.getByRole('menuitem', {name})
}

test('the reviewer sees «Antes / Ahora» of each changed field, the changed word of a long answer marked, and what «Aprobar» did', async ({
  studio,
  lake,
  browser,
}) => {
  await reviewRule(lake)
  const question = '¿Para quién es Habitum, en pocas palabras?'
  await seed(lake, [
    requested(
      faqDraft(studio, 'faq-2', question, (draft) => {
        // One word of the answer's second paragraph: «laboratorios» becomes «farmacias».
        const answer = draft.answer as {es: Block[]}
        const span = answer.es[1]!.children[0]!
        span.text = span.text.replace('laboratorios', 'farmacias')
      }),
    ),
  ])

  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.page.locator('[data-testid^="pane-item-Pendientes de revisión"]').click()
  await reviewer.page.locator('[data-testid="pane-content"]').last().getByText(question).click()
  const changes = reviewer.page.getByTestId('review-changes')
  // The reviewer's first document of a cold Studio on a busy machine: it may take a while to open.
  await expect(changes).toContainText('Qué cambió desde la versión publicada', {timeout: 90_000})

  const changed = changes.getByTestId('review-change')
  // Only what changed: the Spanish question and the Spanish answer; not the key, not the English.
  await expect(changed).toHaveCount(2)
  const questionChange = changed.filter({hasText: 'Pregunta (español)'})
  await expect(questionChange).toContainText('Antes: «¿Para quién es Habitum?»')
  await expect(questionChange).toContainText(`Ahora: «${question}»`)
  const answerChange = changed.filter({hasText: 'Respuesta (español)'})
  // The long answer shows the word that changed, on each side, not the whole answer as changed.
  await expect(answerChange.locator('del')).toHaveText(['laboratorios, '])
  await expect(answerChange.locator('ins')).toHaveText(['farmacias, '])
  // Around the change, a few words of what stayed; the unchanged first paragraph is left out («…»).
  await expect(answerChange.locator('[data-side="now"]')).toContainText('programas digitales a sus pacientes')
  await expect(answerChange.locator('[data-side="now"]')).not.toContainText('personas sanas')
  await expect(changes).not.toContainText('Clave')
  await reviewer.page.screenshot({path: test.info().outputPath('reviewer-sees-changes.png'), fullPage: true})

  // «Aprobar»: the pending list drops the document and its pane closes; the message says what happened.
  await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
  await reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'}).getByRole('button', {name: 'Aprobar'}).click()
  await expect(reviewer.page.getByText(`Aprobado: «${question}»`)).toBeVisible()
  await expect(reviewer.page.getByText('Quien lo escribió ya puede publicarlo.')).toBeVisible()
  await expect.poll(() => (studio.stored('drafts.faq-2')?.review as {approval?: unknown})?.approval).toBeTruthy()
  await reviewer.page.screenshot({path: test.info().outputPath('approved-toast.png')})
  await reviewer.page.context().close()
})

test('«Pendientes de revisión» shows long titles whole; a new question says it is new; «Devolver» says to whom it went', async ({
  studio,
  lake,
  browser,
}) => {
  await reviewRule(lake)
  // Two questions that differ only at their end, where a cut title would have hidden it.
  const start = '¿Qué condiciones de salud puede acompañar Habitum en personas mayores que viven solas'
  const first = `${start} y usan un teléfono por primera vez?`
  const second = `${start} y necesitan que un familiar siga su plan?`
  const fresh = {
    _id: 'drafts.faq-new',
    _type: 'faqItem',
    key: 99,
    question: {_type: 'localeString', es: second},
    answer: {_type: 'localeBlockContent', es: []},
  }
  await seed(lake, [requested(faqDraft(studio, 'faq-3', first), 30), requested(fresh)])

  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.page.locator('[data-testid^="pane-item-Pendientes de revisión"]').click()
  const list = reviewer.page.locator('[data-testid="pane-content"]').last()
  await expect(list.getByText(second)).toBeVisible()
  await reviewer.page.screenshot({path: test.info().outputPath('pending-long-titles.png')})
  for (const title of [first, second]) {
    const line = list.locator('[data-testid^="pane-item-"]').filter({hasText: title})
    await expect(line).toBeVisible()
    // The whole title is drawn: no text of the line is cut (its box is as wide as what it holds).
    const clipped = await line
      .locator('[data-ui="Text"]')
      .filter({hasText: title})
      .evaluateAll((nodes) =>
        nodes.filter((node) => node.scrollWidth > node.clientWidth).map((node) => node.textContent),
      )
    expect(clipped).toEqual([])
    const box = (await line.boundingBox())!
    const end = (await line.getByText(title).boundingBox())!
    expect(end.x + end.width).toBeLessThanOrEqual(box.x + box.width)
  }

  // The new question has nothing published to compare with: it says so.
  // A line by its title (once a document is open, the last pane is the document's).
  const line = (title: string) => reviewer.page.locator('[data-testid^="pane-item-"]').filter({hasText: title})
  await line(second).click()
  await expect(reviewer.page.getByTestId('review-changes')).toContainText('Es un documento nuevo: nunca se publicó')

  // «Devolver»: the message names the document and its author, after the document closes.
  await line(first).click()
  await expect(reviewer.page.getByTestId('review-changes')).toContainText('Pregunta (español)')
  await (await fromActionsMenu(reviewer.page, 'Devolver con comentario')).click()
  const returning = reviewer.page.getByRole('dialog', {name: 'Devolver con comentario'})
  await returning.getByLabel('Qué debe cambiar').fill('Acorte la pregunta')
  await returning.getByRole('button', {name: 'Devolver'}).click()
  await expect(reviewer.page.getByText(`Devuelto a Ana Autora: «${first}»`)).toBeVisible()
  await expect.poll(() => (studio.stored('drafts.faq-3')?.review as {returned?: unknown})?.returned).toBeTruthy()
  await reviewer.page.screenshot({path: test.info().outputPath('returned-toast.png')})
  await reviewer.page.context().close()
})

test('a new FAQ question suggests the next free key: one more than the highest', async ({studio, lake, page}) => {
  const keys = lake.documents
    .all()
    .filter((document) => document._type === 'faqItem')
    .map((document) => document.key as number)
  const next = Math.max(...keys) + 1
  await studio.open()
  await page.getByRole('button', {name: 'Crear nuevo documento'}).click()
  await page.getByRole('link', {name: 'Pregunta frecuente', exact: true}).click()
  await expect(studio.input('key')).toHaveValue(String(next), {timeout: 120_000})
  await expect(studio.field('key')).toContainText('Una pregunta nueva trae el siguiente libre')
  await page.screenshot({path: test.info().outputPath('new-faq-key.png')})
})

test('scheduling and cancelling a schedule each say what happened, naming the page', async ({studio, lake, page}) => {
  const draft = structuredClone(lake.documents.get('page-alco')) as Record<string, unknown>
  await seed(lake, [{...draft, _id: 'drafts.page-alco', _rev: undefined}])
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)
  const date = buenosAiresClock(new Date(Date.now() + 2 * 86_400_000)).date
  await (await fromActionsMenu(page, 'Programar publicación')).click()
  const dialog = page.getByRole('dialog', {name: 'Programar publicación'})
  await dialog.getByLabel('Fecha').fill(date)
  await dialog.getByLabel('Hora (Buenos Aires)').fill('09:00')
  await dialog.getByRole('button', {name: 'Programar'}).click()
  await expect(page.getByText(/^Programada para el .*: «ALCO: plan de descenso de peso»$/)).toBeVisible()
  await expect.poll(() => studio.stored('publishSchedule-page-alco')).toMatchObject({status: 'scheduled'})

  await (await fromActionsMenu(page, 'Cambiar programación')).click()
  await page
    .getByRole('dialog', {name: 'Cambiar programación'})
    .getByRole('button', {name: 'Cancelar programación'})
    .click()
  await expect(
    page.getByText('Programación cancelada: «ALCO: plan de descenso de peso» no se publicará en esa fecha'),
  ).toBeVisible()
  await expect.poll(() => studio.stored('publishSchedule-page-alco')).toBeNull()
})
