import AxeBuilder from '@axe-core/playwright'
import type {Language} from '@habitum/content/languages'
import {fromContent} from '../support/content'
import {layoutShifts, totalOf, watchLayoutShifts} from '../support/layoutShifts'
import {expect, test, typeAsAPerson, type Page} from './fixtures'

/**
 * The contact form asks as the law asks (docs/leads.md): the notice at collection before the
 * consent box and «Enviar», saying how long the data is kept as the privacy policy does, the
 * rights notice in full under it, an unticked consent box linked to the privacy policy in force
 * (said to be in Spanish on an English page), and a calm note when a message looks like it holds
 * health details, all of it in the section's register (usted). Nothing of it moves the page
 * unasked, and a click on «Enviar» right after leaving a field lands on «Enviar».
 */

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

const WORDS = {
  es: {
    path: '/',
    consent: 'Acepto la Política de privacidad',
    policy: '/legal/privacy-policy/2023-07-01',
    policyName: 'Política de privacidad (se abre en una pestaña nueva)',
    policyLanguage: null,
    months: 'meses',
    health: 'Tengo diabetes tipo 2 y quería saber si la app me sirve.',
    note: 'Parece que su mensaje incluye datos de salud. No los necesitamos para responderle: puede quitarlos.',
    send: 'Enviar',
    message: 'Consulta',
  },
  en: {
    path: '/en/',
    consent: 'I accept the Privacy Policy (in Spanish)',
    policy: '/en/legal/privacy-policy/2023-07-01',
    policyName: 'Privacy Policy (in Spanish) (opens in a new tab)',
    // The bundled policy has no English text: its English page shows the Spanish.
    policyLanguage: 'es',
    months: 'months',
    health: 'Hi, I have type 2 diabetes and wonder whether the app would help.',
    note: "Your message seems to include health details. We don't need them to contact you: you can remove them.",
    send: 'Send',
    message: 'Your question',
  },
} as const

/** The first words of the contact form's notices in `lang`, as content/ has them. */
const noticeText = (field: 'notice' | 'rightsNotice', lang: Language) =>
  fromContent<string>(`*[_id == "contactForm"][0]{"t": ${field}[$lang][0].children[0].text}.t`, {lang})

/** How many months the privacy policy in force keeps contact data, as content/ has it. */
const retentionMonths = () =>
  fromContent<number>(
    `*[_id == "legal-privacy-policy"][0].revisions[inForce == "2023-07-01"][0].contactRetentionMonths`,
  )

async function openForm(page: Page, path: string) {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await watchLayoutShifts(page)
  await page.goto(path)
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await expect(page.locator('#contactus form')).toBeVisible()
}

for (const lang of ['es', 'en'] as const) {
  const words = WORDS[lang]

  test(`${lang}: the notice before the consent box and the button, with the retention term and the rights in full; axe clean, nothing moves unasked`, async ({
    page,
  }, testInfo) => {
    await openForm(page, words.path)
    const notice = page.getByTestId('contact-notice')
    await expect(notice).toContainText((await noticeText('notice', lang)).slice(0, 60))
    await expect(notice).toContainText(`${await retentionMonths()} ${words.months}`)
    const box = page.getByRole('checkbox', {name: words.consent})
    await expect(box).not.toBeChecked()
    const policy = page.locator('#contactus form').getByRole('link', {name: /Política de privacidad|Privacy Policy/})
    await expect(policy).toHaveAttribute('href', words.policy)
    await expect(policy).toHaveAttribute('target', '_blank')
    await expect(policy).toHaveAccessibleName(words.policyName)
    if (words.policyLanguage) await expect(policy).toHaveAttribute('hreflang', words.policyLanguage)
    else await expect(policy).not.toHaveAttribute('hreflang')

    // Read before ticking and sending: above the box and the button.
    const bottomOfNotice = await notice.evaluate((element) => element.getBoundingClientRect().bottom)
    for (const below of [box, page.getByRole('button', {name: words.send})]) {
      expect((await below.boundingBox())!.y).toBeGreaterThan(bottomOfNotice)
    }
    // The rights notice in full, without a click.
    await expect(notice.getByText((await noticeText('rightsNotice', lang)).slice(0, 60))).toBeVisible()

    // The note, shown as the visitor types a message with health details.
    // Typed key by key, as a person does: the note it brings moves what follows, on the visitor's own input.
    await typeAsAPerson(page.getByLabel(words.message), words.health)
    await expect(page.getByText(words.note)).toBeVisible()
    await page.locator('#contactus').screenshot({path: testInfo.outputPath(`contact-consent-${lang}.png`)})

    const results = await new AxeBuilder({page}).include('#contactus').withTags(WCAG_AA).analyze()
    expect(
      results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target)}`),
    ).toEqual([])

    // Nothing moved that the visitor did not ask to move.
    const shifts = await layoutShifts(page)
    expect(totalOf(shifts), JSON.stringify(shifts, null, 2)).toBe(0)
  })
}

test(
  'the notice and the privacy policy say the same retention term, the one content/ sets',
  {tag: '@one-width'},
  async ({page}) => {
    const term = `${await retentionMonths()} meses`
    await page.goto('/legal/privacy-policy')
    await expect(
      page.getByText(`los datos del formulario de contacto se conservan durante ${term} desde que se reciben`),
    ).toBeVisible()
    await openForm(page, '/')
    await expect(page.getByTestId('contact-notice')).toContainText(`los conserva ${term} desde que los recibe`)
  },
)

test('the note comes as health details are typed, goes when they are removed, and never blocks sending', async ({
  page,
}) => {
  await openForm(page, '/')
  const message = page.getByLabel('Consulta')
  const note = page.getByText(WORDS.es.note)
  await message.pressSequentially('Hola, estoy embarazada')
  await expect(note).toBeVisible()
  await expect(message).toHaveAccessibleDescription(WORDS.es.note)
  await message.fill('Hola, quisiera una demo para nuestra obra social.')
  await expect(note).toHaveCount(0)
  await message.fill('Me diagnosticaron hipertensión.')
  await expect(note).toBeVisible()
  await page.getByLabel('Nombre').fill('Ana Salud')
  await page.getByLabel('E-mail').fill('ana.salud@example.com')
  await page.getByRole('checkbox', {name: WORDS.es.consent}).check()
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
  await page.getByRole('button', {name: 'Enviar'}).click()
  expect((await answer).status()).toBe(201)
  await expect(page.locator('#contactus').getByRole('status')).toContainText('Tu mensaje ha sido recibido')
})

test('a click on «Enviar» right after leaving an empty field reaches «Enviar»: the message it brings moves nothing', async ({
  page,
}) => {
  await openForm(page, '/')
  const button = page.getByRole('button', {name: 'Enviar'})
  // Where the button is on the page (a click scrolls what it clicks into view).
  const place = () => button.evaluate((element) => element.getBoundingClientRect().top + scrollY)
  const before = await place()
  // Into the message box, left empty, then straight to the button: leaving the box shows its
  // message as the pointer goes down on the button.
  await page.getByLabel('Consulta').click()
  await button.click()
  // The click was a submit: every field that was never touched shows its message too.
  await expect(page.getByLabel('Nombre')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Complete campo')
  await expect(page.getByRole('checkbox', {name: WORDS.es.consent})).toHaveAccessibleDescription(
    'Marque la casilla para enviar',
  )
  expect(await place()).toBe(before)
})
