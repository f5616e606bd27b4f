import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import {LOCAL_USER, signInAddress} from '../../local-lake/project'
import type {RunningServer} from '../../scripts/packagedServer'
import type {TestLake} from '../support/localLake'
import {expect, seed, signIn, test, type Page} from './fixtures'

/** The home page as the lake holds it, as a draft whose closing call's button points elsewhere. */
function homeLinkingTo(lake: TestLake, href: string) {
  const home = structuredClone(lake.documents.get('page-home')) as unknown as {
    sections: Array<{_key: string; button?: {href: string}}>
  }
  home.sections.find((section) => section._key === 'closing1')!.button!.href = href
  return {...home, _id: 'drafts.page-home'}
}

test('a button to a page that is only a draft, or to a section the page lacks, holds Publish back and says why', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [homeLinkingTo(lake, '/empresas')])
  await studio.open()
  await studio.openDocument('Páginas', 'Inicio')

  // «Habitum para empresas» exists only as a draft: no visitor could follow the link.
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  const problem = page.getByText('«/empresas»: no hay ninguna página publicada en /empresas').filter({visible: true})
  await expect(problem).toBeVisible()
  await page.screenshot({path: test.info().outputPath('link-check-draft-target.png')})
  await expect(studio.publishButton).toBeDisabled()

  // The panel leads to the field; a section the published page lacks is refused.
  await problem.click()
  const href = page.getByRole('textbox', {name: 'Destino', exact: true})
  await expect(href).toBeFocused()
  await href.fill('/alco#contactus')
  await expect(
    page
      .getByText('«/alco#contactus»: la página no tiene ninguna sección con el ancla #contactus')
      .filter({visible: true}),
  ).toBeVisible()
  await expect(studio.publishButton).toBeDisabled()

  // The contact section of this very page: the same draft publishes.
  await href.fill('#contactus')
  await studio.publish('page-home')
  expect(studio.stored('page-home')?.sections).toContainEqual(
    expect.objectContaining({_key: 'closing1', button: expect.objectContaining({href: '#contactus'})}),
  )
})

/** A new page, as a draft, whose only section's button leads to `href`. */
const pageLinkingTo = (href: string) => ({
  _id: 'drafts.page-programa',
  _type: 'page',
  englishVersion: 'fallback',
  title: {_type: 'localeString', es: 'Programa externo'},
  slug: {_type: 'slug', current: 'programa'},
  sections: [
    {
      _type: 'closingCall',
      _key: 'closing1',
      heading: {_type: 'localeString', es: 'Inscríbase'},
      button: {_type: 'callToAction', label: {_type: 'localeString', es: 'Ir al programa'}, href},
    },
  ],
})

/**
 * The tests of external links: another site on this machine (a page that is there, one that is
 * gone, one behind a login), and the site this Studio was built to ask (SANITY_STUDIO_PREVIEW_URL's
 * default, port 3000), taking its questions: it verifies members with the lake, and may ask this
 * machine's hosts, as it never does in production.
 */
const linkTest = test.extend<{elsewhere: string; linkCheckingSite: RunningServer}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  elsewhere: async ({}, use) => {
    const server = createServer((request, response) => {
      const status =
        {'/programa': 200, '/programa-viejo': 404, '/programa-2024': 404, '/socios': 401}[request.url ?? ''] ?? 500
      response.writeHead(status).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  },
  linkCheckingSite: async ({startSite, lake}, use) => {
    await use(await startSite({env: {PORT: '3000', SANITY_STUDIO_URL: lake.origin, LINK_CHECK_PRIVATE_HOSTS: 'allow'}}))
  },
})

linkTest.describe('external links, checked by the site for a signed-in member', () => {
  // The one local editor signs in with its token. Each test starts the site on port 3000, the one
  // the Studio was built to ask: one after the other.
  linkTest.describe.configure({mode: 'default'})

  /** The link checks the page sends (GET; a preflight is the browser's own): the address asked, and the credential sent. */
  function linkChecksOf(page: Page) {
    const asked: Array<{url: string; authorization?: string}> = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/link-check' && request.method() === 'GET')
        asked.push({url: url.searchParams.get('url')!, authorization: request.headers().authorization})
    })
    return asked
  }
  const withTheEditorsCredential = (url: string) => ({url, authorization: `Bearer ${LOCAL_USER.token}`})

  linkTest(
    'an external link the site finds gone holds Publish back; one it cannot check only warns',
    async ({studio, lake, linkCheckingSite: _site, elsewhere: other, page}) => {
      await seed(lake, [pageLinkingTo(`${other}/programa-viejo`)])
      await signIn(page, lake, LOCAL_USER.token!)
      await studio.open()
      await studio.openDocument('Páginas', 'Programa externo')
      await page.getByRole('button', {name: 'Validación', exact: true}).click()
      const gone = page
        .getByText(`«${other}/programa-viejo»: la página ya no existe (su sitio dice que no la encuentra)`)
        .filter({visible: true})
      await expect(gone).toBeVisible()
      await expect(studio.publishButton).toBeDisabled()

      // A page behind a login may well be there: a warning, and the page publishes.
      await gone.click()
      const href = page.getByRole('textbox', {name: 'Destino', exact: true})
      await href.fill(`${other}/socios`)
      await expect(
        page
          .getByText(
            `No se pudo comprobar «${other}/socios»: pide iniciar sesión o no responde a comprobaciones automáticas.`,
          )
          .filter({visible: true}),
      ).toBeVisible()
      await page.screenshot({path: linkTest.info().outputPath('external-link-warning.png')})
      await expect(studio.publishButton).toBeEnabled()

      await href.fill(`${other}/programa`)
      await studio.publish('page-programa')
    },
  )

  linkTest(
    'an address typed letter by letter is asked once, when the editor stops, with the editor’s credential',
    async ({studio, lake, linkCheckingSite: site, elsewhere: other, page}) => {
      await seed(lake, [pageLinkingTo(`${other}/programa-viejo`)])
      const asked = linkChecksOf(page)
      // Signed in as `npm run studio:local` prints it: a token in the Studio's address, which it keeps.
      await page.goto(signInAddress(lake.origin, LOCAL_USER)!)
      await page.waitForURL((url) => !url.hash.includes('token='))
      await studio.open()
      await studio.openDocument('Páginas', 'Programa externo')
      // The problem found on opening leads to the field.
      await page.getByRole('button', {name: 'Validación', exact: true}).click()
      await page.getByText('ya no existe').filter({visible: true}).first().click()
      const href = page.getByRole('textbox', {name: 'Destino', exact: true})
      await expect(href).toBeFocused()
      expect(asked).toEqual([withTheEditorsCredential(`${other}/programa-viejo`)])
      asked.splice(0)

      // A new address typed over the old one at a person's pace: slower than the Studio validates,
      // quicker than the pause the check waits for. Selected first, so that the field holds the
      // old address (asked already) until the first key: no moment of its own between a paste
      // and the typing, which a busy machine could stretch past that pause.
      const typed = `${other}/programa-2024`
      await href.selectText()
      await href.pressSequentially(typed, {delay: 200})
      await expect(
        page
          .getByText(`«${typed}»: la página ya no existe (su sitio dice que no la encuentra)`)
          .filter({visible: true})
          .first(),
      ).toBeAttached()
      await expect(studio.publishButton).toBeDisabled()
      // One request, for the whole address: none for what was typed on the way.
      expect(asked).toEqual([withTheEditorsCredential(typed)])

      // Without the editor's credential, the site answers nobody: not even the Studio's own page.
      const anonymous = await page.evaluate(
        async (endpoint) => {
          const response = await fetch(endpoint, {credentials: 'omit'})
          return {status: response.status, error: ((await response.json()) as {error: string}).error}
        },
        `${site.url}/api/link-check?url=${encodeURIComponent(`${other}/programa`)}`,
      )
      expect(anonymous).toEqual({status: 401, error: 'member_required'})
    },
  )
})
