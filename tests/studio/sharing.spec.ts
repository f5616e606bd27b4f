import {expect, siteRegenerated, test} from './fixtures'

/** The share card a page's head names (og:image), as a path of the site. */
const cardOf = async (url: string) => {
  const html = await (await fetch(url)).text()
  return /<meta property="og:image" content="https?:\/\/[^/"]+(\/share-cards\/[^"]+\.png)"/.exec(html)?.[1]
}

test("publishing a new title in the Studio changes the page's Markdown copy and its share card, without a rebuild", async ({
  studio,
  site,
  page,
}) => {
  const title = 'Términos y condiciones de uso de Habitum'
  const before = await cardOf(`${site.url}/legal/terms-of-use`)
  expect(before).toMatch(/^\/share-cards\/es\/legal\/terms-of-use\/[0-9a-f]{12}\.png$/)

  await studio.open()
  await studio.openDocument('Documentos legales', 'Términos y condiciones de uso')
  await studio.input('title.es').fill(title)
  await expect
    .poll(() => (studio.stored('drafts.legal-terms-of-use')?.title as {es?: string} | undefined)?.es)
    .toBe(title)
  await studio.publish('legal-terms-of-use')
  await siteRegenerated(site, 'legal-terms-of-use')

  // The copy, at its .md address and by Accept, starts with the new title.
  expect(await (await fetch(`${site.url}/legal/terms-of-use.md`)).text()).toMatch(new RegExp(`^# ${title}\\n`))
  const negotiated = await fetch(`${site.url}/legal/terms-of-use`, {headers: {accept: 'text/markdown'}})
  expect(await negotiated.text()).toMatch(new RegExp(`^# ${title}\\n`))
  // The page names a new card, drawn of the new title; the English page's card is its own.
  const after = await cardOf(`${site.url}/legal/terms-of-use`)
  expect(after).toMatch(/^\/share-cards\/es\/legal\/terms-of-use\/[0-9a-f]{12}\.png$/)
  expect(after).not.toBe(before)
  const card = await fetch(`${site.url}${after}`)
  expect(card.status).toBe(200)
  expect(card.headers.get('content-type')).toBe('image/png')
  expect(await cardOf(`${site.url}/en/legal/terms-of-use`)).toMatch(/^\/share-cards\/en\//)
  // And the editor can look at it.
  const visitor = await page.context().newPage()
  await visitor.goto(`${site.url}${after}`)
  await visitor.screenshot({path: test.info().outputPath('share-card.png')})
})
