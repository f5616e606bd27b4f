import {mkdirSync, rmSync, writeFileSync} from 'node:fs'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {ADDED, COMING, contentWithComingRevision, IN_FORCE, NOTICE_MARK} from '../support/comingRevision'
import {E2E_PREVIEW_SECRET} from '../support/preview'
import {layoutShifts, totalOf, watchLayoutShifts} from '../support/layoutShifts'
import {expect, pageHasSettled, scrollThrough, test as base, type Page} from './fixtures'

/**
 * The notice of a coming legal change (docs/architecture.md, "Legal changes announced"), on
 * servers of this file's own: the packaged build over a copy of content/ where the terms of use
 * have a revision dated COMING, and a clock set before that day (tests/studio/fakeDate.mjs moves
 * `Date` and Next's page cache together). The bundled content announces nothing: the suite's own
 * server shows that no notice is drawn then.
 */

const KEY = `terms-of-use@${COMING}`
const FAKE_DATE = path.resolve(__dirname, '../studio/fakeDate.mjs')
const SCREENSHOTS = path.resolve('test-results/legal-notice')
const COMPARISON = `/legal/terms-of-use/${IN_FORCE}/comparar/${COMING}`
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

type AnnouncingSite = RunningServer & {
  contentDir: string
  /** Sets the server's clock to another ISO date and time, at once (tests/studio/fakeDate.mjs). */
  setClock: (now: string) => void
}

/** A site on that content whose clock reads `now` (an ISO date and time, Buenos Aires' offset). */
async function siteAnnouncing(now: string): Promise<AnnouncingSite> {
  const contentDir = contentWithComingRevision()
  const clockFile = path.join(contentDir, 'clock')
  writeFileSync(clockFile, now)
  const server = await startServer({
    CONTENT_DIR: contentDir,
    NODE_OPTIONS: `--import ${FAKE_DATE}`,
    FAKE_NOW: now,
    FAKE_NOW_FILE: clockFile,
    METRICS_RATE_LIMIT: '100000/60',
    // The axe test scrolls whole pages, asking for many image variants at once; every test fails
    // on a console error, so none may be answered "busy" here (as playwright.config.ts says).
    IMAGE_RENDER_WAIT_MS: '120000',
    PREVIEW_SECRET: E2E_PREVIEW_SECRET,
  })
  return {...server, contentDir, setClock: (date) => writeFileSync(clockFile, date)}
}

/**
 * Waits until the server answers `paths` regenerated on its own day: the build's prerendered
 * pages (made from the bundled content, which announces nothing) are stale on the server's clock
 * and are answered once more while Next renders them again.
 */
async function regenerated(site: RunningServer, paths: string[]) {
  for (const pathname of paths) {
    await expect
      .poll(async () => (await (await fetch(`${site.url}${pathname}`)).text()).includes(NOTICE_MARK), {
        timeout: 60_000,
      })
      .toBe(true)
  }
}

const test = base.extend<object, {site: RunningServer}>({
  site: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const site = await siteAnnouncing('2030-12-10T12:00:00-03:00')
      await regenerated(site, [
        '/',
        '/en/',
        '/en/alco',
        '/legal/privacy-policy',
        '/en/legal/privacy-policy',
        '/legal/terms-of-use',
      ])
      await use(site)
      await site.kill()
      rmSync(site.contentDir, {recursive: true, force: true})
    },
    {scope: 'worker', timeout: 180_000},
  ],
})

const notice = (page: Page) => page.locator(`[data-legal-notice="${KEY}"]`)

async function screenshotTop(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, {recursive: true})
  await page.screenshot({path: path.join(SCREENSHOTS, `${name}-${test.info().project.name}.png`)})
}

test('every page announces the change in its language, below the header, above the page', async ({page, site}) => {
  const cases = [
    {
      path: '/',
      name: /^Actualizamos «Términos y condiciones de uso»: la nueva versión rige desde el 1 de enero de 2031\.$/,
    },
    {path: '/en/', name: /^We are updating our Terms of Use: the new version applies from January 1, 2031\.$/},
    {path: '/en/alco', name: /^We are updating our Terms of Use/},
    {path: '/legal/privacy-policy', name: /^Actualizamos «Términos y condiciones de uso»/},
  ]
  for (const {path: pathname, name} of cases) {
    await page.goto(`${site.url}${pathname}`)
    // A landmark named by its sentence, read where it stands (not a live region that speaks again on every page).
    const region = page.getByRole('region', {name})
    await expect(region).toBeVisible()
    await expect(region).not.toHaveAttribute('aria-live')
    const english = pathname.startsWith('/en')
    await expect(region.getByRole('link', {name: english ? 'See what changes' : 'Ver los cambios'})).toHaveAttribute(
      'href',
      english ? `/en${COMPARISON}` : COMPARISON,
    )
    await expect(region.getByRole('button', {name: english ? 'Dismiss this notice' : 'Cerrar el aviso'})).toBeVisible()
    // Nothing covers it, and it covers nothing: below the fixed header, above the page's heading.
    const header = (await page.getByRole('banner').boundingBox())!
    const band = (await region.boundingBox())!
    const heading = (await page.getByRole('heading', {level: 1}).first().boundingBox())!
    expect(band.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    expect(band.y + band.height).toBeLessThanOrEqual(heading.y)
    await screenshotTop(page, `notice${pathname.replace(/\W+/g, '-').replace(/-$/, '') || '-home'}`)
  }
})

test('the link shows what changes, and the coming text is readable, kept out of search engines', async ({
  page,
  site,
}) => {
  await page.goto(`${site.url}/en/`)
  await notice(page).getByRole('link', {name: 'See what changes'}).click()
  await expect(page).toHaveURL(`${site.url}/en${COMPARISON}`)
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Terms of Use: changes between versions')
  await expect(page.getByText('compared with the new version, which applies from January 1, 2031')).toBeVisible()
  await expect(page.locator('ins', {hasText: ADDED})).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await screenshotTop(page, 'comparison')

  await page.goto(`${site.url}/legal/terms-of-use/${COMING}`)
  await expect(page.getByText(ADDED)).toBeVisible()
  await expect(page.getByRole('note')).toContainText('que regirá desde el 1 de enero de 2031')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  // The document's own page keeps the text in force until that day.
  await page.goto(`${site.url}/legal/terms-of-use`)
  await expect(page.getByRole('heading', {level: 1})).toBeVisible()
  await expect(page.getByText(ADDED)).toHaveCount(0)
  // Only documents' own pages are listed for search engines.
  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
  expect(sitemap).not.toContain(COMING)
})

test(
  'dismissed, it stays dismissed on every page and reload, never drawn first',
  {tag: '@one-width'},
  async ({page, site}) => {
    await page.goto(`${site.url}/`)
    await pageHasSettled(page)
    const close = notice(page).getByRole('button', {name: 'Cerrar el aviso'})
    await close.focus()
    await page.keyboard.press('Enter')
    await expect(notice(page)).toBeHidden()
    // Focus is not lost with the button: it goes to the page's content.
    await expect(page.locator('main')).toBeFocused()
    expect(await page.evaluate(() => localStorage.getItem('habitum:legal-notices-dismissed'))).toBe(
      JSON.stringify([KEY]),
    )

    await watchLayoutShifts(page)
    for (const pathname of ['/', '/en/alco', '/legal/privacy-policy']) {
      await page.goto(`${site.url}${pathname}`)
      await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible()
      await expect(notice(page)).toBeHidden()
      // Hidden by the script that runs before the band is read: nothing was drawn, then removed.
      expect(await layoutShifts(page).then(totalOf)).toBe(0)
    }
  },
)

test('with the notice, nothing moves as the page arrives on a slow phone (CLS 0)', async ({page, site}) => {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Emulation.setCPUThrottlingRate', {rate: 6})
  await watchLayoutShifts(page)
  for (const pathname of ['/', '/en/legal/privacy-policy']) {
    await page.goto(`${site.url}${pathname}`)
    await pageHasSettled(page)
    await expect(notice(page)).toBeVisible()
    const shifts = await layoutShifts(page)
    expect(totalOf(shifts), JSON.stringify(shifts, null, 2)).toBe(0)
  }
})

test('axe finds nothing on pages with the notice, the comparison and the coming text', async ({page, site}) => {
  test.slow()
  await page.emulateMedia({reducedMotion: 'reduce'})
  for (const pathname of ['/', '/en/alco', `/en${COMPARISON}`, `/legal/terms-of-use/${COMING}`]) {
    await page.goto(`${site.url}${pathname}`)
    await expect(notice(page)).toBeVisible()
    // Every section drawn, as a reader meets it: one skipped off screen (content-visibility: auto)
    // keeps its estimated height, and axe would measure its parts where they overflow it.
    await scrollThrough(page)
    const results = await new AxeBuilder({page}).withTags(WCAG_AA).analyze()
    expect(results.violations.map((violation) => `${pathname} ${violation.id}: ${violation.nodes.length}`)).toEqual([])
  }
})

test(
  'a page cached from before the date shows no notice once the day has come in Buenos Aires',
  {tag: '@one-width'},
  async ({page, site}) => {
    // The server still renders the notice (its clock is before the date); the browser's is on the day.
    await page.clock.setFixedTime(new Date(`${COMING}T00:00:30-03:00`))
    await watchLayoutShifts(page)
    await page.goto(`${site.url}/`)
    await pageHasSettled(page)
    await expect(page.locator('[data-legal-notices]')).toHaveAttribute('data-hidden', KEY)
    await expect(notice(page)).toBeHidden()
    expect(await layoutShifts(page).then(totalOf)).toBe(0)
    // A minute before midnight there, it is still shown.
    await page.clock.setFixedTime(new Date(`${COMING}T02:59:00Z`))
    await page.reload()
    await expect(notice(page)).toBeVisible()
  },
)

test(
  'an editor in preview sees the notice too, its script allowed by the page nonce',
  {tag: '@one-width'},
  async ({page, site}) => {
    await page.goto(`${site.url}/api/draft-mode/enable?secret=${E2E_PREVIEW_SECRET}&redirect=%2Fen%2Falco`)
    await expect(page.getByRole('complementary', {name: 'Preview: draft'})).toBeVisible()
    await pageHasSettled(page)
    // The script ran (a refused one would fail the test as a CSP violation): the button works.
    await notice(page).getByRole('button', {name: 'Dismiss this notice'}).click()
    await expect(notice(page)).toBeHidden()
  },
)

test('no notice when no revision is ahead (the bundled content)', {tag: '@one-width'}, async ({page}) => {
  for (const pathname of ['/', '/en/legal/terms-of-use']) {
    await page.goto(pathname)
    await expect(page.getByRole('heading', {level: 1}).first()).toBeVisible()
    await expect(page.locator('[data-legal-notices]')).toHaveCount(0)
  }
})

test(
  'on the date the notice is gone and the new text in force, without a rebuild',
  {tag: '@one-width'},
  async ({page}, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'The server side of the switch does not depend on the width.')
    const site = await siteAnnouncing(`${COMING}T02:00:00Z`)
    try {
      await regenerated(site, ['/en/alco'])
      await page.goto(`${site.url}/en/alco`)
      await expect(notice(page)).toBeVisible()
      // The server's clock moves on to a minute and a half past midnight in Buenos Aires: the page,
      // which lives 60 s, is stale and regenerated on the new day, gone from the HTML itself.
      site.setClock(`${COMING}T03:01:30Z`)
      await expect
        .poll(async () => (await (await fetch(`${site.url}/en/alco`)).text()).includes(NOTICE_MARK))
        .toBe(false)
      await page.goto(`${site.url}/en/alco`)
      await expect(page.getByRole('heading', {level: 1})).toBeVisible()
      await expect(notice(page)).toHaveCount(0)
      await expect.poll(async () => (await fetch(`${site.url}/legal/terms-of-use`)).text()).toContain(ADDED)
    } finally {
      await site.kill()
      rmSync(site.contentDir, {recursive: true, force: true})
    }
  },
)
