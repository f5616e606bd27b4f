import {expect, siteRegenerated, test} from './fixtures'

test('an editor changes a published page’s address: the Studio publishes it with a redirect from the old one, which the site answers', async ({
  studio,
  site,
  page,
}) => {
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await page.getByRole('textbox', {name: 'Dirección', exact: true}).fill('alco-plan')
  const draftSlug = () => (studio.stored('drafts.page-alco')?.slug as {current?: string} | undefined)?.current
  await expect.poll(draftSlug).toBe('alco-plan')
  await expect(page.getByRole('button', {name: 'Validación', exact: true})).toHaveCount(0, {timeout: 60_000})

  // The Studio offers it first, saying what will happen; the editor confirms.
  await page.getByRole('button', {name: 'Publicar y redirigir la dirección anterior'}).click()
  await expect(page.getByText('La página pasa de /alco a /alco-plan.', {exact: false})).toBeVisible()
  await page.getByRole('button', {name: 'Confirmar'}).click()
  await expect.poll(() => studio.stored('drafts.page-alco')).toBeNull()
  expect((studio.stored('page-alco')?.slug as {current: string}).current).toBe('alco-plan')
  const redirects = studio.lake.documents.all().filter((document) => document._type === 'redirect')
  expect(redirects).toEqual([expect.objectContaining({from: '/alco', to: '/alco-plan', permanent: true})])

  // The lake called the site's webhook for the page and the redirect: old links lead to the new address.
  await siteRegenerated(site, 'page-alco')
  await expect
    .poll(async () => {
      const response = await page.request.get(`${site.url}/en/alco?ref=qr`, {maxRedirects: 0})
      return [response.status(), response.headers().location]
    })
    .toEqual([308, '/en/alco-plan?ref=qr'])
  expect((await page.request.get(`${site.url}/alco-plan`)).status()).toBe(200)
})
