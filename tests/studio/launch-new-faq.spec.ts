import type {LocalUser} from '../../local-lake/project'
import type {TestLake} from '../support/localLake'
import {mutate} from '../local-lake/lakeTest'
import {expect, seed, signInAs, test, type Page} from './fixtures'

/**
 * A page and the new FAQ item it shows, in one launch (issue 53 requirement 8, issue 55): the
 * page's reference to a question never published is Sanity's own error («El documento referenciado
 * debe estar publicado»), which the launch answers, as it publishes both in one transaction. So both
 * go to review and are approved in one round, and go live together; Publish alone still refuses it.
 */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})

const QUESTION = '¿Puedo pausar mi plan durante las vacaciones?'
const LAUNCH = 'Campaña de verano'

type Doc = Record<string, unknown> & {_id: string}

async function reviewRule(lake: TestLake) {
  const response = await mutate(lake, [
    {patch: {id: 'siteSettings', set: {review: {required: true, healthReviewers: [REVIEWER.id]}}}},
  ])
  expect(response.status, response.text).toBe(200)
}

/** A published document as a new draft: without its publication's own fields. */
function copyOf(lake: TestLake, id: string): Doc {
  const {_rev, _createdAt, _updatedAt, publication, ...document} = structuredClone(
    lake.documents.get(id),
  ) as unknown as Doc
  void [_rev, _createdAt, _updatedAt, publication]
  return document
}

/** The page's draft showing the new question, referred to as the Studio refers to a draft alone. */
function pageShowingNewQuestion(lake: TestLake): Doc {
  const page = copyOf(lake, 'page-alco')
  const sections = page.sections as Array<{_key: string; items?: unknown[]}>
  sections
    .find(({_key}) => _key === 'alcoFaq')!
    .items!.push({
      _type: 'reference',
      _key: 'faqRefNueva',
      _ref: 'faq-nueva',
      _weak: true,
      _strengthenOnPublish: {type: 'faqItem'},
    })
  return {...page, _id: 'drafts.page-alco'}
}

async function fromActionsMenu(page: Page, name: string) {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  return page.getByRole('menuitem', {name})
}

const requestedBy = (document: Record<string, unknown> | null | undefined) =>
  (document?.review as {request?: {requestedBy?: string}} | undefined)?.request?.requestedBy

test('a page and the new FAQ item it shows, in one launch: reviewed in one round, published together', async ({
  studio,
  lake,
  startSite,
  page,
  browser,
}) => {
  test.slow()
  await reviewRule(lake)
  const site = await startSite({env: {SCHEDULED_PUBLISHING_CHECK_SECONDS: '300'}})
  const question = copyOf(lake, 'faq-1')
  await seed(lake, [
    {
      ...question,
      _id: 'drafts.faq-nueva',
      key: 99,
      question: {...(question.question as object), es: QUESTION, en: 'Can I pause my plan during the holidays?'},
    },
    pageShowingNewQuestion(lake),
    {
      _id: 'launch-verano',
      _type: 'launch',
      title: LAUNCH,
      status: 'draft',
      changes: [
        {_key: 'c1', _type: 'change', documentId: 'page-alco', documentType: 'page'},
        {_key: 'c2', _type: 'change', documentId: 'faq-nueva', documentType: 'faqItem'},
      ],
    },
  ])

  // Ana: the page's review is asked although its new question is not published yet; Publish alone
  // still refuses it (published by itself, the page would show a question that does not exist).
  await studio.open('/intent/edit/id=page-alco;type=page')
  await expect(page.getByText(`Este cambio está en el lanzamiento «${LAUNCH}»`)).toBeVisible({timeout: 60_000})
  await expect(studio.publishButton).toBeDisabled()
  const askForPage = await fromActionsMenu(page, 'Solicitar revisión')
  await expect(askForPage).toBeEnabled({timeout: 30_000})
  await askForPage.click()
  await expect.poll(() => requestedBy(studio.stored('drafts.page-alco'))).toBe(AUTHOR.id)
  await studio.open('/intent/edit/id=faq-nueva;type=faqItem')
  const askForQuestion = await fromActionsMenu(page, 'Solicitar revisión')
  await expect(askForQuestion).toBeEnabled({timeout: 30_000})
  await askForQuestion.click()
  await expect.poll(() => requestedBy(studio.stored('drafts.faq-nueva'))).toBe(AUTHOR.id)

  // Rita: one round, both lines naming the launch; she approves both.
  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  const menuItem = reviewer.page.locator('[data-testid^="pane-item-Pendientes de revisión"]')
  await expect(menuItem).toContainText('Pendientes de revisión (2)')
  await menuItem.click()
  const pending = reviewer.page.locator('[data-testid="pane-content"]').last().locator('[data-testid^="pane-item-"]')
  await expect(pending.filter({hasText: `Lanzamiento «${LAUNCH}»`})).toHaveCount(2)
  for (const [id, type] of [
    ['page-alco', 'page'],
    ['faq-nueva', 'faqItem'],
  ]) {
    await reviewer.open(`/intent/edit/id=${id};type=${type}`)
    await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
    await reviewer.page
      .getByRole('dialog', {name: 'Aprobar esta versión'})
      .getByRole('button', {name: 'Aprobar'})
      .click()
    await expect.poll(() => (studio.stored(`drafts.${id}`)?.review as {approval?: unknown})?.approval).toBeTruthy()
  }
  await reviewer.page.context().close()

  // Ana's launch: ready, and published by the server, the page and its new question together.
  await studio.open('/intent/edit/id=launch-verano;type=launch')
  await expect(page.getByTestId('launch-readiness')).toContainText('Listo para publicarse', {timeout: 60_000})
  await page.getByRole('button', {name: 'Publicar ahora'}).click()
  await page.getByRole('dialog', {name: 'Publicar ahora'}).getByRole('button', {name: 'Publicar ahora'}).click()
  await expect(page.getByTestId('launch-status')).toContainText('Publicado el', {timeout: 30_000})
  await expect.poll(async () => (await fetch(`${site.url}/alco`)).text(), {timeout: 30_000}).toContain(QUESTION)
  // Published, the reference is an ordinary one: the question can no longer be deleted under the page.
  const faqSection = (studio.stored('page-alco')?.sections as Array<{_key: string; items: Doc[]}>).find(
    ({_key}) => _key === 'alcoFaq',
  )!
  expect(faqSection.items.find((item) => item._ref === 'faq-nueva')).not.toHaveProperty('_weak')
})
