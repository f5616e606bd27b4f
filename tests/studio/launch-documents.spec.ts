import path from 'node:path'
import type {LocalUser} from '../../local-lake/project'
import {contentHash} from '../../schemas/review/rules'
import {mutate} from '../local-lake/lakeTest'
import type {TestLake} from '../support/localLake'
import {expect, seed, signInAs, test, type Page, type Studio} from './fixtures'

/**
 * The document side of launches (issue 55, studio/launches/): «Añadir a un lanzamiento» on a
 * document's edit screen, the notice above a document in a launch, Publish asking first, and
 * «Programado» and «Pendientes de revisión» naming launches. On the local lake with two members.
 */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
// Wrapped as [value, options]: Playwright reads a bare two-item array whose second is an object as that.
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})

/** The screenshots docs/studio.md shows, taken here. */
const docsImage = (name: string) => path.resolve(__dirname, '../../docs/images', name)

const PAGE_TITLE = 'ALCO: plan de descenso de peso (verano)'
const QUESTION = '¿Para quién es Habitum este verano?'

/** A prepared change of a bundled document: its draft, its Spanish `field` replaced. */
function draftOf(lake: TestLake, id: string, field: string, spanish: string) {
  const draft = structuredClone(lake.documents.get(id)!) as Record<string, unknown>
  delete draft._rev
  draft._id = `drafts.${id}`
  draft[field] = {...(draft[field] as object), es: spanish}
  return draft
}

type Launch = {title?: string; status?: string; changes?: Array<{documentId: string; documentType: string}>}
const launches = (studio: Studio) =>
  studio.lake.documents.all().filter((document) => document._type === 'launch') as unknown as Launch[]
const launchNamed = (studio: Studio, title: string) => launches(studio).find((launch) => launch.title === title)

/** The document's actions menu (Publish is the button beside it). */
async function actionsMenu(page: Page) {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  return {item: (name: string) => page.getByRole('menuitem', {name})}
}

/** Opens a document from the list beside it, without loading the Studio again. */
async function openFromList(page: Page, title: string) {
  await page.getByTestId('document-list-pane').getByText(title).first().click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText(title, {timeout: 60_000})
}

async function openAddToLaunch(page: Page) {
  const menu = await actionsMenu(page)
  // Enabled once the launches are read (a busy machine may take a while).
  await expect(menu.item('Añadir a un lanzamiento')).toBeEnabled({timeout: 60_000})
  await menu.item('Añadir a un lanzamiento').click()
  return page.getByRole('dialog', {name: 'Añadir a un lanzamiento'})
}

test('a page and a FAQ item join a launch from their screens, say so, and a publish of one asks first', async ({
  studio,
  lake,
  page,
}) => {
  // Four screens of a cold Studio, each opened by its address, and a publish: on a busy machine.
  test.slow()
  await seed(lake, [
    draftOf(lake, 'page-alco', 'title', PAGE_TITLE),
    draftOf(lake, 'faq-2', 'question', QUESTION),
    draftOf(lake, 'faq-3', 'question', '¿Cuánto cuesta Habitum este verano?'),
    {_id: 'launch-privacidad', _type: 'launch', title: 'Política de privacidad 2027', status: 'draft', changes: []},
  ])

  // The page: a new launch, named in the dialog.
  await studio.open('/intent/edit/id=page-alco;type=page')
  let dialog = await openAddToLaunch(page)
  await expect(dialog).toContainText('«Política de privacidad 2027» · sin fecha')
  await dialog.getByLabel('Un lanzamiento nuevo').check()
  await dialog.getByLabel('Nombre del lanzamiento').fill('Campaña de verano')
  await page.screenshot({path: docsImage('studio-launch-add.png')})
  await dialog.getByRole('button', {name: 'Añadir'}).click()
  await expect(page.getByText(`Añadido al lanzamiento «Campaña de verano»: Página «${PAGE_TITLE}»`)).toBeVisible()
  await expect
    .poll(() => launchNamed(studio, 'Campaña de verano'))
    .toMatchObject({
      status: 'draft',
      changes: [{documentId: 'page-alco', documentType: 'page'}],
    })
  // Above its fields, and the action now takes it out.
  await expect(page.getByTestId('launch-notice')).toHaveText(
    'Este cambio está en el lanzamiento «Campaña de verano», en preparación. Abrir el lanzamiento',
    {timeout: 60_000},
  )
  // Taken out, then back in: the launch, kept, is now offered among those in preparation.
  const menu = await actionsMenu(page)
  await menu.item('Quitar del lanzamiento «Campaña de verano»').click()
  await expect(page.getByText('Quitado del lanzamiento «Campaña de verano»')).toBeVisible()
  await expect.poll(() => launchNamed(studio, 'Campaña de verano')?.changes).toEqual([])
  await expect(page.getByTestId('launch-notice')).toHaveCount(0)
  expect(studio.stored('drafts.page-alco')).not.toBeNull()
  dialog = await openAddToLaunch(page)
  await dialog.getByLabel('«Campaña de verano» · sin fecha').check()
  await dialog.getByRole('button', {name: 'Añadir'}).click()
  await expect(page.getByTestId('launch-notice')).toContainText('«Campaña de verano», en preparación')

  // The FAQ item joins the same launch, chosen among those in preparation.
  await studio.open('/intent/edit/id=faq-2;type=faqItem')
  dialog = await openAddToLaunch(page)
  await dialog.getByLabel('«Campaña de verano» · sin fecha').check()
  await dialog.getByRole('button', {name: 'Añadir'}).click()
  await expect(
    page.getByText(`Añadido al lanzamiento «Campaña de verano»: Pregunta frecuente «${QUESTION}»`),
  ).toBeVisible()
  await expect
    .poll(() => launchNamed(studio, 'Campaña de verano')?.changes?.map((change) => change.documentId))
    .toEqual(['page-alco', 'faq-2'])

  // Another FAQ item, added elsewhere by another editor while this dialog is open: refused, naming
  // that launch.
  await openFromList(page, '¿Cuánto cuesta Habitum este verano?')
  dialog = await openAddToLaunch(page)
  const change = {_key: 'c1', _type: 'change', documentId: 'faq-3', documentType: 'faqItem'}
  const response = await mutate(lake, [{patch: {id: 'launch-privacidad', set: {changes: [change]}}}])
  expect(response.status, response.text).toBe(200)
  await dialog.getByLabel('«Campaña de verano» · sin fecha').check()
  await dialog.getByRole('button', {name: 'Añadir'}).click()
  await expect(dialog.getByTestId('add-to-launch-problem')).toHaveText(
    'Este documento ya está en el lanzamiento «Política de privacidad 2027»: quítelo de allí o espere a que se publique.',
  )
  await page.screenshot({path: docsImage('studio-launch-add-refused.png')})
  expect(launchNamed(studio, 'Campaña de verano')?.changes).toHaveLength(2)
  await page.keyboard.press('Escape')

  // Scheduled (the launch's own screen does it; here, as the lake would hold it): its date shows.
  const scheduled = await mutate(lake, [
    {
      patch: {
        id: launchId(studio, 'Campaña de verano'),
        set: {status: 'scheduled', publishAt: '2026-12-07T12:00:00.000Z'},
      },
    },
  ])
  expect(scheduled.status, scheduled.text).toBe(200)
  await openFromList(page, QUESTION)
  const notice = page.getByTestId('launch-notice')
  await expect(notice).toContainText(
    'Este cambio está en el lanzamiento «Campaña de verano», que se publica el lunes, 7 de diciembre de 2026, 09:00 (hora de Buenos Aires).',
    {timeout: 60_000},
  )
  await page.screenshot({path: docsImage('studio-launch-notice.png')})

  // Publishing it alone asks first: cancelled, nothing is published; confirmed, it is.
  await expect(studio.publishButton).toBeEnabled({timeout: 60_000})
  await studio.publishButton.click()
  const question =
    'Este documento está en el lanzamiento «Campaña de verano». Si lo publica ahora, se publica solo y fuera del lanzamiento. ¿Publicar igual?'
  await expect(page.getByText(question)).toBeVisible()
  await page.screenshot({path: docsImage('studio-launch-publish-warning.png')})
  await page.getByRole('button', {name: 'Cancelar'}).click()
  await expect(page.getByText(question)).toHaveCount(0)
  expect(studio.stored('drafts.faq-2')).not.toBeNull()
  expect(studio.stored('faq-2')?.question).not.toMatchObject({es: QUESTION})
  await studio.publishButton.click()
  await page.getByRole('button', {name: 'Publicar igual'}).click()
  await expect.poll(() => studio.stored('drafts.faq-2')).toBeNull()
  expect(studio.stored('faq-2')?.question).toMatchObject({es: QUESTION})
  // Published alone, it left the launch (which would otherwise find nothing of it to publish).
  expect(launchNamed(studio, 'Campaña de verano')?.changes?.map((change) => change.documentId)).toEqual(['page-alco'])
  await expect(notice).toHaveCount(0)

  // «Programado» lists the launch by its date; its line opens it.
  await page.getByTestId('pane-item-Programado').click()
  const line = page.getByText('lunes, 7 de diciembre de 2026, 09:00 · Lanzamiento «Campaña de verano» (1 cambio)')
  await expect(line).toBeVisible()
  await page.screenshot({path: test.info().outputPath('scheduled-launch.png')})
  await line.click()
  await expect(studio.input('title')).toHaveValue('Campaña de verano')
})

const launchId = (studio: Studio, title: string) =>
  (studio.lake.documents.all().find((document) => document._type === 'launch' && document.title === title)?._id ??
    '') as string

/** A draft that asks for a review of exactly its content, by the author. */
function requested(draft: Record<string, unknown>) {
  const request = {
    requestedBy: AUTHOR.id,
    requestedAt: new Date().toISOString(),
    contentHash: contentHash(draft as never),
  }
  return {...draft, review: {request}}
}

test('«Pendientes de revisión» says which launch each change waiting for review belongs to', async ({
  lake,
  browser,
}) => {
  const rule = await mutate(lake, [
    {
      patch: {
        id: 'siteSettings',
        set: {review: {required: true, healthReviewers: [REVIEWER.id], legalReviewers: [REVIEWER.id]}},
      },
    },
  ])
  expect(rule.status, rule.text).toBe(200)
  await seed(lake, [
    requested(draftOf(lake, 'page-alco', 'title', PAGE_TITLE)),
    requested(draftOf(lake, 'faq-2', 'question', QUESTION)),
    {
      _id: 'launch-verano',
      _type: 'launch',
      title: 'Campaña de verano',
      status: 'draft',
      changes: [
        {_key: 'a', _type: 'change', documentId: 'page-alco', documentType: 'page'},
        {_key: 'b', _type: 'change', documentId: 'faq-2', documentType: 'faqItem'},
      ],
    },
  ])

  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  const menuItem = reviewer.page.locator('[data-testid^="pane-item-Pendientes de revisión"]')
  await expect(menuItem).toContainText('Pendientes de revisión (2)')
  await menuItem.click()
  const list = reviewer.page.locator('[data-testid="pane-content"]').last()
  for (const title of [PAGE_TITLE, QUESTION])
    await expect(list.locator('[data-testid^="pane-item-"]').filter({hasText: title})).toContainText(
      `Ana Autora · ${title} · Lanzamiento «Campaña de verano»`,
    )
  await reviewer.page.screenshot({path: test.info().outputPath('pending-launch.png')})
  await reviewer.page.context().close()
})
