import {expect, test as base, type Locator, type Page} from '@playwright/test'

export {expect}
export type {Page, Request} from '@playwright/test'

export {EVERY_PAGE} from '../support/pages'

/** The console error a browser logs for any page or file answered with 404. */
export const NOT_FOUND_LOG = /status of 404 \(Not Found\)/

/**
 * The scripts the page asks for from the build, with their text: `all()` waits until every one
 * asked for so far has been read. The text is fetched again from the server (the build's files
 * never change): a body the browser received is gone once the page navigates away.
 */
export function collectScripts(page: Page) {
  const scripts: Array<Promise<{url: string; text: string}>> = []
  page.on('request', (request) => {
    const url = request.url()
    if (/\/_next\/static\/.*\.js$/.test(url)) {
      const script = page.request.get(url).then(async (response) => ({url, text: await response.text()}))
      // A test that never asks for all() may end before this arrives: only all() reports a failure.
      script.catch(() => {})
      scripts.push(script)
    }
  })
  return {all: () => Promise.all(scripts)}
}

/**
 * Waits until the page has loaded and React has hydrated it (the language switch, a client
 * component, carries React's fiber), then two frames, so the effects hydration started (code
 * fetched when a condition holds) have run: whatever the page would fetch by itself is asked for.
 */
export async function pageHasSettled(page: Page) {
  await page.waitForFunction(() => {
    const island = document.querySelector('[data-language-switch]')
    return (
      document.readyState === 'complete' &&
      island !== null &&
      Object.keys(island).some((key) => key.startsWith('__reactFiber'))
    )
  })
  await twoFrames(page)
}

/** The URLs of the scripts whose text contains `marker`. */
export const urlsContaining = (scripts: Array<{url: string; text: string}>, marker: string) =>
  scripts.filter((script) => script.text.includes(marker)).map((script) => script.url)

/**
 * The whole page in one picture, as a visitor scrolling through it sees it. Sections off screen are
 * not drawn (SectionShell's `content-visibility: auto`), and a full-page capture does not scroll:
 * draw them all first, or they come out as empty bands.
 */
export async function fullPageScreenshot(page: Page, path?: string) {
  await page.addStyleTag({content: 'section { content-visibility: visible !important; }'})
  return page.screenshot({fullPage: true, path})
}

export {typeAsAPerson} from '../support/typing'

/** Whether the page is laid out for 768 px and up (tablets, laptops), where the layout switches. */
export const isDesktop = (page: Page) => page.viewportSize()!.width >= 768

/** Lets the browser draw two frames: what a scroll changed has been laid out and painted. */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Scrolls to the bottom and back in steps, so lazy images load and scroll motion runs. Each step
 * waits for two frames: a section is drawn (content-visibility: auto), and its lazy images asked
 * for, only once a frame has shown it near the viewport.
 */
export async function scrollThrough(page: Page) {
  // To the bottom as it is at each step: sections drawn on the way change the page's height.
  const atBottom = () => page.evaluate(() => scrollY + innerHeight >= document.documentElement.scrollHeight - 1)
  for (let step = 0; step < 200 && !(await atBottom()); step++) {
    await page.mouse.wheel(0, 500)
    await twoFrames(page)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/**
 * Scrolls with `aim` (one scroll towards a target; true when it was already there) until the aim
 * still holds two frames later: sections drawn on arrival (content-visibility: auto) change the
 * height of the page above the target and move it, as a jump does.
 */
export const scrollUntilSteady = (page: Page, aim: () => Promise<boolean>) =>
  expect.poll(async () => (await aim()) && (await twoFrames(page), aim())).toBe(true)

/**
 * Clicks a link once it rests on screen. Below text whose blocks take their real height as they come
 * near the screen (content-visibility: auto), a link scrolled to moves while they are drawn, and a
 * click aimed at it lands beside it.
 */
export async function clickAtRest(page: Page, link: Locator) {
  let lastTop: number | undefined
  await scrollUntilSteady(page, async () => {
    const top = await link.evaluate((element) => {
      element.scrollIntoView({block: 'center', behavior: 'instant'})
      return element.getBoundingClientRect().top
    })
    const atRest = top === lastTop
    lastTop = top
    return atRest
  })
  await link.click()
}

/**
 * Where a hash link's target is now: 'below the header' once it rests just below the fixed
 * header (scroll-padding: 1rem), else its top. Poll it: a smooth scroll takes a while.
 */
export async function placeOf(page: Page, target: Locator) {
  const header = (await page.getByRole('banner').boundingBox())!
  const headerBottom = header.y + header.height
  const top = (await target.boundingBox())!.y
  return top >= headerBottom && top < headerBottom + 40 ? 'below the header' : `at ${top}px`
}

type Options = {
  /** The console errors a test causes on purpose (a 404 page, a refused request): one pattern. */
  expectedConsoleError: RegExp | undefined
  /**
   * The Content Security Policy violations a test causes on purpose, one pattern matched against
   * `<effective directive> blocked <what>[: <the first characters of a blocked script>]`.
   */
  expectedCspViolation: RegExp | undefined
}

/** What the init script below calls with each violation of the page's policy. */
const CSP_VIOLATION_BINDING = '__reportCspViolation'

/**
 * Every browser test fails when its page logs a console error, throws, or breaks the Content
 * Security Policy: the policy must allow everything the site does, and nothing may go wrong quietly.
 * Violations are heard as the page hears them, from the `securitypolicyviolation` event of each
 * document the page loads (the browser's own console line for each is left to that).
 */
export const test = base.extend<Options & {pageHealth: void}>({
  expectedConsoleError: [undefined, {option: true}],
  expectedCspViolation: [undefined, {option: true}],
  pageHealth: [
    async ({page, expectedConsoleError, expectedCspViolation}, use) => {
      const problems: string[] = []
      await page.exposeBinding(CSP_VIOLATION_BINDING, ({frame}, violation: string) => {
        if (!expectedCspViolation?.test(violation)) problems.push(`CSP violation: ${violation} (${frame.url()})`)
      })
      await page.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (violation: string) => Promise<void>>)[binding]!
          const sample = event.sample ? `: ${event.sample}` : ''
          void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${sample}`)
        })
      }, CSP_VIOLATION_BINDING)
      page.on('console', (message) => {
        if (message.type() !== 'error' || /Content Security Policy/.test(message.text())) return
        const text = `${message.text()} (${message.location().url})`
        if (!expectedConsoleError?.test(text)) problems.push(`console error: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
      await use()
      expect(problems, 'the page logged errors or broke its Content Security Policy').toEqual([])
    },
    {auto: true},
  ],
})
