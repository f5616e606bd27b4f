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
