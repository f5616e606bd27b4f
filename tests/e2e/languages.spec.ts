import {clickAtRest, EVERY_PAGE, expect, NOT_FOUND_LOG, placeOf, test} from './fixtures'
import {fromContent, homeFaqCount, legalHeadings, legalTitle} from '../support/content'

test('the language switch goes to the same page in the other language, and back', async ({page}) => {
  await page.goto('/alco')
  const toEnglish = page.getByRole('link', {name: 'EN · English (Cambiar idioma)', exact: true})
  await expect(toEnglish).toHaveAttribute('href', '/en/alco')
  await toEnglish.click()
  await expect(page).toHaveURL(/\/en\/alco$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    "The app chosen by ALCO's medical team for their patients",
  )
  // Back to Spanish at its canonical address, never the /es/ duplicate.
  const toSpanish = page.getByRole('link', {name: 'ES · Español (Change language)', exact: true})
  await expect(toSpanish).toHaveAttribute('href', '/alco')
  await toSpanish.click()
  await expect(page).toHaveURL(/\/alco$/)
  expect(new URL(page.url()).pathname).toBe('/alco')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

/** Each kind of page in each language form, and where its language switch leads: the same page, canonical. */
const SWITCHES: Array<[string, string]> = [
  ['/', '/en/'],
  ['/es/', '/en/'],
  ['/en/', '/'],
  ['/alco', '/en/alco'],
  ['/es/alco', '/en/alco'],
  ['/en/alco', '/alco'],
  ['/legal/terms-of-use', '/en/legal/terms-of-use'],
  ['/en/legal/privacy-policy', '/legal/privacy-policy'],
  ['/legal/privacy-policy/2022-03-01', '/en/legal/privacy-policy/2022-03-01'],
  ['/en/legal/privacy-policy/2022-03-01', '/legal/privacy-policy/2022-03-01'],
  ['/legal/privacy-policy/2022-03-01/comparar/2023-07-01', '/en/legal/privacy-policy/2022-03-01/comparar/2023-07-01'],
  ['/en/legal/privacy-policy/2022-03-01/comparar/2023-07-01', '/legal/privacy-policy/2022-03-01/comparar/2023-07-01'],
  // An address that names no page has no same page elsewhere: the other language's home.
  ['/nope', '/en/'],
  ['/en/nope', '/'],
]

/** The absolute URL a page's head gives for `selector`'s href (the canonical, an alternate). */
const headLink = (html: string, pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll('&amp;', '&')
const canonicalOf = (html: string) => headLink(html, /<link rel="canonical" href="([^"]+)"/)

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, expectedConsoleError: NOT_FOUND_LOG})

  for (const [path, target] of SWITCHES) {
    test(`the switch on ${path} leads to ${target} from the server's HTML`, {tag: '@one-width'}, async ({page}) => {
      await page.goto(path)
      const lang = path.startsWith('/en') ? 'en' : 'es'
      const name = lang === 'es' ? 'EN · English (Cambiar idioma)' : 'ES · Español (Change language)'
      // Its name still starts with what it shows (WCAG 2.5.3), the language's name marked in its language.
      const toOther = page.getByRole('banner').getByRole('link', {name, exact: true})
      await expect(toOther).toHaveAttribute('href', target)
      await expect(toOther).toHaveAttribute('hreflang', lang === 'es' ? 'en' : 'es')
      await toOther.click()
      await expect(page).toHaveURL((url) => url.pathname === target)
      await expect(page.locator('html')).toHaveAttribute('lang', lang === 'es' ? 'en' : 'es')
    })
  }
})

test(
  'every language link of every page leads to a page answering 200 whose canonical URL is that very link',
  {tag: '@one-width'},
  async ({request}) => {
    for (const [path] of SWITCHES.filter(([path]) => !path.endsWith('/nope'))) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const switchTarget = /<a data-language-switch="" href="([^"]+)"/.exec(html)?.[1]
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(
        (match) => match[2]!,
      )
      expect(switchTarget, path).toBeTruthy()
      const canonical = canonicalOf(html)!
      expect(canonical, path).toBeTruthy()
      const origin = new URL(canonical).origin
      for (const link of [`${origin}${switchTarget}`, ...alternates, canonical]) {
        const target = await request.get(new URL(link).pathname)
        expect(target.status(), `${path} → ${link}`).toBe(200)
        const own = canonicalOf(await target.text())
        // The switch is a path; the home page's canonical URL is the bare origin (as Next writes it).
        expect(own === link || `${own}/` === link, `${path} → ${link}: its canonical is ${own}`).toBe(true)
        expect(new URL(link).pathname, `${path} → ${link}`).not.toMatch(/^\/es(\/|$)/)
      }
    }
  },
)
test('the language in use is kept in localStorage', {tag: '@one-width'}, async ({page}) => {
  await page.goto('/en/legal/terms-of-use')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('habitum:language'))).toBe('en')
  await page.goto('/legal/terms-of-use')
  await expect.poll(() => page.evaluate(() => localStorage.getItem('habitum:language'))).toBe('es')
})

test('links keep the URL language: prefixed under /en, unprefixed without one', {tag: '@one-width'}, async ({page}) => {
  await page.goto('/en/')
  await expect(page.getByRole('link', {name: 'Terms of use'})).toHaveAttribute('href', '/en/legal/terms-of-use')
  await expect(page.getByRole('link', {name: 'Request a demo'}).first()).toHaveAttribute('href', '/en/#contactus')
  await page.goto('/')
  await expect(page.getByRole('link', {name: 'Términos de uso'})).toHaveAttribute('href', '/legal/terms-of-use')
  await expect(page.getByRole('link', {name: 'Solicitar una Demo'})).toHaveAttribute('href', '/#contactus')
})

for (const [path, canonical] of [
  ['/alco', '/alco'],
  ['/es/alco', '/alco'],
  ['/en/alco', '/en/alco'],
  ['/', '/'],
  ['/en/legal/privacy-policy', '/en/legal/privacy-policy'],
] as const) {
  test(
    `${path} declares its canonical URL and its es, en and x-default alternates`,
    {tag: '@one-width'},
    async ({page}) => {
      await page.goto(path)
      const rest = canonical.replace(/^\/en(?=\/|$)/, '') || '/'
      const english = rest === '/' ? '/en/' : `/en${rest}`
      /** The path of an absolute URL in a <link>: the home page may be written as the bare origin. */
      const pathOf = async (selector: string) => new URL((await page.locator(selector).getAttribute('href'))!).pathname
      expect(await pathOf('link[rel="canonical"]')).toBe(canonical)
      expect(await pathOf('link[rel="alternate"][hreflang="es"]')).toBe(rest)
      expect(await pathOf('link[rel="alternate"][hreflang="en"]')).toBe(english)
      expect(await pathOf('link[rel="alternate"][hreflang="x-default"]')).toBe(rest)
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
      expect((await page.title()).length).toBeGreaterThan(5)
    },
  )
}

test(
  'sitemap.xml lists every page in both languages at its canonical URL, with its alternates and x-default; robots.txt points to it',
  {tag: '@one-width'},
  async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => ({
      loc: /<loc>([^<]+)<\/loc>/.exec(entry!)![1]!,
      alternates: Object.fromEntries(
        [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
          lang,
          href,
        ]),
      ),
    }))
    expect(entries.map(({loc}) => new URL(loc).pathname).sort()).toEqual([...EVERY_PAGE].sort())
    for (const {loc, alternates} of entries) {
      expect(Object.keys(alternates).sort(), loc).toEqual(['en', 'es', 'x-default'])
      expect(alternates['x-default'], loc).toBe(alternates.es)
      expect(Object.values(alternates), loc).toContain(loc)
      // The page at that address declares that very string as its canonical URL, its og:url and
      // its alternates: the same strings the sitemap gives.
      const html = await (await request.get(new URL(loc).pathname)).text()
      expect(canonicalOf(html), loc).toBe(loc)
      expect(headLink(html, /<meta property="og:url" content="([^"]+)"/), loc).toBe(loc)
      for (const [lang, href] of Object.entries(alternates)) {
        expect(
          headLink(html, new RegExp(`<link rel="alternate" hrefLang="${lang}" href="([^"]+)"`)),
          `${loc} ${lang}`,
        ).toBe(href)
      }
    }
    // The organisation's address in the structured data is the home page's, as the sitemap says it.
    const home = await (await request.get('/')).text()
    const organisation = /"@type":"Organization"[^}]*"url":"([^"]+)"/.exec(home)?.[1]
    expect(entries.map(({loc}) => loc)).toContain(organisation)
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
  },
)

test('structured data: the organisation, and an FAQPage for the FAQ', {tag: '@one-width'}, async ({page}) => {
  await page.goto('/')
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  const data = blocks.map((block) => JSON.parse(block) as {'@type': string; mainEntity?: unknown[]; name?: string})
  expect(data.find((entry) => entry['@type'] === 'Organization')?.name).toBe('Habitum')
  expect(data.find((entry) => entry['@type'] === 'FAQPage')?.mainEntity).toHaveLength(await homeFaqCount())
})

test(
  'the legal page: dates in words, a table of contents to every heading, earlier revisions',
  {tag: '@one-width'},
  async ({page}) => {
    await page.goto('/legal/privacy-policy')
    await expect(page.getByText('Última actualización: 23 de mayo de 2024')).toBeVisible()
    await expect(page.getByText('En vigor desde: 1 de julio de 2023')).toBeVisible()
    // One entry per heading of the text in force, in order; one far down the page is followed.
    const headings = await legalHeadings('privacy-policy')
    const contents = page.getByRole('navigation', {name: 'Contenido'}).getByRole('link')
    await expect(contents).toHaveText(headings)
    const far = Math.floor((headings.length * 2) / 3)
    await contents.nth(far).click()
    const heading = page.getByRole('heading', {level: 2, name: headings[far], exact: true})
    await expect(page).toHaveURL(new RegExp(`#${await heading.getAttribute('id')}$`))
    // It lands just below the fixed header (scroll-padding: 1rem), though the paragraphs between
    // were not drawn yet (content-visibility) when the link was followed.
    await expect.poll(() => placeOf(page, heading), {timeout: 10_000}).toBe('below the header')

    const earlier = page.getByRole('navigation', {name: 'Versiones anteriores'}).getByRole('link')
    // Each earlier revision, and its comparison with the one in force (tests/e2e/editor-settings.spec.ts).
    await expect(earlier).toHaveText([
      'Versión en vigor desde el 1 de marzo de 2022',
      /^Comparar con la versión vigente/,
    ])
    await clickAtRest(page, earlier.first())
    await expect(page).toHaveURL(/\/legal\/privacy-policy\/2022-03-01$/)
    await expect(page.getByText('Está leyendo una versión anterior de este documento.')).toBeVisible()
    await expect(page.getByText('En vigor desde: 1 de marzo de 2022')).toBeVisible()
    await page.getByRole('link', {name: 'Ver la versión vigente'}).click()
    await expect(page).toHaveURL(/\/legal\/privacy-policy$/)
  },
)

test('on /en a Spanish-only legal text says so and keeps its Spanish language', {tag: '@one-width'}, async ({page}) => {
  await page.goto('/en/legal/terms-of-use')
  await expect(page.getByRole('heading', {level: 1})).toHaveText((await legalTitle('terms-of-use', 'en'))!)
  await expect(page.getByText('This document is published in Spanish')).toBeVisible()
  await expect(page.getByText('Last updated: May 23, 2024')).toBeVisible()
  await expect(page.locator('[lang="es"]').getByRole('heading', {level: 2}).first()).toHaveText('Aspectos generales')
  // Its table of contents lists the Spanish headings: in Spanish too, under the page's English title.
  const contents = page.getByRole('navigation', {name: 'Contents'})
  await expect(contents.getByRole('heading')).toHaveText('Contents')
  await expect(contents.getByRole('heading')).not.toHaveAttribute('lang')
  await expect(contents.getByRole('list')).toHaveAttribute('lang', 'es')
  await expect(contents.getByRole('link').first()).toHaveText('Aspectos generales')
  await expect(page.getByRole('navigation', {name: 'Contents'}).getByRole('link')).toHaveCount(19)
})

test('the plan-members page: its blocks and the sign-up form in a new tab', {tag: '@one-width'}, async ({page}) => {
  await page.goto('/alco')
  await expect(page.getByRole('heading', {level: 1})).toHaveText(
    'La app elegida por el equipo médico de ALCO para sus pacientes',
  )
  await expect(page.getByText('FUNCIONALIDADES', {exact: true})).toBeVisible()
  const headings = await page.getByRole('main').getByRole('heading', {level: 2}).allTextContents()
  expect(headings).toEqual([
    expect.any(String),
    expect.any(String),
    'Pasaporte ALCO',
    expect.stringMatching(/Preguntas/),
  ])
  await expect(
    page
      .getByRole('main')
      .getByRole('heading', {level: 3})
      .filter({hasText: /Registro de peso|Ranking y premios|Comunidad/}),
  ).toHaveCount(3)
  const signUp = page.getByRole('link', {name: /Quiero inscribirme/})
  await expect(signUp).toHaveAttribute('href', /^https:\/\/forms\.example\.com\//)
  await expect(signUp).toHaveAttribute('target', '_blank')
  await expect(signUp).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.getByRole('img', {name: /Pasaporte ALCO/})).toBeVisible()
  await expect(page.locator('[id^="faq-"]')).toHaveCount(4)
})

type Badge = {es: string; en: string; alt: {es: string; en: string}}

/** The store badges as the content has them: each file (the asset's id) and its words, in both languages. */
const storeBadges = () =>
  fromContent<Badge[]>(`*[_id == "siteSettings"][0]{"badges": [
    {"es": appStoreBadge.asset._ref, "en": appStoreBadgeEn.asset._ref, "alt": appStoreBadge.alt},
    {"es": googlePlayBadge.asset._ref, "en": googlePlayBadgeEn.asset._ref, "alt": googlePlayBadge.alt}
  ]}.badges`)

/** An image asset's id (image-<sha1>-<w>x<h>-<ext>) as the file the site's image route serves. */
const fileOf = (asset: string) => asset.replace(/^image-([0-9a-f]{40}-\d+x\d+)-(\w+)$/, '$1.$2')

for (const [path, lang, shown] of [
  // The home page shows them in the download banner and the footer; the plan page in its footer.
  ['/en/', 'en', 2],
  ['/en/alco', 'en', 1],
  ['/', 'es', 2],
] as const) {
  test(
    `${path} draws the ${lang === 'en' ? 'English' : 'Spanish'} store badges, each link named by its badge's words`,
    {tag: '@one-width'},
    async ({page}) => {
      const badges = await storeBadges()
      expect(badges.map((badge) => badge.en)).not.toContain(null)
      await page.goto(path)
      const newTab = lang === 'en' ? '(opens in a new tab)' : '(se abre en una pestaña nueva)'
      for (const badge of badges) {
        const links = page.getByRole('link', {name: `${badge.alt[lang]} ${newTab}`, exact: true})
        await expect(links).toHaveCount(shown)
        for (const link of await links.all()) {
          const image = link.getByRole('img', {name: badge.alt[lang], exact: true})
          await expect(image).toHaveAttribute('src', new RegExp(`/${fileOf(badge[lang]).replace('.', '\\.')}\\?`))
          // Read in the page's language: nothing around it says otherwise.
          expect(await image.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe(lang)
          // And drawn: the file is there.
          await image.scrollIntoViewIfNeeded()
          await expect
            .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
            .toBeGreaterThan(0)
        }
      }
    },
  )
}

/** British spellings of «organization» and its family; «organismo» and «organización» are Spanish. */
const BRITISH_ORGANIZATION = /\borgani[sS](?:ations?|ational|e[sd]?|ing)\b/i

test.describe(() => {
  test.use({expectedConsoleError: NOT_FOUND_LOG})
  test(
    'no English page, its Markdown copy or its not-found answer says «organisation»: one spelling, «organization»',
    {tag: '@one-width'},
    async ({page, request}) => {
      const pages = EVERY_PAGE.filter((path) => path.startsWith('/en/'))
      // The pages as sent (their client components' words included), an earlier revision and a comparison.
      for (const path of [
        ...pages,
        '/en/legal/privacy-policy/2022-03-01',
        '/en/legal/privacy-policy/2022-03-01/comparar/2023-07-01',
      ]) {
        const response = await request.get(path)
        expect(response.status(), path).toBe(200)
        expect(await response.text(), path).not.toMatch(BRITISH_ORGANIZATION)
      }
      // Each page's Markdown copy.
      for (const path of pages) {
        const markdown = await request.get(path, {headers: {accept: 'text/markdown'}})
        expect(markdown.headers()['content-type'], path).toMatch(/^text\/markdown/)
        expect(await markdown.text(), `${path} as Markdown`).not.toMatch(BRITISH_ORGANIZATION)
      }
      // The contact form, drawn once its section comes near: its label and the notice beside it.
      await page.goto('/en/')
      await page.locator('#contactus').scrollIntoViewIfNeeded()
      await expect(page.getByLabel(/Type of organization/)).toBeVisible()
      await expect(page.getByTestId('contact-notice')).toContainText('type of organization')
      expect(await page.content()).not.toMatch(BRITISH_ORGANIZATION)
      await page.goto('/en/no-such-page')
      await expect(page.getByRole('heading', {level: 1})).toHaveText('NOT FOUND')
      expect(await page.content()).not.toMatch(BRITISH_ORGANIZATION)
    },
  )

  test('the not-found page under /en/ marks its Spanish as Spanish', {tag: '@one-width'}, async ({page}) => {
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByText('La página que busca no existe o cambió de dirección.')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('link', {name: 'Volver al inicio'})).toHaveAttribute('lang', 'es')
    // The English hint is in the page's own language: it needs no mark of its own.
    const english = page.getByText('The page you are looking for does not exist or has moved.')
    expect(await english.evaluate((element) => element.closest('[lang]')?.getAttribute('lang'))).toBe('en')
  })
})
