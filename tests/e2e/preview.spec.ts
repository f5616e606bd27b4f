import {E2E_PREVIEW_SECRET} from '../support/preview'
import {collectScripts, expect, NOT_FOUND_LOG, pageHasSettled, test, urlsContaining, type Page} from './fixtures'

/** What the drafts committed in content/ say, and what the published content says instead. */
const DRAFTED_QUESTION = '¿Qué relojes y balanzas puedo conectar con la app?'
const PUBLISHED_QUESTION = '¿Qué dispositivos puedo sincronizar con la app?'
/** A page that exists only as a draft (drafts.page-empresas). */
const UNPUBLISHED_PAGE = '/empresas'
/** Sanity's overlays (next-sanity's wrapper, and the overlays it mounts): only a page in preview may load them. */
const VISUAL_EDITING_CODE = ['<VisualEditing />', 'sanity-visual-editing']
const previewCode = (scripts: Array<{url: string; text: string}>) =>
  VISUAL_EDITING_CODE.map((marker) => urlsContaining(scripts, marker).length)

const enablePath = (redirect: string, secret = E2E_PREVIEW_SECRET) =>
  `/api/draft-mode/enable?secret=${encodeURIComponent(secret)}&redirect=${encodeURIComponent(redirect)}`

const banner = (page: Page, name: string) => page.getByRole('complementary', {name})

/** The FAQ question's text on the page: scrolled to, since sections far below are not drawn. */
async function expectQuestion(page: Page, question: string) {
  const text = page.getByText(question, {exact: true})
  await text.scrollIntoViewIfNeeded()
  await expect(text).toBeVisible()
}

test('an editor previews drafts in both languages, follows links, sends the form, and leaves', async ({page}) => {
  await page.goto(enablePath('/'))
  await expect(page).toHaveURL('/')
  await expect(banner(page, 'Vista previa: borrador')).toBeVisible()
  await expectQuestion(page, DRAFTED_QUESTION)
  await expect(page.getByText(PUBLISHED_QUESTION, {exact: true})).toHaveCount(0)

  await page.goto(`/en${UNPUBLISHED_PAGE}`)
  await expect(page.getByRole('heading', {name: 'Questions companies ask'})).toBeVisible()
  await expect(banner(page, 'Preview: draft')).toBeVisible()

  // The header's home link, still in preview.
  await page.getByRole('link', {name: /· Home$/}).click()
  await expect(page).toHaveURL('/en/')
  await expect(banner(page, 'Preview: draft')).toBeVisible()

  // The contact form works as it does for visitors.
  await page.goto('/')
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await page.getByLabel('Nombre').fill('Editora en vista previa')
  await page.getByLabel('E-mail').fill('editora@example.com')
  await page.getByLabel(/Tipo de organización/).selectOption({label: 'Prepaga'})
  await page.getByLabel('Consulta').fill('Una consulta enviada desde la vista previa.')
  await page.getByRole('button', {name: 'Enviar'}).click()
  await expect(page.locator('#contactus').getByRole('status')).toContainText('Tu mensaje ha sido recibido')

  await banner(page, 'Vista previa: borrador').getByRole('link', {name: 'Salir de la vista previa'}).click()
  await expect(page).toHaveURL('/')
  await expectQuestion(page, PUBLISHED_QUESTION)
  await expect(page.getByText(DRAFTED_QUESTION, {exact: true})).toHaveCount(0)
  await expect(banner(page, 'Vista previa: borrador')).toHaveCount(0)
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
})

test.describe('two browsers at once', () => {
  test.use({expectedConsoleError: NOT_FOUND_LOG})

  test('a visitor sees only published content while an editor previews', async ({browser, baseURL}) => {
    const editor = await browser.newContext({baseURL})
    const visitor = await browser.newContext({baseURL})
    try {
      const editorPage = await editor.newPage()
      await editorPage.goto(enablePath(UNPUBLISHED_PAGE))
      await expect(editorPage.getByRole('heading', {name: 'Preguntas de las empresas'})).toBeVisible()

      const visitorPage = await visitor.newPage()
      expect((await visitorPage.goto(UNPUBLISHED_PAGE))?.status()).toBe(404)
      await visitorPage.goto('/')
      await expectQuestion(visitorPage, PUBLISHED_QUESTION)
      await expect(visitorPage.getByText(DRAFTED_QUESTION, {exact: true})).toHaveCount(0)
      await expect(banner(visitorPage, 'Vista previa: borrador')).toHaveCount(0)

      // The editor still previews.
      await editorPage.goto('/')
      await expectQuestion(editorPage, DRAFTED_QUESTION)
    } finally {
      await Promise.all([editor.close(), visitor.close()])
    }
  })
})

test.describe('a wrong secret', () => {
  test.use({expectedConsoleError: /status of 401/})

  test('is refused with 401 and sets no cookie', async ({page}) => {
    const response = await page.goto(enablePath('/', 'not-the-secret'))
    expect(response?.status()).toBe(401)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    await page.goto('/')
    await expect(banner(page, 'Vista previa: borrador')).toHaveCount(0)
  })
})

test('a redirect to another site after enabling stays on this one', async ({page, baseURL}) => {
  for (const target of ['https://evil.example/', '//evil.example/x']) {
    await page.goto(enablePath(target))
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
    await expect(page).toHaveURL('/')
  }
})

test("visitors' pages load no preview code; a page in preview does", async ({page, browser, baseURL}) => {
  const scripts = collectScripts(page)
  for (const path of ['/', '/legal/privacy-policy', '/en/alco']) {
    await page.goto(path)
    await pageHasSettled(page)
  }
  expect(previewCode(await scripts.all())).toEqual([0, 0])

  // The markers are the overlays' code: an editor's page loads both.
  const editor = await browser.newContext({baseURL})
  try {
    const editorPage = await editor.newPage()
    const editorScripts = collectScripts(editorPage)
    await editorPage.goto(enablePath('/legal/privacy-policy'))
    await pageHasSettled(editorPage)
    expect(previewCode(await editorScripts.all())).not.toContain(0)
  } finally {
    await editor.close()
  }
})
