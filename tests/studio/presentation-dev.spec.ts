import path from 'node:path'
import {LOCAL_DATASET, LOCAL_PROJECT_ID} from '../../local-lake/config'
import {startProcessServer} from '../../scripts/packagedServer'
import {expect, offline, seed, test, type Page} from './fixtures'

/**
 * The ways docs/studio.md («Editing offline») gives to edit on this machine, as it gives them:
 * the site started with `npm run dev` over the local lake, read as a Sanity project. Visitors see
 * its images (served by the lake) under the site's real policy, and the Studio's «Vista previa»
 * shows a draft on the page. (The production build's preview: presentation.spec.ts.)
 */

const repository = path.resolve(__dirname, '../..')
const QUESTION = '¿Qué es Habitum?'
const DRAFT_QUESTION = '¿Qué es Habitum? (borrador en desarrollo)'

// Sanity 6 logs an error when the frame's first load, or the overlays' connection, takes longer
// than its timers: here Next in development mode compiling the preview's pages on two cores.
test.use({
  expectedStudioError: /The preview iframe hasn't finished loading after|Unable to connect to visual editing/,
})

/** Records every policy violation of the page's documents (its frames' too), before any script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, {policyViolations: seen})
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    )
  })
}

test('with npm run dev over the local lake, visitors see the images the lake serves and «Vista previa» shows a draft', async ({
  lake,
  studio,
  browser,
}) => {
  // Next compiles each route on its first request: the visitors' pages, then the preview's.
  test.setTimeout(600_000)
  const site = await startProcessServer(['npm', 'run', '--silent', 'dev'], {
    cwd: repository,
    env: {
      // What `npm run studio:local` prints, for the site reading the lake as a Sanity project.
      CONTENT_DIR: lake.contentDir,
      SANITY_WEBHOOK_SECRET: 'studio-tests-webhook-secret',
      SANITY_API_HOST: lake.origin,
      SANITY_API_WRITE_TOKEN: 'studio-tests',
      NODE_EXTRA_CA_CERTS: lake.caFile,
      SANITY_PROJECT_ID: LOCAL_PROJECT_ID,
      SANITY_DATASET: LOCAL_DATASET,
      SANITY_API_READ_TOKEN: 'studio-tests',
      SANITY_STUDIO_URL: lake.origin,
      // A build folder of its own (git-ignored): a developer's `npm run dev` may hold web/.next.
      NEXT_DIST_DIR: '.next-dev-studio-test',
    },
    readyPath: '/robots.txt',
    readyWithinMs: 240_000,
  })
  try {
    // A visitor: every image of the home page loads from the lake, and the policy refuses nothing.
    const visitorContext = await browser.newContext()
    await offline(visitorContext)
    const visitor = await visitorContext.newPage()
    const consoleViolations: string[] = []
    visitor.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) consoleViolations.push(message.text())
    })
    await recordViolations(visitor)
    await visitor.goto(`${site.url}/`, {timeout: 300_000})
    await expect(visitor.getByRole('button', {name: QUESTION, exact: true})).toBeVisible({timeout: 120_000})
    const images = visitor.locator('img[src]')
    expect(await images.count()).toBeGreaterThan(5)
    // Lazy images load as they come near: each one shown at this width is brought into view and
    // waited for (those of other widths are hidden, and never asked for).
    for (const image of await visitor.locator('img[src]:visible').all()) {
      await image.scrollIntoViewIfNeeded()
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
          message: `${await image.getAttribute('alt')} (${await image.getAttribute('src')})`,
        })
        .toBe(true)
    }
    const lakeImages = await images.evaluateAll((elements: HTMLImageElement[]) =>
      elements.map((element) => element.currentSrc).filter((src) => src.startsWith('https://')),
    )
    expect(lakeImages.length, 'images served by the lake').toBeGreaterThan(5)
    for (const src of lakeImages) expect(src.startsWith(`${lake.origin}/images/`), src).toBe(true)
    expect(await visitor.evaluate(() => (window as unknown as {policyViolations: string[]}).policyViolations)).toEqual(
      [],
    )
    expect(consoleViolations).toEqual([])
    await visitorContext.close()

    // An editor's draft, and «Vista previa» in the Studio: the frame shows it, in preview.
    const published = studio.stored('faq-1')!
    const fields = Object.entries(published).filter(([key]) => !['_rev', '_createdAt', '_updatedAt'].includes(key))
    const question = {...(published.question as object), es: DRAFT_QUESTION}
    await seed(lake, [{...Object.fromEntries(fields), _id: 'drafts.faq-1', question}])
    await studio.open(`/presentation?preview=${encodeURIComponent(`${site.url}/`)}`)
    const frame = studio.page.frameLocator('iframe')
    await expect(frame.getByText('Vista previa: borrador')).toBeVisible({timeout: 300_000})
    await expect(frame.getByRole('button', {name: DRAFT_QUESTION})).toBeVisible()
    await expect(frame.getByRole('button', {name: QUESTION, exact: true})).toHaveCount(0)
    // The page's overlays have connected to the Studio once a click on the draft question opens
    // its field (they outline the text under the pointer first; Next may still be compiling them).
    const draftQuestion = frame.getByRole('button', {name: DRAFT_QUESTION}).getByText(DRAFT_QUESTION)
    await expect(async () => {
      await studio.page.mouse.move(0, 0)
      await draftQuestion.hover()
      await expect(frame.locator('sanity-visual-editing [data-hovered]')).toBeVisible({timeout: 2_000})
    }).toPass({timeout: 240_000})
    await draftQuestion.click()
    await expect(studio.page.locator('input:focus, textarea:focus')).toHaveValue(DRAFT_QUESTION)
    await expect(studio.page.getByText('No se puede conectar')).toHaveCount(0)
    await studio.page.screenshot({path: test.info().outputPath('vista-previa-dev.png')})
  } finally {
    await site.stop()
  }
})
