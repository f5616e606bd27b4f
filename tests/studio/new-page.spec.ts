import type {LocalUser} from '../../local-lake/project'
import {mutate} from '../local-lake/lakeTest'
import {expect, signInAs, siteRegenerated, test, type Page} from './fixtures'

/** The author acts without a token (the lake's first member); the reviewer signs in with hers. */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
// Wrapped as [value, options]: Playwright reads a bare two-item array whose second is an object as that.
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})

const TITLE = 'Bienestar en el trabajo'
const SLUG = 'bienestar-en-el-trabajo'
const HEADING = 'Descargue Habitum hoy'

/** Every image object in a document that holds no file: what issue 53 found left in new pages. */
function imagesWithoutFile(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => imagesWithoutFile(item, `${path}[${index}]`))
  if (!value || typeof value !== 'object') return []
  const object = value as Record<string, unknown>
  const own = object._type === 'imageWithAlt' && !(object.asset as {_ref?: string} | undefined)?._ref ? [path] : []
  return [...own, ...Object.entries(object).flatMap(([key, child]) => imagesWithoutFile(child, `${path}.${key}`))]
}

async function fromActionsMenu(page: Page, name: string) {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  return page.getByRole('menuitem', {name})
}

test('a new page with no share image goes through review, is published, and is shared with the site card', async ({
  studio,
  lake,
  page,
  browser,
  startSite,
}) => {
  // The review rule on, as «Ajustes del sitio» publishes it.
  const rule = await mutate(lake, [
    {
      patch: {
        id: 'siteSettings',
        set: {review: {required: true, healthReviewers: [REVIEWER.id], legalReviewers: [REVIEWER.id]}},
      },
    },
  ])
  expect(rule.status, rule.text).toBe(200)

  // A page from nothing: «Crear nuevo documento», «Página».
  await studio.open()
  await page.getByRole('button', {name: 'Crear nuevo documento'}).click()
  await page.getByRole('link', {name: 'Página', exact: true}).click()
  await expect(studio.input('title.es')).toBeVisible({timeout: 60_000})
  await studio.input('title.es').fill(TITLE)
  const draft = () =>
    lake.documents
      .all()
      .find((document) => document._type === 'page' && (document.title as {es?: string} | undefined)?.es === TITLE)
  await expect.poll(() => draft()?._id).toMatch(/^drafts\./)
  await page.getByRole('textbox', {name: 'Dirección', exact: true}).fill(SLUG)
  await studio.field('sections').getByRole('button', {name: 'Añadir elemento'}).click()
  await page.getByRole('menuitem', {name: 'Descarga de la app'}).click()
  const section = page.getByRole('dialog')
  await section.locator('[data-testid$=".heading.es"] input').fill(HEADING)
  await expect.poll(() => JSON.stringify(draft()?.sections)).toContain(HEADING)
  await page.keyboard.press('Escape')
  await expect(section).toHaveCount(0)
  const id = draft()!._id.replace(/^drafts\./, '')
  // No image field left empty holds an object: the share image stays unset.
  expect(imagesWithoutFile(draft())).toEqual([])

  // A Spanish page for now: its English pages show the Spanish, on purpose.
  await page.getByRole('radio', {name: 'Usa el español donde falte el inglés'}).check()
  await expect.poll(() => draft()?.englishVersion).toBe('fallback')
  // «Buscadores»: the share image as created, empty, its «Imagen decorativa» drawn off.
  await page.getByRole('tab', {name: 'Buscadores', exact: true}).click()
  const shareImageField = page.getByText('Imagen para compartir', {exact: true}).first()
  await shareImageField.scrollIntoViewIfNeeded({timeout: 60_000})
  await expect(shareImageField).toBeVisible()
  await page.screenshot({path: test.info().outputPath('share-image-empty.png')})

  // Publish says what is missing and offers to ask for a review; asked, nothing stands in its way
  // (before issue 53: «Antes de la revisión, corrija «Buscadores y redes / Imagen para compartir»»).
  await expect(async () => {
    await studio.publishButton.click({timeout: 10_000})
    const blocked = page.getByRole('dialog', {name: 'Aún no se puede publicar'})
    await blocked.getByRole('button', {name: 'Solicitar revisión'}).click({timeout: 10_000})
  }).toPass({timeout: 90_000})
  await expect(page.getByText(/Antes de la revisión, corrija/)).toHaveCount(0)
  await expect
    .poll(
      () =>
        (studio.stored(`drafts.${id}`)?.review as {request?: {requestedBy?: string}} | undefined)?.request?.requestedBy,
      {timeout: 60_000},
    )
    .toBe(AUTHOR.id)
  await page.screenshot({path: test.info().outputPath('review-requested.png')})

  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.openDocument('Páginas', TITLE)
  await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
  await reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'}).getByRole('button', {name: 'Aprobar'}).click()
  await expect
    .poll(
      () =>
        (studio.stored(`drafts.${id}`)?.review as {approval?: {approvedBy?: string}} | undefined)?.approval?.approvedBy,
    )
    .toBe(REVIEWER.id)
  await reviewer.page.context().close()

  // The site over the lake, started now so that it takes the lake's publishing webhook.
  const site = await startSite()
  await studio.publish(id)
  expect(studio.stored(id)?.seo).toBeUndefined()

  // On the site, with the card the site draws for it.
  await siteRegenerated(site, id)
  const visitor = await page.context().newPage()
  await visitor.goto(`${site.url}/${SLUG}`)
  await expect(visitor.getByRole('heading', {name: HEADING})).toBeVisible()
  const shareImage = await visitor.locator('meta[property="og:image"]').getAttribute('content')
  expect(shareImage).toContain('/share-cards/')
  // Named at the site's public address; fetched from the server the test started.
  const card = await fetch(new URL(new URL(shareImage!, site.url).pathname, site.url))
  expect(card.status).toBe(200)
  expect(card.headers.get('content-type')).toBe('image/png')
})
