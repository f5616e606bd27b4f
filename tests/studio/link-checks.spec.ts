import {createServer} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {TestLake} from '../support/localLake'
import {expect, seed, test} from './fixtures'

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

test('an external link the site finds gone holds Publish back; one it cannot check only warns', async ({
  studio,
  lake,
  startSite,
  page,
}) => {
  // Another site, on this machine: a page that is there, one that is gone, one behind a login.
  const elsewhere = createServer((request, response) => {
    const status = {'/programa': 200, '/programa-viejo': 404, '/socios': 401}[request.url ?? ''] ?? 500
    response.writeHead(status).end()
  })
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve))
  const other = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`
  // The site this Studio was built to ask (SANITY_STUDIO_PREVIEW_URL's default), taking its
  // questions; it may ask this machine's hosts, as it never does in production.
  await startSite({
    env: {PORT: '3000', SANITY_STUDIO_URL: lake.origin, LINK_CHECK_PRIVATE_HOSTS: 'allow'},
  })
  try {
    await seed(lake, [pageLinkingTo(`${other}/programa-viejo`)])
    await studio.open()
    await studio.openDocument('Páginas', 'Programa externo')
    await page.getByRole('button', {name: 'Validación', exact: true}).click()
    const gone = page.getByText(`«${other}/programa-viejo» ya no existe: su sitio responde 404`).filter({visible: true})
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
    await page.screenshot({path: test.info().outputPath('external-link-warning.png')})
    await expect(studio.publishButton).toBeEnabled()

    await href.fill(`${other}/programa`)
    await studio.publish('page-programa')
  } finally {
    elsewhere.closeAllConnections()
    await new Promise((resolve) => elsewhere.close(resolve))
  }
})
