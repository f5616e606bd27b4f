import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {LocalUser} from '../../local-lake/project'
import {mutate} from '../local-lake/lakeTest'
import type {TestLake} from '../support/localLake'
import {expect, seed, signInAs, test, type Page} from './fixtures'

/**
 * Author and reviewer run the same checks (issue 53): the author, signed in without a token, sees
 * the error the site's link check finds before «Solicitar revisión»; with no site to ask, the
 * document says its links could not be checked, and an approval records it; an error inside a
 * legal text is placed in the form's words.
 */
const AUTHOR: LocalUser = {id: 'local-editor', name: 'Ana Autora', email: 'ana@localhost'}
const REVIEWER: LocalUser = {id: 'rita', name: 'Rita Revisora', email: 'rita@localhost', token: 'rita-token'}
test.use({lakeUsers: [[AUTHOR, REVIEWER], {scope: 'test'}]})
// The site the Studio was built to ask listens on port 3000: one test after the other.
test.describe.configure({mode: 'default'})

async function reviewRuleOn(lake: TestLake) {
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

/** The subscription form the home page's buttons lead to, on another site. */
const SUBSCRIPTION = 'https://forms.example.com/habitum/suscripcion'

/** The home page as the lake holds it, as a draft whose subscription buttons lead to `href` instead. */
function homeLinkingTo(lake: TestLake, href: string) {
  const home = JSON.parse(JSON.stringify(lake.documents.get('page-home')).replaceAll(SUBSCRIPTION, href)) as object
  return {...home, _id: 'drafts.page-home'}
}

async function fromActionsMenu(page: Page, name: string) {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  return page.getByRole('menuitem', {name})
}

const withLinkCheckingSite = test.extend<{elsewhere: string}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  elsewhere: async ({}, use) => {
    const server = createServer((request, response) => response.writeHead(request.url === '/aqui' ? 200 : 404).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  },
})

withLinkCheckingSite(
  'an author signed in without a token sees the gone link before asking for review, and cannot ask',
  async ({studio, lake, page, startSite, elsewhere}) => {
    await startSite({env: {PORT: '3000', SANITY_STUDIO_URL: lake.origin, LINK_CHECK_PRIVATE_HOSTS: 'allow'}})
    await reviewRuleOn(lake)
    const gone = `${elsewhere}/suscripcion`
    await seed(lake, [homeLinkingTo(lake, gone)])
    const credentials: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/link-check' && request.method() === 'GET')
        credentials.push(request.headers().authorization ?? '')
    })
    // No token: the author acts as the lake's first member, as a Studio signed in by its session.
    await studio.open()
    await studio.openDocument('Páginas', 'Inicio')
    const error = `«${gone}»: la página ya no existe (su sitio dice que no la encuentra)`
    await expect(page.getByTestId('review-checks-first')).toContainText(
      `Antes de la revisión, corrija «Secciones / Alianza con clínicas / Botón de suscripción / Destino»: ${error}`,
    )
    await page.screenshot({path: test.info().outputPath('author-sees-gone-link.png')})
    await expect(await fromActionsMenu(page, 'Solicitar revisión')).toBeDisabled()
    await page.keyboard.press('Escape')
    // Asked with a pass the author's own Studio wrote in the project, never a token it does not have.
    expect(credentials.length).toBeGreaterThan(0)
    for (const credential of credentials) expect(credential).toMatch(/^Pass linkCheckPass\.[0-9a-f]{32}$/)
    const pass = credentials[0]!.slice('Pass '.length)
    expect(lake.documents.get(pass)).toMatchObject({_type: 'linkCheckPass'})
  },
)

test('with no site to ask, the links are said to be unchecked, and the approval records it', async ({
  studio,
  lake,
  page,
  browser,
}) => {
  // Two members' Studios, one after the other, on a machine shared with other tests.
  test.setTimeout(360_000)
  await reviewRuleOn(lake)
  // The home page as it is: its buttons lead to the subscription form, on another site.
  const external = SUBSCRIPTION
  await seed(lake, [homeLinkingTo(lake, external)])
  await studio.open()
  await studio.openDocument('Páginas', 'Inicio')
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  const warning = `No se pudo comprobar el enlace «${external}»: el sitio web, que comprueba los enlaces, no respondió`
  await expect(page.getByText(warning).filter({visible: true}).first()).toBeVisible()
  // A warning: the author may still ask for review.
  await (await fromActionsMenu(page, 'Solicitar revisión')).click()
  await expect.poll(() => (studio.stored('drafts.page-home')?.review as {request?: object})?.request).toBeTruthy()

  const reviewer = await signInAs(browser, lake, REVIEWER.token!)
  await reviewer.open()
  await reviewer.openDocument('Páginas', 'Inicio')
  await (await fromActionsMenu(reviewer.page, 'Aprobar')).click()
  const confirm = reviewer.page.getByRole('dialog', {name: 'Aprobar esta versión'})
  await expect(confirm.getByTestId('approve-unchecked-links')).toContainText(
    `Los enlaces externos no se pudieron comprobar`,
  )
  await expect(confirm.getByTestId('approve-unchecked-links')).toContainText(`«${external}»`)
  await reviewer.page.screenshot({path: test.info().outputPath('approve-unchecked-links.png')})
  await confirm.getByRole('button', {name: 'Aprobar'}).click()
  await expect
    .poll(() => (studio.stored('drafts.page-home')?.review as {approval?: {uncheckedLinks?: string[]}})?.approval)
    .toMatchObject({approvedBy: REVIEWER.id, uncheckedLinks: expect.arrayContaining([external])})
  // Where the approval is shown, the author sees it too.
  await expect(page.getByTestId('approval-unchecked-links')).toContainText(`«${external}»`)
  await page.screenshot({path: test.info().outputPath('approved-unchecked-links.png')})
  await reviewer.page.context().close()
})

test('an error inside a legal text is placed in the form’s words', async ({studio, lake, page}) => {
  await reviewRuleOn(lake)
  const legal = structuredClone(lake.documents.get('legal-terms-of-use')) as unknown as {
    revisions: Array<{body: {es: Array<{markDefs?: Array<{href: string}>}>}}>
  }
  const paragraph = legal.revisions.flatMap((revision) => revision.body.es).find((block) => block.markDefs?.length)!
  paragraph.markDefs![0]!.href = 'legal/privacidad'
  await seed(lake, [{...legal, _id: 'drafts.legal-terms-of-use'}])
  await studio.open()
  await studio.openDocument('Documentos legales', 'Términos y condiciones de uso')
  const where = page.getByTestId('review-checks-first')
  // Sanity's own «Validación» panel names the paragraph and its links in Spanish, not «Block» and
  // «Mark definitions» (studio/sanityTitles.ts).
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    page
      .getByRole('button', {
        name: /^Versiones \/ Versión \/ Texto \/ Español \/ Párrafo \/ Enlaces \/ Enlace \/ Dirección/,
      })
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('button', {name: /Block|Mark definitions/})).toHaveCount(0)
  await expect(where).toContainText(
    'Antes de la revisión, corrija «Versiones / Versión / Texto / Español / Enlace «Política de privacidad y protección de…»»',
  )
  await expect(where).not.toContainText(/Block|Mark definitions|Dirección/)
  await page.screenshot({path: test.info().outputPath('legal-error-in-words.png')})
})
