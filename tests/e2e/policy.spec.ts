import {expect, NOT_FOUND_LOG, pageHasSettled, test, type Page} from './fixtures'

/**
 * A script put into a page on its way to the browser (a compromised CDN rule, a broken proxy, an
 * extension's edit of a cached copy) does not run: the page's policy names its own inline scripts
 * by their hashes (docs/security.md), and the browser refuses any other, and says so.
 */

const INJECTED = 'window.__injected = true'

type Violation = {directive: string; blocked: string; sample: string}

/** Serves `path` as the server sent it, with a script of someone else's in its head; `policy` false drops the policy too. */
async function injectOnTheWay(page: Page, path: string, {policy = true} = {}) {
  await page.route(path, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const changed = html.replace('<head>', `<head><script>${INJECTED}</script>`)
    expect(changed, 'the page has a head to put a script in').not.toBe(html)
    // The body is sent as it was read (decoded): its encoding and length no longer hold.
    const headers = {...response.headers()}
    for (const name of ['content-encoding', 'content-length', ...(policy ? [] : ['content-security-policy'])]) {
      delete headers[name]
    }
    await route.fulfill({status: response.status(), headers, body: changed})
  })
  await page.addInitScript(() => {
    const violations: Violation[] = []
    Object.assign(window, {__violations: violations})
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push({directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample}),
    )
  })
}

const injectedRan = (page: Page) => page.evaluate(() => (window as {__injected?: boolean}).__injected === true)
const violations = (page: Page) => page.evaluate(() => (window as unknown as {__violations: Violation[]}).__violations)

test.describe('a script put into a page on the way', () => {
  test.use({expectedCspViolation: /^script-src-elem blocked inline: window\.__injected = true$/})

  for (const path of ['/', '/en/alco', '/nope']) {
    test.describe(path, () => {
      test.use({expectedConsoleError: path === '/nope' ? NOT_FOUND_LOG : undefined})
      test(
        'does not run, the browser reports it, and the page’s own scripts still do',
        {tag: '@one-width'},
        async ({page}) => {
          await injectOnTheWay(page, path)
          await page.goto(path)
          // React hydrated the page: the scripts the server sent all ran.
          await pageHasSettled(page)
          expect(await injectedRan(page)).toBe(false)
          await expect
            .poll(() => violations(page))
            .toEqual([{directive: 'script-src-elem', blocked: 'inline', sample: INJECTED}])
        },
      )
    })
  }
})

test(
  'without the policy the same script would have run (the test above can tell)',
  {tag: '@one-width'},
  async ({page}) => {
    await injectOnTheWay(page, '/en/alco', {policy: false})
    await page.goto('/en/alco')
    await pageHasSettled(page)
    expect(await injectedRan(page)).toBe(true)
    expect(await violations(page)).toEqual([])
  },
)
