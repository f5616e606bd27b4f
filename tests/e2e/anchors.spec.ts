import {EVERY_PAGE, expect, pageHasSettled, test, twoFrames, type Page} from './fixtures'

/**
 * A link to a section of a page (the header's «Solicitar una Demo» goes to /#contactus) lands with
 * the section just below the fixed header, and the section stays there: nothing that arrives later
 * (the story's motion code, sections drawn as they come near, images, the form) moves it. Checked
 * for a click right after the first paint and for one after the page has loaded, and for a shared
 * link opened directly. With motion, where most can move: from every page in both languages at the
 * phone's width, and from one page of each kind and every shared link at every width (the laptop's,
 * the breakpoint's and a wide screen's: the projects of playwright.config.ts run the tests tagged
 * @every-width; those tagged @one-width run on the phone only). Without motion: one page of each
 * kind, phone and laptop.
 */

/** Links a visitor may share, to the contact section and to others, on each kind of page. */
const SHARED_LINKS = [
  '/#contactus',
  '/en/#contactus',
  '/#story-story1',
  '/en/#dashboard-dashboard1',
  '/#faq-1',
  '/alco#faq-21',
  '/legal/privacy-policy#medidas-de-seguridad',
]
const DEMO = {es: 'Solicitar una Demo', en: 'Request a demo'}
const MOTION = ['no-preference', 'reduce'] as const

/** One page of each kind (the home page, a plan's page, a legal text) and links to what moves. */
const ONE_OF_EACH_KIND = {
  pages: ['/', '/en/alco', '/legal/privacy-policy'],
  links: ['/en/#contactus', '/#story-story1', '/#faq-1'],
}

/** What each motion setting is checked from, and which of those run at every width. */
const CHECKED = {
  'no-preference': {pages: EVERY_PAGE, links: SHARED_LINKS, atEveryWidth: [...ONE_OF_EACH_KIND.pages, ...SHARED_LINKS]},
  reduce: {...ONE_OF_EACH_KIND, atEveryWidth: []},
} satisfies Record<
  (typeof MOTION)[number],
  {pages: readonly string[]; links: readonly string[]; atEveryWidth: readonly string[]}
>

/** The tag of a test that runs at every width (`{}`: the phone's and the laptop's only). */
const widthsOf = (motion: (typeof MOTION)[number], pathOrLink: string) =>
  (CHECKED[motion].atEveryWidth as readonly string[]).includes(pathOrLink)
    ? {tag: '@every-width'}
    : motion === 'no-preference'
      ? {tag: '@one-width'}
      : {}

/** A page's load and a glide across it, on a busy machine: an upper bound, not a wait. */
const RIDE_TIMEOUT = 20_000

/** Where the fixed header leaves a target: `scroll-padding-top` puts it 1rem below the header. */
const LANDING_BAND = {from: 0, to: 40}

/**
 * Records, every frame from the first one, how far the URL's target sits below the fixed header:
 * a click that changes the hash starts a new track.
 */
function recordTheTargetEveryFrame(page: Page) {
  return page.addInitScript(() => {
    const tracks: Track[] = []
    Object.assign(window, {anchorTracks: tracks})
    const frame = () => {
      const hash = location.hash
      const target = hash.length > 1 ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
      const header = document.querySelector('header')
      if (target && header) {
        if (tracks.at(-1)?.hash !== hash) tracks.push({hash, offsets: [], scrollY: 0, atEnd: false})
        const track = tracks.at(-1)!
        track.offsets.push(Math.round(target.getBoundingClientRect().top - header.getBoundingClientRect().bottom))
        track.scrollY = Math.round(scrollY)
        track.atEnd = scrollY + innerHeight >= document.documentElement.scrollHeight - 1
      }
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
}

type Track = {hash: string; offsets: number[]; scrollY: number; atEnd: boolean}

/**
 * 'landed and stayed' once the target has reached the band below the header (or as close as the
 * end of the page lets it come) and has not left it since, frame by frame; otherwise what happened.
 */
async function verdict(page: Page, hash: string) {
  const tracks = await page.evaluate(() => (window as unknown as {anchorTracks: Track[]}).anchorTracks)
  const track = tracks.filter((candidate) => candidate.hash === hash).at(-1)
  if (!track) return `the page has no target for ${hash} yet`
  const {offsets, scrollY, atEnd} = track
  const lowest = atEnd ? Math.max(LANDING_BAND.to, offsets.at(-1)! + 1) : LANDING_BAND.to
  const inBand = (offset: number) => offset >= LANDING_BAND.from && offset < lowest
  const arrival = offsets.findIndex(inBand)
  if (arrival < 0) return `not landed (yet): ${offsets.at(-1)} px below the header, page scrolled to ${scrollY}`
  const left = offsets.findIndex((offset, frame) => frame > arrival && !inBand(offset))
  return left < 0
    ? 'landed and stayed'
    : `landed at frame ${arrival}, then moved to ${offsets[left]} px at frame ${left}`
}

/**
 * Waits until everything that could still move the page has arrived: the window has loaded, fonts
 * are ready, scroll motion (where it runs) is set up, the contact form is drawn, and every image
 * in view has been decoded. Then two more frames, so the last change has been laid out.
 */
async function everythingArrived(page: Page, hash: string, motion: (typeof MOTION)[number]) {
  await page.waitForFunction(() => document.readyState === 'complete')
  await page.evaluate(() => document.fonts.ready)
  const desktop = page.viewportSize()!.width >= 768
  if (motion === 'no-preference') {
    if (desktop && (await page.locator('[data-stage]').count()) > 0) {
      await expect(page.locator('section:has([data-stage])')).toHaveAttribute('data-motion-ready', '')
    }
    const target = page.locator(`[id="${hash.slice(1)}"]`)
    if ((await target.locator('[data-reveal]').count()) > 0)
      await expect(target).toHaveAttribute('data-motion-ready', '')
  }
  if (hash === '#contactus') await expect(page.locator('#contactus form')).toBeVisible()
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect()
        return box.bottom > 0 && box.top < innerHeight && box.width > 0
      })
      .every((image) => image.complete),
  )
  await twoFrames(page)
}

for (const motion of MOTION) {
  test.describe(`with reduced motion: ${motion}`, () => {
    test.beforeEach(async ({page}) => {
      await page.emulateMedia({reducedMotion: motion})
      await recordTheTargetEveryFrame(page)
    })

    for (const path of CHECKED[motion].pages) {
      const widths = widthsOf(motion, path)
      const demo = path.startsWith('/en/') ? DEMO.en : DEMO.es
      const hash = '#contactus'

      test(
        `«${demo}» from ${path}, clicked right after the first paint, lands on the contact section`,
        widths,
        async ({page}) => {
          await page.goto(path, {waitUntil: 'commit'})
          // As soon as the link is visible and still: Playwright clicks once it is.
          await page.getByRole('banner').getByRole('link', {name: demo}).click()
          await expect(page).toHaveURL(new RegExp(`${hash}$`))
          await expect.poll(() => verdict(page, hash), {timeout: RIDE_TIMEOUT}).toBe('landed and stayed')
          await everythingArrived(page, hash, motion)
          expect(await verdict(page, hash)).toBe('landed and stayed')
        },
      )

      test(
        `«${demo}» from ${path}, clicked once the page has loaded, lands on the contact section`,
        widths,
        async ({page}) => {
          await page.goto(path)
          await everythingArrived(page, '', motion)
          await page.getByRole('banner').getByRole('link', {name: demo}).click()
          await expect(page).toHaveURL(new RegExp(`${hash}$`))
          await expect.poll(() => verdict(page, hash), {timeout: RIDE_TIMEOUT}).toBe('landed and stayed')
          await everythingArrived(page, hash, motion)
          expect(await verdict(page, hash)).toBe('landed and stayed')
        },
      )
    }

    for (const link of CHECKED[motion].links) {
      test(`a shared link to ${link} opens on its section`, widthsOf(motion, link), async ({page}) => {
        const hash = link.slice(link.indexOf('#'))
        await page.goto(link, {waitUntil: 'commit'})
        await expect.poll(() => verdict(page, hash), {timeout: RIDE_TIMEOUT}).toBe('landed and stayed')
        await everythingArrived(page, hash, motion)
        expect(await verdict(page, hash)).toBe('landed and stayed')
      })
    }
  })
}

test('a link followed while the page is still hydrating keeps its #fragment in the address', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a matter of timing, not of layout: one width')
  test.setTimeout(120_000)
  // Next's router writes back, when hydration ends, the address it read when it began; a slow
  // phone (here: the CPU four times slower) leaves a visitor time to tap the link in between.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4})
  // Five tries: the tap must fall after the router read the address, which a try can miss.
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.goto('/en/', {waitUntil: 'commit'})
    // Follow the link at the first frame in which Next's runtime has started and not finished
    // hydrating (or at once, if that frame was missed: then this try proves nothing more).
    await page.waitForFunction(
      () => {
        const island = document.querySelector('[data-language-switch]')
        if (!('next' in window) || island === null) return false
        document.querySelector<HTMLAnchorElement>('header a[href$="#contactus"]')!.click()
        return true
      },
      null,
      {polling: 'raf'},
    )
    await pageHasSettled(page)
    await expect(page).toHaveURL(/\/en\/#contactus$/)
    await expect(page.locator(':target')).toHaveId('contactus')
  }
})
