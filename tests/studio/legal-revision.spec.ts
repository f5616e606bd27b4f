import {expect, siteRegenerated, test} from './fixtures'

const IN_FORCE = '2031-05-01'
const NEW_TEXT = 'A partir de esta versión, los datos de actividad se conservan doce meses.'

test('a legal revision dated in the future: the site keeps the current text until that day, and announces the new one', async ({
  studio,
  startSite,
  page,
}) => {
  // Two sites on the same content: one a few days before the new revision comes into force, one on that day.
  const before = await startSite({today: '2031-04-20T12:00:00-03:00'})
  const onTheDay = await startSite({today: `${IN_FORCE}T09:00:00-03:00`})

  await studio.open()
  await studio.openDocument('Documentos legales', 'Política de privacidad y protección de datos personales')
  await studio.field('revisions').getByRole('button', {name: 'Añadir elemento'}).click()
  const revision = page.getByRole('dialog')
  await revision.getByTestId('date-input').nth(0).fill(IN_FORCE)
  await revision.getByTestId('date-input').nth(1).fill('2031-04-10')
  await revision.locator('[data-testid$=".body.es"] [contenteditable="true"]').click()
  // Pasted, as a lawyer brings a text written elsewhere (each typed key would be a save and a validation).
  await page.keyboard.insertText(NEW_TEXT)
  await expect.poll(() => JSON.stringify(studio.stored('drafts.legal-privacy-policy')?.revisions)).toContain(NEW_TEXT)
  await expect
    .poll(() => JSON.stringify(studio.stored('drafts.legal-privacy-policy')?.revisions))
    .toContain(`"inForce":"${IN_FORCE}"`)
  await page.screenshot({path: test.info().outputPath('new-revision.png')})
  await page.keyboard.press('Escape')
  await expect(revision).toHaveCount(0)
  // A long text is validated again after every keystroke the Studio saves, each run a few seconds
  // on two cores, and a publish asked for meanwhile is judged by an older run (the empty revision
  // just added). Opened afresh, the Studio validates the draft as it is now, once, then publishes.
  await page.reload()
  await expect(studio.input('slug.current').or(page.getByTestId('field-slug')).first()).toBeVisible()
  await studio.publish('legal-privacy-policy')

  await siteRegenerated(before, 'legal-privacy-policy')
  await siteRegenerated(onTheDay, 'legal-privacy-policy')
  const visitor = await page.context().newPage()
  const earlierLinks = () =>
    visitor
      // The earlier revisions' own pages (each also links its comparison with the one in force).
      .locator('a[href*="/legal/privacy-policy/"]:not([href*="/comparar/"])')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))

  // Before that day: the current revision, the same earlier one listed, no page for the new one.
  await visitor.goto(`${before.url}/legal/privacy-policy`)
  await expect(
    visitor
      .getByText('En vigor desde el 1 de julio de 2023')
      .or(visitor.getByText(/1 de julio de 2023/))
      .first(),
  ).toBeVisible()
  await expect(visitor.getByText(NEW_TEXT)).toHaveCount(0)
  expect(await earlierLinks()).toEqual(['/legal/privacy-policy/2022-03-01'])
  // Announced on every page, the new text is readable before that day at its own address, unindexed.
  await expect(visitor.getByRole('region', {name: /la nueva versión rige desde el 1 de mayo de 2031/})).toBeVisible()
  const coming = await fetch(`${before.url}/legal/privacy-policy/${IN_FORCE}`)
  expect(coming.status).toBe(200)
  const comingPage = await coming.text()
  expect(comingPage).toContain(NEW_TEXT)
  expect(comingPage).toMatch(/<meta name="robots" content="noindex/)

  // On the day: the new text is the one in force, and the one it replaces is listed as earlier.
  await visitor.goto(`${onTheDay.url}/legal/privacy-policy`)
  await expect(visitor.getByText(NEW_TEXT)).toBeVisible()
  await expect(visitor.getByText(/1 de mayo de 2031/).first()).toBeVisible()
  expect(await earlierLinks()).toEqual(['/legal/privacy-policy/2023-07-01', '/legal/privacy-policy/2022-03-01'])
})
