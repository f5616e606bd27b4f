import {
  collectScripts,
  expect,
  fullPageScreenshot,
  NOT_FOUND_LOG,
  pageHasSettled,
  test,
  urlsContaining,
} from './fixtures'
import type {Language} from '@habitum/content/languages'
import {fromContent, homeFaqCount, legalTitle, sectionHeadings} from '../support/content'

/** The plan page's opening sentence is the site's own wording; who chose the app comes from content. */
const PLAN_HEADING = {
  es: 'La app elegida por {chosenBy} para sus pacientes',
  en: 'The app chosen by {chosenBy} for their patients',
}
const planHeading = async (lang: Language) =>
  PLAN_HEADING[lang].replace(
    '{chosenBy}',
    await fromContent<string>(
      '*[_type == "page" && slug.current == "alco"][0].sections[_type == "planHero"][0]{"by": coalesce(chosenBy[$lang], chosenBy.es)}.by',
      {lang},
    ),
  )
const firstHeading = async (slug: string, lang: Language) =>
  (await sectionHeadings(slug, lang))[0] ?? 'no heading in content'

/** Every route, in each language form, with what its first heading says (read from content/). */
const PAGES: Array<{path: string; lang: Language; h1: () => Promise<string>}> = [
  {path: '/', lang: 'es', h1: () => firstHeading('', 'es')},
  {path: '/es/', lang: 'es', h1: () => firstHeading('', 'es')},
  {path: '/en/', lang: 'en', h1: () => firstHeading('', 'en')},
  {path: '/alco', lang: 'es', h1: () => planHeading('es')},
  {path: '/es/alco', lang: 'es', h1: () => planHeading('es')},
  {path: '/en/alco', lang: 'en', h1: () => planHeading('en')},
  {path: '/legal/terms-of-use', lang: 'es', h1: () => legalTitle('terms-of-use', 'es')},
  {path: '/en/legal/terms-of-use', lang: 'en', h1: () => legalTitle('terms-of-use', 'en')},
  {path: '/legal/privacy-policy', lang: 'es', h1: () => legalTitle('privacy-policy', 'es')},
  {path: '/es/legal/privacy-policy', lang: 'es', h1: () => legalTitle('privacy-policy', 'es')},
]

for (const {path, lang, h1} of PAGES) {
  // The /es/ addresses are the same pages as the unprefixed ones: their layout is looked at once.
  test(
    `${path} answers 200 with its heading, header and footer`,
    path.startsWith('/es/') ? {tag: '@one-width'} : {},
    async ({page}, testInfo) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      await expect(page.getByRole('heading', {level: 1})).toHaveText(await h1())
      await expect(page.getByRole('banner').getByRole('link', {name: /Habitum/})).toBeVisible()
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
      await testInfo.attach(`${path}-${testInfo.project.name}`, {
        body: await fullPageScreenshot(page),
        contentType: 'image/png',
      })
    },
  )
}

test('the main landing page shows its blocks in order, each reachable by its heading', async ({page}) => {
  await page.goto('/')
  // By role: headings hidden from assistive technology (e.g. mid-animation) would be missing.
  const headings = await page
    .getByRole('main')
    .getByRole('heading', {level: 1})
    .or(page.getByRole('main').getByRole('heading', {level: 2}))
    .allTextContents()
  // Each section of the home page's document, in its order, by its heading.
  expect(headings).toEqual(await sectionHeadings(''))
  for (const label of ['LA APLICACIÓN', 'CARACTERÍSTICAS'])
    await expect(page.getByText(label, {exact: true}).first()).toBeAttached()
  for (const card of ['Nutrición', 'Bienestar mental', 'Actividad física']) {
    await expect(page.getByRole('heading', {level: 3, name: card, exact: true})).toBeAttached()
  }
  await expect(page.locator('#contactus')).toBeVisible()
  await expect(page.locator('[id^="faq-"]')).toHaveCount(await homeFaqCount())
})

test.describe(() => {
  test.use({expectedConsoleError: /ERR_FAILED .*\.js\)$/})
  test('styles arrive with the HTML (no unstyled flash)', async ({page}) => {
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(page.getByRole('heading', {level: 1})).toHaveCSS('font-weight', '800')
  })
})

/** Addresses that name no page, and the language their NOT FOUND is in (that of their prefix). */
const NOT_FOUND: Array<[string, Language]> = [
  ['/nope', 'es'],
  ['/fr/', 'es'],
  ['/legal/nope', 'es'],
  ['/es/nope/deeper', 'es'],
  ['/_/alco', 'es'],
  ['/_missing', 'es'],
  ['/en/nope', 'en'],
  ['/en/legal/privacy-policy/1999-01-01', 'en'],
  ['/alco.md.md', 'es'],
]

test.describe(() => {
  test.use({expectedConsoleError: NOT_FOUND_LOG})
  for (const [path, lang] of NOT_FOUND) {
    test(
      `${path} answers 404 with NOT FOUND, in the server's HTML, in ${lang}`,
      {tag: '@one-width'},
      async ({page}) => {
        const response = await page.goto(path)
        expect(response?.status()).toBe(404)
        await expect(page.getByRole('heading', {level: 1})).toHaveText('NOT FOUND')
        // The HTML as sent, before any script: its language and its heading are in it.
        const html = await response!.text()
        expect(html).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${lang}"`))
        expect(html).toMatch(/<h1[^>]*>NOT FOUND<\/h1>/)
        expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
        // In the site's layout: the header and the footer.
        await expect(page.getByRole('banner').getByRole('link', {name: /Habitum/})).toBeVisible()
        await expect(page.getByRole('contentinfo')).toBeVisible()
      },
    )
  }

  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false})
    test(
      'NOT FOUND reads whole: its heading, what happened in both languages, the way home',
      {tag: '@one-width'},
      async ({page}) => {
        await page.goto('/en/nope')
        await expect(page.locator('html')).toHaveAttribute('lang', 'en')
        await expect(page.getByRole('heading', {level: 1})).toHaveText('NOT FOUND')
        await expect(page.getByText('The page you are looking for does not exist or has moved.')).toBeVisible()
        await expect(page.getByText('La página que busca no existe o cambió de dirección.')).toHaveAttribute(
          'lang',
          'es',
        )
        await expect(page.getByRole('link', {name: 'Back to the home page'})).toHaveAttribute('href', '/en/')
        await expect(page.getByRole('link', {name: 'Volver al inicio'})).toHaveAttribute('href', '/')
      },
    )
  })

  for (const path of ['/nope', '/en/nope']) {
    test(`${path} fills the window: the footer ends at its bottom edge, nothing blank under it`, async ({
      page,
    }, testInfo) => {
      await page.goto(path)
      await expect(page.getByRole('heading', {level: 1})).toHaveText('NOT FOUND')
      const {innerHeight, pageHeight, footerBottom} = await page.evaluate(() => ({
        innerHeight: window.innerHeight,
        pageHeight: document.documentElement.scrollHeight,
        footerBottom: document.querySelector('footer')!.getBoundingClientRect().bottom + window.scrollY,
      }))
      expect(pageHeight).toBeGreaterThanOrEqual(innerHeight)
      expect(Math.abs(footerBottom - pageHeight)).toBeLessThanOrEqual(1)
      await testInfo.attach(`${path}-${testInfo.project.name}`, {
        body: await page.screenshot({fullPage: true}),
        contentType: 'image/png',
      })
    })
  }
})

test('the header offers the demo request; the subscribe button stays fixed on screen', async ({page}, testInfo) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', {name: 'Solicitar una Demo'})).toBeVisible()
  const subscribe = header.getByRole('link', {name: /Quiero suscribirme/, includeHidden: true})
  // On a phone it floats, and not over the hero (tests/e2e/floating-button.spec.ts).
  if (testInfo.project.name === 'phone') await expect(subscribe).toBeHidden()
  else await expect(subscribe).toBeVisible()
  await expect(subscribe).toHaveCSS('white-space', 'nowrap')
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
  // Nothing in the bar runs past the screen's edge.
  for (const link of await header.getByRole('link').all()) {
    const box = await link.boundingBox()
    if (box && (await link.isVisible()) && box.y < 72)
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(page.viewportSize()!.width)
  }
  await page.mouse.wheel(0, 3000)
  await expect(subscribe).toBeVisible()
  await expect(subscribe).toBeInViewport()
  if (testInfo.project.name === 'phone') {
    // A floating pill at the bottom corner: the bar has room for one button only.
    const box = (await subscribe.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 80)
  }
})

test('every page is served with the security headers', {tag: '@one-width'}, async ({request}) => {
  for (const path of ['/', '/en/', '/alco', '/legal/privacy-policy', '/legal/privacy-policy/2022-03-01', '/nope']) {
    const headers = (await request.get(path)).headers()
    const policy = headers['content-security-policy'] ?? ''
    expect(policy, path).toContain("default-src 'self'")
    expect(policy, path).toContain("frame-ancestors 'none'")
    expect(policy, path).toContain("connect-src 'self'")
    expect(policy, path).toContain("form-action 'self'")
    expect(policy, path).not.toContain('unsafe-eval')
    // Inline scripts are named by their hashes (docs/security.md), never allowed wholesale.
    expect(policy, path).toMatch(/script-src 'self' 'report-sample'( 'sha256-[A-Za-z0-9+/]+=*')+;/)
    expect(policy, path).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
  }
})

test.describe(() => {
  test.use({expectedCspViolation: /^(img-src|connect-src|frame-src) blocked https:\/\/tracker\.example(\/|$)/})
  test('the Content Security Policy blocks what the site does not use', {tag: '@one-width'}, async ({page}) => {
    await page.goto('/')
    const blockedBy = (attempt: 'image' | 'request' | 'frame') =>
      page.evaluate(
        (kind) =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective), {
              once: true,
            })
            if (kind === 'request') void fetch('https://tracker.example/collect').catch(() => {})
            else {
              const element = document.createElement(kind === 'image' ? 'img' : 'iframe')
              element.src = 'https://tracker.example/p'
              document.body.append(element)
            }
          }),
        attempt,
      )
    // An image, a request and a frame from elsewhere: what an injected tracker would try.
    expect(await blockedBy('image')).toBe('img-src')
    expect(await blockedBy('request')).toBe('connect-src')
    expect(await blockedBy('frame')).toBe('frame-src')
  })
})

test(
  'the first load sends no styling code: interactive parts take their looks from the server',
  {tag: '@one-width'},
  async ({page}) => {
    const scripts = collectScripts(page)
    for (const path of ['/', '/alco', '/legal/privacy-policy']) {
      await page.goto(path)
      await pageHasSettled(page)
    }
    const fetched = await scripts.all()
    expect(fetched.length).toBeGreaterThan(5)
    // styled-components' browser runtime comes only with the contact form, when it is near.
    expect(urlsContaining(fetched, 'styled-components')).toEqual([])
  },
)

test(
  'every script the browser fetches is marked to be compiled off the main thread',
  {tag: '@one-width'},
  async ({page}) => {
    const scripts = collectScripts(page)
    await page.goto('/')
    // The motion and form code too, fetched when their sections come near.
    await page.locator('#contactus').scrollIntoViewIfNeeded()
    await expect(page.locator('#contactus form')).toBeVisible()
    await pageHasSettled(page)
    const fetched = await scripts.all()
    expect(fetched.length).toBeGreaterThan(5)
    // V8's explicit compile hint (scripts/compile-hints.ts): read only on a script's first line.
    const unmarked = fetched.filter((script) => !script.text.startsWith('//# allFunctionsCalledOnLoad\n'))
    expect(unmarked.map((script) => script.url)).toEqual([])
  },
)
