import {expect, siteRegenerated, test} from './fixtures'

test('an editor edits a FAQ question and publishes it: the landing page shows the new question', async ({
  studio,
  site,
  page,
}) => {
  const question = '¿Para quién es Habitum, y cómo empiezo?'
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum?')
  await studio.input('question.es').fill(question)
  // The edit is kept as a draft, which the site does not show.
  await expect.poll(() => (studio.stored('drafts.faq-2')?.question as {es?: string} | undefined)?.es).toBe(question)
  await studio.publish('faq-2')
  expect((studio.stored('faq-2')?.question as {es: string}).es).toBe(question)

  // The lake called the site's publishing webhook, signed: the next visit gets the new page.
  await siteRegenerated(site, 'faq-2')
  const visitor = await page.context().newPage()
  await visitor.goto(site.url)
  const faq = visitor.locator('section', {has: visitor.getByRole('heading', {name: 'Preguntas frecuentes'})})
  await expect(faq.getByRole('button', {name: question})).toBeVisible()
})
