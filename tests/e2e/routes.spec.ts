import {
  collectScripts,
  expect,
  fullPageScreenshot,
  NOT_FOUND_LOG,
  pageHasSettled,
  test,
  urlsContaining,
} from './fixtures'

/** Every route of ARCHITECTURE.md, in each language form, with what its first heading says. */
const PAGES = [
  {path: '/', lang: 'es', h1: 'Tu aliado digital para adquirir hábitos saludables'},
  {path: '/es/', lang: 'es', h1: 'Tu aliado digital para adquirir hábitos saludables'},
  {path: '/en/', lang: 'en', h1: 'Your digital ally for building healthy habits'},
  {path: '/alco', lang: 'es', h1: 'La app elegida por el equipo médico de ALCO para sus pacientes'},
  {path: '/es/alco', lang: 'es', h1: 'La app elegida por el equipo médico de ALCO para sus pacientes'},
  {path: '/en/alco', lang: 'en', h1: /ALCO/},
  {path: '/legal/terms-of-use', lang: 'es', h1: 'Términos y condiciones de uso'},
  {path: '/en/legal/terms-of-use', lang: 'en', h1: 'Terms of Use'},
  {path: '/legal/privacy-policy', lang: 'es', h1: 'Política de privacidad y protección de datos personales'},
  {path: '/es/legal/privacy-policy', lang: 'es', h1: 'Política de privacidad y protección de datos personales'},
]

/** SPEC.md blocks 2-14 of the main landing page, by their headings, in order. */
const MAIN_PAGE_HEADINGS = [
  'Tu aliado digital para adquirir hábitos saludables',
  'Una fundación y una clínica de referencia ya trabajan con Habitum',
  'Todo lo que necesitas para cuidarte, en una sola app',
  'Descarga la app Habitum desde App Store o Google Play.',
  'Una solución de medicina preventiva y seguimiento',
  'Herramientas que te acompañan todos los días',
  'Un abordaje integral de las enfermedades crónicas',
  'Cómo trabaja Habitum en cada programa',
  'Instituciones que confían en nosotros',
  'Incorporamos el futuro a la medicina...',
  'Un panel de gestión para acompañar a cada paciente y a toda su comunidad',
  'Contáctenos',
  'Preguntas frecuentes',
]

for (const {path, lang, h1} of PAGES) {
  test(`${path} answers 200 with its heading, header and footer`, async ({page}, testInfo) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', {level: 1})).toHaveText(h1)
    await expect(page.getByRole('banner').getByRole('link', {name: /Habitum/})).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()))
    await testInfo.attach(`${path}-${testInfo.project.name}`, {
      body: await fullPageScreenshot(page),
      contentType: 'image/png',
    })
  })
}

test('the main landing page shows its blocks in order, each reachable by its heading', async ({page}) => {
  await page.goto('/')
  // By role: headings hidden from assistive technology (e.g. mid-animation) would be missing.
  const headings = await page
    .getByRole('main')
    .getByRole('heading', {level: 1})
    .or(page.getByRole('main').getByRole('heading', {level: 2}))
    .allTextContents()
  expect(headings).toEqual(MAIN_PAGE_HEADINGS)
  for (const label of ['LA APLICACIÓN', 'CARACTERÍSTICAS'])
    await expect(page.getByText(label, {exact: true}).first()).toBeAttached()
  for (const card of ['Nutrición', 'Bienestar mental', 'Actividad física']) {
    await expect(page.getByRole('heading', {level: 3, name: card, exact: true})).toBeAttached()
  }
  await expect(page.locator('#contactus')).toBeVisible()
  await expect(page.locator('[id^="faq-"]')).toHaveCount(11)
})

test('nothing shifts while fonts and images load', async ({page}) => {
  await page.goto('/')
  await pageHasSettled(page)
  await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'))
  // Every shift so far: buffered ones come through the callback, the rest from takeRecords().
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        type Shift = PerformanceEntry & {value: number; hadRecentInput: boolean}
        let total = 0
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) if (!entry.hadRecentInput) total += entry.value
        }
        const observer = new PerformanceObserver((list) => add(list.getEntries()))
        observer.observe({type: 'layout-shift', buffered: true})
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            add(observer.takeRecords())
            resolve(total)
          }),
        )
      }),
  )
  expect(shift).toBeLessThan(0.02)
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

test.describe(() => {
  test.use({expectedConsoleError: NOT_FOUND_LOG})
  for (const path of ['/nope', '/fr/', '/legal/nope', '/es/nope/deeper', '/_/alco']) {
    test(`${path} answers 404 with NOT FOUND`, async ({page}) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', {level: 1})).toHaveText('NOT FOUND')
    })
  }
})

test('the header offers the demo request; the subscribe button stays fixed on screen', async ({page}, testInfo) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', {name: 'Solicitar una Demo'})).toBeVisible()
  const subscribe = header.getByRole('link', {name: /Quiero suscribirme/})
  await expect(subscribe).toBeVisible()
  await expect(subscribe).toHaveCSS('white-space', 'nowrap')
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(72)
  // Nothing in the bar runs past the screen's edge.
  for (const link of await header.getByRole('link').all()) {
    const box = await link.boundingBox()
    if (box && (await link.isVisible()) && box.y < 72)
      expect(box.x + box.width, await link.innerText()).toBeLessThanOrEqual(page.viewportSize()!.width)
  }
  await page.mouse.wheel(0, 3000)
  await expect(subscribe).toBeInViewport()
  if (testInfo.project.name === 'phone') {
    // A floating pill at the bottom corner: the bar has room for one button only.
    const box = (await subscribe.boundingBox())!
    expect(box.y + box.height).toBeGreaterThan(page.viewportSize()!.height - 80)
  }
})

test('every page is served with the security headers', async ({request}) => {
  for (const path of ['/', '/en/', '/alco', '/legal/privacy-policy', '/legal/privacy-policy/2022-03-01', '/nope']) {
    const headers = (await request.get(path)).headers()
    const policy = headers['content-security-policy'] ?? ''
    expect(policy, path).toContain("default-src 'self'")
    expect(policy, path).toContain("frame-ancestors 'none'")
    expect(policy, path).toContain("connect-src 'self'")
    expect(policy, path).toContain("form-action 'self'")
    expect(policy, path).not.toContain('unsafe-eval')
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], path).toContain('camera=()')
  }
})

test.describe(() => {
  test.use({expectedConsoleError: /Content Security Policy|CSP violation/})
  test('the Content Security Policy blocks what the site does not use', async ({page}) => {
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

test('the first load sends no styling code: interactive parts take their looks from the server', async ({page}) => {
  const scripts = collectScripts(page)
  for (const path of ['/', '/alco', '/legal/privacy-policy']) {
    await page.goto(path)
    await pageHasSettled(page)
  }
  const fetched = await scripts.all()
  expect(fetched.length).toBeGreaterThan(5)
  // styled-components' browser runtime comes only with the contact form, when it is near.
  expect(urlsContaining(fetched, 'styled-components')).toEqual([])
})

test('every script the browser fetches is marked to be compiled off the main thread', async ({page}) => {
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
})
