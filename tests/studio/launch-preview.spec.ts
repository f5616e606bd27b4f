import {expect, seed, test} from './fixtures'

/**
 * A launch's preview in the Studio (issue 55, docs/studio.md «Previewing a launch»): the
 * Presentation tool opened on the site as it will be after the launch, its
 * change shown in Spanish and English, content/'s own draft in progress (a FAQ question) not.
 */
const SCREENSHOTS = 'docs/images'
const LAUNCH_QUESTION = {es: '¿Qué es Habitum este verano?', en: 'What is Habitum this summer?'}
const OTHER_DRAFT_QUESTION = '¿Qué relojes y balanzas puedo conectar con la app?'
const PUBLISHED_OTHER_QUESTION = '¿Qué dispositivos puedo sincronizar con la app?'

// Sanity 6 logs an error when the frame's first load, or the overlays' connection, takes longer
// than its timers (a production server's first page in preview, beside other tests on two cores).
test.use({
  expectedStudioError: /The preview iframe hasn't finished loading after|Unable to connect to visual editing/,
})

test('the Presentation tool opened on a launch shows the site as it will be after it, in Spanish and English, without other drafts', async ({
  studio,
  startSite,
  page,
}) => {
  const {_rev, _updatedAt, _createdAt, ...faq} = studio.stored('faq-1')!
  void [_rev, _updatedAt, _createdAt]
  await seed(studio.lake, [
    {...faq, _id: 'drafts.faq-1', question: {_type: 'localeString', ...LAUNCH_QUESTION}},
    {
      _id: 'launch-verano',
      _type: 'launch',
      title: 'Campaña de verano',
      status: 'draft',
      changes: [{_key: 'c1', _type: 'change', documentId: 'faq-1', documentType: 'faqItem'}],
    },
  ])
  // On the port the Studio was built to show (localhost:3000), reading the lake as a Sanity project.
  await startSite({fromLake: true, env: {PORT: '3000'}})

  // From the launch's screen, its button opens the Presentation tool on the site's home page with
  // the launch named on it (docs/studio.md «Previewing a launch»).
  await studio.open('/intent/edit/id=launch-verano;type=launch')
  await page.getByRole('button', {name: 'Ver el sitio con este lanzamiento'}).click()
  await expect(page).toHaveURL(/\/presentation\?/)

  const frame = page.frameLocator('iframe')
  await expect(frame.getByText('Vista previa: lanzamiento «Campaña de verano»')).toBeVisible({timeout: 60_000})
  await expect(frame.getByText(LAUNCH_QUESTION.es)).toBeVisible()
  await expect(frame.getByText(PUBLISHED_OTHER_QUESTION)).toBeVisible()
  await expect(frame.getByText(OTHER_DRAFT_QUESTION)).toHaveCount(0)
  // For the picture: the page scrolled at once to the question (it scrolls smoothly otherwise).
  await frame.getByText(LAUNCH_QUESTION.es).evaluate((question) => {
    const top = window.scrollY + question.getBoundingClientRect().top - window.innerHeight / 2
    window.scrollTo({top, behavior: 'instant'})
  })
  await page.screenshot({path: `${SCREENSHOTS}/studio-launch-preview.png`})

  // The site's own language switch: the English page, still in the launch's preview.
  await frame.locator('a[data-language-switch]').first().click()
  await expect(frame.getByText('Preview: launch “Campaña de verano”')).toBeVisible({timeout: 60_000})
  await expect(frame.getByText(LAUNCH_QUESTION.en)).toBeVisible()
  await expect(frame.getByText(OTHER_DRAFT_QUESTION)).toHaveCount(0)
})
