import {expect, test} from '@playwright/test'

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

const MAIN_PAGE_HEADINGS = [
  'Instituciones que confían en nosotros',
  'Incorporamos el futuro a la medicina...',
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
      body: await page.screenshot({fullPage: true}),
      contentType: 'image/png',
    })
  })
}

test('the main landing page shows its blocks in order', async ({page}) => {
  await page.goto('/')
  const headings = await page.getByRole('heading', {level: 2}).allTextContents()
  const positions = MAIN_PAGE_HEADINGS.map((heading) => headings.indexOf(heading))
  expect(positions.every((position) => position >= 0)).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
  await expect(page.locator('#contactus')).toBeVisible()
  await expect(page.locator('[id^="faq-"]')).toHaveCount(11)
})

test('styles arrive with the HTML (no unstyled flash)', async ({page}) => {
  await page.route('**/*.js', (route) => route.abort())
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header).toHaveCSS('position', 'fixed')
  await expect(page.getByRole('heading', {level: 1})).toHaveCSS('font-weight', '800')
})

for (const path of ['/nope', '/fr/', '/legal/nope', '/es/nope/deeper', '/_/alco']) {
  test(`${path} answers 404 with NOT FOUND`, async ({page}) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', {level: 1})).toHaveText('NOT FOUND')
  })
}

test('the header keeps one button on phones and both from 768 px up', async ({page}, testInfo) => {
  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', {name: 'Quiero suscribirme'})).toBeVisible()
  const demo = header.getByRole('link', {name: 'Solicitar una Demo'})
  if (testInfo.project.name === 'phone') await expect(demo).toBeHidden()
  else await expect(demo).toBeVisible()
  const box = await header.boundingBox()
  expect(box?.height).toBeLessThanOrEqual(72)
})
