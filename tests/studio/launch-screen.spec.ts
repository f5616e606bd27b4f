import path from 'node:path'
import type {LocalUser} from '../../local-lake/project'
import {contentHash} from '../../schemas/review/rules'
import type {TestLake} from '../support/localLake'
import {mutate} from '../local-lake/lakeTest'
import {expect, seed, signInAs, test, type Page} from './fixtures'

/**
 * The launch's screen (studio/launches/): a launch of a page, a FAQ item and the contact form's
 * notice, each change named and with its state live; held back while a change has an error or
 * lacks an approval, which the screen names; approved by a second member; «Publicar ahora» asks the
 * site's server, which hears it at once (its regular check is five minutes away) and publishes the
 * three together; «Deshacer el lanzamiento» puts them back. The screenshots illustrate docs/studio.md.
 */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})

const DOCS_IMAGES = path.resolve(__dirname, '../../docs/images')
const NOW = new Date().toISOString()

const HEADING = 'Herramientas nuevas para tu plan, con la campaña'
const QUESTION = '¿Qué es Habitum, en breve?'
const NOTICE = 'Habitum guarda estos datos solo para responder su consulta (aviso de la campaña).'

type Doc = Record<string, unknown> & {_id: string}

/** The review rule on, Rita reviewing health content and legal texts. */
async function reviewRule(lake: TestLake) {
  const response = await mutate(lake, [
    {
      patch: {
        id: 'siteSettings',
        set: {review: {required: true, healthReviewers: [REVIEWER.id], legalReviewers: [REVIEWER.id]}},
      },
    },
  ])
  expect(response.status, response.text).toBe(200)
}

/** A draft of a published document, changed by `edit`, with a review asked by Ana (and approved by Rita). */
function draftOf(lake: TestLake, id: string, edit: (document: Doc) => void, {approved}: {approved: boolean}) {
  const {_rev, _createdAt, _updatedAt, ...published} = structuredClone(lake.documents.get(id)) as unknown as Doc
  void [_rev, _createdAt, _updatedAt]
  const draft: Doc = {...published, _id: `drafts.${id}`}
  delete draft.publication
  edit(draft)
  const hash = contentHash(draft)
  const request = {requestedBy: AUTHOR.id, requestedAt: NOW, contentHash: hash}
  const approval = {approvedBy: REVIEWER.id, approvedAt: NOW, contentHash: hash}
  return {...draft, review: approved ? {request, approval} : {request}}
}

function launchDrafts(lake: TestLake) {
  return [
    draftOf(
      lake,
      'page-alco',
      (page) => {
        const sections = page.sections as Array<{_key: string; heading?: Record<string, string>}>
        const section = sections.find(({_key}) => _key === 'alcoFeatures')!
        section.heading = {...section.heading, es: HEADING}
      },
      {approved: true},
    ),
    draftOf(lake, 'faq-1', (faq) => (faq.question = {...(faq.question as object), es: QUESTION}), {approved: false}),
    draftOf(
      lake,
      'contactForm',
      (form) => {
        const notice = form.notice as {es: Array<{children: Array<{text?: string}>}>}
        notice.es[0]!.children[0]!.text = NOTICE
      },
      {approved: true},
    ),
  ]
}

const change = (key: string, documentId: string, documentType: string) => ({
  _key: key,
  _type: 'change',
  documentId,
  documentType,
})

const homeText = async (url: string) => (await fetch(`${url}/`)).text()
const alcoText = async (url: string) => (await fetch(`${url}/alco`)).text()

const line = (page: Page, label: string) => page.getByTestId('launch-change').filter({hasText: label})

test('a launch of a page, a FAQ item and the contact notice: held back and named, approved, published together by the server, then undone', async ({
  studio,
  lake,
  startSite,
  page,
  browser,
}) => {
  test.slow()
  await reviewRule(lake)
  const site = await startSite({env: {SCHEDULED_PUBLISHING_CHECK_SECONDS: '300'}})
  await seed(lake, [
    ...launchDrafts(lake),
    // A new institution without its logo (an error), and a legal text another launch holds.
    {_id: 'drafts.sponsor-nueva', _type: 'sponsor', name: 'Clínica Nueva'},
    {
      ...(lake.documents.get('legal-privacy-policy') as unknown as Doc),
      _id: 'drafts.legal-privacy-policy',
      _rev: undefined,
    },
    {
      _id: 'launch-privacidad',
      _type: 'launch',
      title: 'Política de privacidad 2027',
      status: 'draft',
      changes: [change('p1', 'legal-privacy-policy', 'legalDocument')],
    },
    {
      _id: 'launch-verano',
      _type: 'launch',
      title: 'Campaña de verano',
      status: 'draft',
      changes: [
        change('c1', 'page-alco', 'page'),
        change('c2', 'faq-1', 'faqItem'),
        change('c3', 'contactForm', 'contactForm'),
      ],
    },
  ])
  await page.setViewportSize({width: 1280, height: 1000})
  await studio.open('/intent/edit/id=launch-verano;type=launch')

  // Each change by its document's name, with its state in the editors' words.
  await expect(line(page, 'Página «ALCO')).toContainText('Aprobado por Rita Revisora', {timeout: 60_000})
  await expect(line(page, 'Pregunta frecuente «¿Qué es Habitum, en breve?»')).toContainText(
    'Revisión pedida a Rita Revisora',
  )
  await expect(line(page, '«Formulario de contacto»')).toContainText('Aprobado por Rita Revisora')
  // Sanity's «Live» said in Spanish.
  await expect(page.getByText('Se guarda al instante').first()).toBeVisible()
  await expect(page.getByText('Live', {exact: true})).toHaveCount(0)

  // A document held by another launch is refused, naming it.
  await page.getByRole('button', {name: 'Añadir un cambio'}).click()
  const picker = page.getByTestId('launch-add-change')
  await picker
    .getByLabel('Documento con cambios por publicar')
    .selectOption({label: 'Documento legal «Política de privacidad y protección de datos personales»'})
  await picker.getByRole('button', {name: 'Añadir', exact: true}).click()
  await expect(picker.getByTestId('launch-add-problem')).toContainText(
    'Este documento ya está en el lanzamiento «Política de privacidad 2027»',
  )
  // A new institution with an error: added, its error named, the launch held back by it.
  await picker.getByLabel('Documento con cambios por publicar').selectOption({label: 'Institución «Clínica Nueva»'})
  await picker.getByRole('button', {name: 'Añadir', exact: true}).click()
  await expect(line(page, 'Institución «Clínica Nueva»')).toContainText('Tiene errores: «Logotipo»: Suba el logotipo', {
    timeout: 30_000,
  })
  const readiness = page.getByTestId('launch-readiness')
  await expect(readiness).toContainText('Institución «Clínica Nueva»: tiene errores: «Logotipo»: Suba el logotipo')
  await expect(readiness).toContainText(
    'Pregunta frecuente «¿Qué es Habitum, en breve?»: Falta la aprobación de un revisor de contenido de salud: la revisión solicitada está pendiente.',
  )
  const publishNow = page.getByRole('button', {name: 'Publicar ahora'})
  await expect(publishNow).toBeDisabled()
  // «Programar» without a date says why, and schedules nothing.
  await page.getByRole('button', {name: 'Programar'}).click()
  await expect(page.getByTestId('launch-problem')).toContainText('No se puede programar: Elija antes la fecha')
  await page.screenshot({path: path.join(DOCS_IMAGES, 'studio-launch-blocked.png')})

  await page.getByRole('button', {name: 'Quitar Institución «Clínica Nueva» del lanzamiento'}).click()
  await expect(line(page, 'Institución «Clínica Nueva»')).toHaveCount(0)
  await expect.poll(() => (studio.stored('launch-verano')?.changes as unknown[]).length).toBe(3)

  // Rita approves the FAQ item in her own Studio: Ana's screen follows.
  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open('/intent/edit/id=faq-1;type=faqItem')
  // «Aprobar» is offered once her role and the draft's checks are read: the menu is opened again until then.
  await expect(async () => {
    await reviewer.page.keyboard.press('Escape')
    await reviewer.page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
    await expect(reviewer.page.getByRole('menuitem', {name: 'Aprobar'})).toBeEnabled({timeout: 5_000})
  }).toPass({timeout: 90_000})
  await reviewer.page.getByRole('menuitem', {name: 'Aprobar'}).click()
  await reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'}).getByRole('button', {name: 'Aprobar'}).click()
  await expect.poll(() => (studio.stored('drafts.faq-1')?.review as {approval?: unknown})?.approval).toBeTruthy()
  await reviewer.page.context().close()
  await expect(line(page, 'Pregunta frecuente')).toContainText('Aprobado por Rita Revisora')
  await expect(readiness).toContainText('Listo para publicarse')
  await expect(publishNow).toBeEnabled()
  await page.screenshot({path: path.join(DOCS_IMAGES, 'studio-launch-ready.png')})

  // «Publicar ahora»: a confirmation that names the documents, then the server publishes.
  expect(await homeText(site.url)).not.toContain(QUESTION)
  await publishNow.click()
  const confirm = page.getByRole('dialog', {name: 'Publicar ahora'})
  for (const name of ['Página «ALCO', 'Pregunta frecuente «¿Qué es Habitum, en breve?»', '«Formulario de contacto»'])
    await expect(confirm).toContainText(name)
  await page.screenshot({path: path.join(DOCS_IMAGES, 'studio-launch-confirm.png')})
  await confirm.getByRole('button', {name: 'Publicar ahora'}).click()
  await expect(page.getByTestId('launch-status')).toContainText('Publicado el', {timeout: 30_000})
  expect(studio.stored('launch-verano')).toMatchObject({status: 'published', requestedBy: AUTHOR.id})
  // All three on the site together: once one shows, the others do.
  await expect.poll(() => homeText(site.url), {timeout: 30_000}).toContain(QUESTION)
  expect(await homeText(site.url)).toContain(NOTICE)
  expect(await alcoText(site.url)).toContain(HEADING)
  expect(site.output()).toMatch(/\[scheduled\] launch launch-verano: published/)
  await page.screenshot({path: path.join(DOCS_IMAGES, 'studio-launch-published.png')})

  // «Deshacer el lanzamiento»: each document it puts back, named; then the site as before.
  await page.getByRole('button', {name: 'Deshacer el lanzamiento'}).click()
  const undo = page.getByRole('dialog', {name: 'Deshacer el lanzamiento'})
  await expect(undo).toContainText('Pregunta frecuente «¿Qué es Habitum, en breve?»: vuelve a la versión anterior')
  await expect(undo).toContainText('«Formulario de contacto»: vuelve a la versión anterior')
  await page.screenshot({path: path.join(DOCS_IMAGES, 'studio-launch-undo.png')})
  await undo.getByRole('button', {name: 'Deshacer el lanzamiento'}).click()
  await expect(page.getByTestId('launch-status')).toContainText('Deshecho el', {timeout: 30_000})
  await expect.poll(() => homeText(site.url), {timeout: 30_000}).not.toContain(QUESTION)
  expect(await homeText(site.url)).not.toContain(NOTICE)
  expect(await alcoText(site.url)).not.toContain(HEADING)
})
