import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {E2E_PREVIEW_SECRET} from '../support/preview'
import {startServer} from '../../scripts/packagedServer'
import {collectScripts, expect, NOT_FOUND_LOG, pageHasSettled, test, urlsContaining, type Page} from './fixtures'

/** What the drafts committed in content/ say, and what the published content says instead. */
const DRAFTED_QUESTION = '¿Qué relojes y balanzas puedo conectar con la app?'
const PUBLISHED_QUESTION = '¿Qué dispositivos puedo sincronizar con la app?'
/** A page that exists only as a draft (drafts.page-empresas). */
const UNPUBLISHED_PAGE = '/empresas'
/**
 * What only editors' pages may load: Sanity's overlays (next-sanity's wrapper, and the overlays
 * it mounts) and the words of the preview banner in both languages.
 */
const VISUAL_EDITING_CODE = ['<VisualEditing />', 'sanity-visual-editing', 'Vista previa: borrador', 'Preview: draft']
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

test(
  'an editor previews drafts in both languages, follows links, sends the form, and leaves',
  {tag: '@one-width'},
  async ({page}) => {
    // One editor's whole visit: six pages and a form, more than one page's time.
    test.slow()
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
    await page.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()
    await page.getByRole('button', {name: 'Enviar'}).click()
    await expect(page.locator('#contactus').getByRole('status')).toContainText('Tu mensaje ha sido recibido')

    await banner(page, 'Vista previa: borrador').getByRole('link', {name: 'Salir de la vista previa'}).click()
    await expect(page).toHaveURL('/')
    await expectQuestion(page, PUBLISHED_QUESTION)
    await expect(page.getByText(DRAFTED_QUESTION, {exact: true})).toHaveCount(0)
    await expect(banner(page, 'Vista previa: borrador')).toHaveCount(0)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
  },
)

test.describe('two browsers at once', () => {
  test.use({expectedConsoleError: NOT_FOUND_LOG})

  test(
    'a visitor sees only published content while an editor previews',
    {tag: '@one-width'},
    async ({browser, baseURL}) => {
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
    },
  )
})

test.describe('a wrong secret', () => {
  test.use({expectedConsoleError: /status of 401/})

  test('is refused with 401 and sets no cookie', {tag: '@one-width'}, async ({page}) => {
    const response = await page.goto(enablePath('/', 'not-the-secret'))
    expect(response?.status()).toBe(401)
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    await page.goto('/')
    await expect(banner(page, 'Vista previa: borrador')).toHaveCount(0)
  })
})

test('a redirect to another site after enabling stays on this one', {tag: '@one-width'}, async ({page, baseURL}) => {
  for (const target of ['https://evil.example/', '//evil.example/x']) {
    await page.goto(enablePath(target))
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
    await expect(page).toHaveURL('/')
  }
})

test(
  "visitors' pages load no preview code; a page in preview does",
  {tag: '@one-width'},
  async ({page, browser, baseURL}) => {
    const scripts = collectScripts(page)
    for (const path of ['/', '/legal/privacy-policy', '/en/alco']) {
      await page.goto(path)
      await pageHasSettled(page)
    }
    expect(previewCode(await scripts.all())).toEqual([0, 0, 0, 0])

    // The markers are the overlays' code: an editor's page loads it.
    const editor = await browser.newContext({baseURL})
    try {
      const editorPage = await editor.newPage()
      const editorScripts = collectScripts(editorPage)
      await editorPage.goto(enablePath('/legal/privacy-policy'))
      await pageHasSettled(editorPage)
      const [wrapper, overlays] = previewCode(await editorScripts.all())
      expect(wrapper).toBeGreaterThan(0)
      expect(overlays).toBeGreaterThan(0)
    } finally {
      await editor.close()
    }
  },
)

/** A copy of content/ where the FAQ item on /alco has a draft whose question is not text. */
function contentWithBrokenDraft() {
  const directory = mkdtempSync(path.join(tmpdir(), 'habitum-broken-draft-'))
  cpSync(path.resolve('content'), directory, {recursive: true})
  const data = path.join(directory, 'data.ndjson')
  const published = readFileSync(data, 'utf8')
    .split('\n')
    .map((line) => (line ? JSON.parse(line) : null))
    .find((document) => document?._id === 'faq-21')
  const draft = {...published, _id: 'drafts.faq-21', question: {_type: 'localeString', es: {text: 'not a string'}}}
  writeFileSync(data, `${readFileSync(data, 'utf8').trimEnd()}\n${JSON.stringify(draft)}\n`)
  return {directory, publishedQuestion: published.question.es as string}
}

test.describe('a draft the page cannot draw', () => {
  // React reports the section's failure, on the server and again in the browser: what the notice replaces.
  test.use({expectedConsoleError: /Objects are not valid as a React child|Minified React error #31/})

  test(
    "shows the editor a notice in its section's place; the rest of the page, and visitors, are unaffected",
    {tag: '@one-width'},
    async ({page}) => {
      // It starts a server of its own, on its own content.
      test.slow()
      const {directory, publishedQuestion} = contentWithBrokenDraft()
      const server = await startServer({CONTENT_DIR: directory, PREVIEW_SECRET: E2E_PREVIEW_SECRET})
      try {
        const response = await page.goto(`${server.url}${enablePath('/alco')}`)
        expect(response?.status()).toBe(200)
        await expect(
          page
            .getByRole('alert')
            .filter({hasText: 'Esta sección no se puede mostrar con el borrador actual (faq, #5)'}),
        ).toBeVisible()
        await expect(page.getByRole('heading', {level: 1})).toBeVisible()
        await expect(banner(page, 'Vista previa: borrador')).toBeVisible()

        const visitor = await fetch(`${server.url}/alco`)
        expect(visitor.status).toBe(200)
        expect(await visitor.text()).toContain(publishedQuestion)
      } finally {
        await server.stop()
        rmSync(directory, {recursive: true, force: true})
      }
    },
  )
})
