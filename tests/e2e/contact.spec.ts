import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test, typeAsAPerson, type Page, type Request} from './fixtures'

const PUBLIC_KEY = process.env.NEXT_PUBLIC_CONTACT_API_KEY ?? 'e2e-public-key'
/** The bundled privacy policy's revision in force (since 1 July 2023): its key in content/. */
const PRIVACY_REVISION_IN_FORCE = '7afbf2639afa'
/** The web server runs in web/ with DATA_DIR=test-results/e2e-data (playwright.config.ts). */
const STORE = path.resolve('test-results/e2e-data/contact-requests')

/** The stored request whose name is `name`, if any. */
const storedRequestNamed = (name: string) =>
  readdirSync(STORE)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(STORE, file), 'utf8')))
    .find((request) => request.name === name)

async function openForm(page: Page, path = '/') {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto(path)
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await expect(page.locator('#contactus form')).toBeVisible()
}

async function fill(page: Page, name = 'Ana Pérez') {
  await page.getByLabel('Nombre').fill(name)
  await page.getByLabel('E-mail').fill('ana@example.com')
  await page.getByLabel(/Tipo de organización/).selectOption({label: 'Prepaga'})
  await page.getByLabel('Consulta').fill('Quisiera conocer los programas para afiliados.')
  await page.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()
}

test('the form code and its options load only when the contact section comes near', async ({page}) => {
  const optionsAsked: string[] = []
  page.on('request', (request) => request.url().includes('/api/contact-form') && optionsAsked.push(request.url()))
  await page.goto('/')
  await expect(page.locator('[data-slot="contact-form"]')).toBeAttached()
  await page.waitForLoadState('load')
  await expect(page.locator('#contactus form')).toHaveCount(0)
  expect(optionsAsked).toEqual([])
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await expect(page.locator('#contactus form')).toBeVisible()
  expect(optionsAsked.map((url) => new URL(url).search)).toEqual(['?lang=es'])
})

test.describe(() => {
  test.use({expectedConsoleError: /the form is drawn without its options|503/})

  test(
    'options that cannot be read leave the form usable: no categories (the field is optional), still sent',
    {tag: '@one-width'},
    async ({page}, testInfo) => {
      const name = `Sin opciones ${testInfo.project.name} ${Date.now()}`
      await page.route('**/api/contact-form?*', (route) => route.fulfill({status: 503, body: '{}'}))
      await openForm(page)
      await expect(page.getByLabel(/Tipo de organización/).locator('option')).toHaveText(['Elija una opción...'])
      await typeAsAPerson(page.getByLabel('Nombre'), name)
      await typeAsAPerson(page.getByLabel('E-mail'), 'ana@example.com')
      await typeAsAPerson(page.getByLabel('Consulta'), 'Quisiera conocer los programas para afiliados.')
      await page.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()
      await page.getByRole('button', {name: 'Enviar'}).click()
      await expect(page.locator('#contactus').getByRole('status')).toContainText('Tu mensaje ha sido recibido')
      expect(storedRequestNamed(name)).toMatchObject({category: '', status: 'new'})
    },
  )
})

test('the notice stands where the form will show it: neither it nor the card moves when the form’s code arrives', async ({
  page,
}) => {
  await page.emulateMedia({reducedMotion: 'reduce'})
  await page.goto('/')
  const notice = page.getByTestId('contact-notice')
  // Where the notice is in its card, and how tall the card is (both apart from the scroll).
  const place = () =>
    notice.evaluate((element) => {
      const card = element.closest('[data-slot="contact-form"]')!.parentElement!.getBoundingClientRect()
      return {notice: element.getBoundingClientRect().top - card.top, card: card.height}
    })
  // Read before the form's code: the server drew it. Measured in the web font, as after.
  await expect(notice).toContainText('privacidad@habitum.example')
  await page.evaluate(() => document.fonts.ready)
  await expect(page.locator('#contactus form')).toHaveCount(0)
  const before = await place()
  await page.locator('#contactus').scrollIntoViewIfNeeded()
  await expect(page.locator('#contactus form')).toBeVisible()
  expect(await place()).toEqual(before)
  // Now inside the form, after the fields, before the consent box and «Enviar».
  const order = await notice.evaluate((element) => {
    const follows = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    const form = element.closest('form')!
    return {
      inForm: form !== null,
      afterMessage: follows(form.querySelector('#contact-message')!, element),
      beforeConsent: follows(element, form.querySelector('#contact-consent')!),
      beforeSend: follows(element, form.querySelector('button[type="submit"]')!),
    }
  })
  expect(order).toEqual({inForm: true, afterMessage: true, beforeConsent: true, beforeSend: true})
})

test(
  'the category list: the empty choice, then the 8 company types in the Studio order',
  {tag: '@one-width'},
  async ({page}) => {
    await openForm(page)
    await expect(page.getByLabel(/Tipo de organización/).locator('option')).toHaveText([
      'Elija una opción...',
      'Laboratorio',
      'Obra social',
      'Prepaga',
      'Institución / Clínica / Hospital',
      'Médico Particular',
      'Droguería',
      'Empresa',
      'Otro',
    ])
    await expect(page.getByLabel('Consulta')).toHaveAttribute('rows', '7')
  },
)

test('every validation message, under its field, in red', async ({page}) => {
  await openForm(page)
  await page.getByRole('button', {name: 'Enviar'}).click()
  const name = page.getByLabel('Nombre')
  await expect(name).toHaveAttribute('aria-invalid', 'true')
  await expect(name).toHaveAccessibleDescription('Complete campo')
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Complete campo')
  await expect(page.getByLabel('Consulta')).toHaveAccessibleDescription('Escriba su consulta')
  await expect(page.getByText('Complete campo').first()).toHaveCSS('color', 'rgb(180, 35, 24)')
  await name.fill('x'.repeat(51))
  await page.getByLabel('E-mail').fill('ana@example')
  await page.getByLabel('Consulta').focus()
  await expect(name).toHaveAccessibleDescription('Máximo 50 caracteres')
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Mail no es correcto')
})

test('English messages on /en', {tag: '@one-width'}, async ({page}) => {
  await openForm(page, '/en/')
  await page.getByRole('button', {name: 'Send'}).click()
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('Please fill in this field')
  await expect(page.getByLabel('Your question')).toHaveAccessibleDescription('Please write your question')
})

test(
  'the request: POST, JSON with the API key header, the four fields and the form’s token; submitting state; success',
  {tag: '@one-width'},
  async ({page}) => {
    let sent: Request | undefined
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/contact', async (route) => {
      sent = route.request()
      await held
      await route.fulfill({status: 200, body: 'not json at all'})
    })
    await openForm(page)
    await fill(page)
    await page.getByRole('button', {name: 'Enviar'}).click()
    const submitting = page.getByRole('button', {name: 'Enviando...'})
    await expect(submitting).toBeDisabled()
    await submitting.click({force: true})
    release()
    await expect(page.locator('#contactus').getByRole('status')).toHaveText(
      '¡Excelente! Tu mensaje ha sido recibido. Nos pondremos en contacto contigo en breve.',
    )
    await expect(page.locator('#contactus form')).toHaveCount(0)
    expect(sent!.method()).toBe('POST')
    expect(sent!.headers()['content-type']).toBe('application/json')
    expect(sent!.headers()['x-api-key']).toBe(PUBLIC_KEY)
    expect(sent!.postDataJSON()).toEqual({
      name: 'Ana Pérez',
      email: 'ana@example.com',
      message: 'Quisiera conocer los programas para afiliados.',
      category: 'prepaga',
      // The box ticked, for the privacy policy's revision in force, after the notice shown (its version).
      consent: true,
      privacyRevision: PRIVACY_REVISION_IN_FORCE,
      noticeVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
      // Signed by the server when the form appeared (web/lib/contact/formToken.ts); no campaign, no referrer.
      formToken: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    })
  },
)

for (const lang of ['es', 'en'] as const) {
  const words = {
    es: {path: '/', name: 'Nombre', question: 'Consulta', consent: /Acepto la Política/, send: 'Enviar'},
    en: {path: '/en/', name: 'Name', question: 'Your question', consent: /I accept the Privacy Policy/, send: 'Send'},
  }[lang]
  test(`${lang}: after sending, the card shrinks to the message, shown below the fixed header with the section's heading`, async ({
    page,
  }) => {
    await page.route('**/api/contact', (route) => route.fulfill({status: 201, body: '{}'}))
    await openForm(page, words.path)
    await page.getByLabel(words.name).fill('Ana Pérez')
    await page.getByLabel('E-mail').fill('ana@example.com')
    await page.getByLabel(words.question).fill('Quisiera conocer los programas para afiliados.')
    await page.getByRole('checkbox', {name: words.consent}).check()
    await page.getByRole('button', {name: words.send}).click()
    const message = page.locator('#contactus').getByRole('status')
    await expect(message).toBeFocused()
    // Nothing held for the form any more: the card is the message and its own padding (1.5rem a side).
    const heights = await message.evaluate((element) => ({
      card: element.closest('[data-slot="contact-form"]')!.parentElement!.getBoundingClientRect().height,
      message: element.getBoundingClientRect().height,
    }))
    expect(heights.card - heights.message).toBeLessThanOrEqual(48.5)
    // The heading and the message, each whole on screen below the header.
    const heading = page.locator('#contactus-heading')
    const onScreenBelowHeader = async () => {
      const header = (await page.getByRole('banner').boundingBox())!
      const height = page.viewportSize()!.height
      return Promise.all(
        [heading, message].map(async (element) => {
          const box = (await element.boundingBox())!
          return box.y >= header.y + header.height && box.y + box.height <= height
        }),
      )
    }
    await expect.poll(onScreenBelowHeader).toEqual([true, true])
  })
}

test.describe(() => {
  test.use({expectedConsoleError: /status of 500 .*\/api\/contact/})

  test(
    'a non-ok answer shows the failure; «inténtalo de nuevo» brings the form back as typed',
    {tag: '@one-width'},
    async ({page}) => {
      await page.route('**/api/contact', (route) => route.fulfill({status: 500, body: '{}'}))
      await openForm(page)
      await fill(page)
      await page.getByRole('button', {name: 'Enviar'}).click()
      const alert = page.locator('#contactus').getByRole('alert')
      await expect(alert).toContainText(
        'Hubo un problema al enviar tu mensaje. Por favor, inténtalo de nuevo o escribe directamente a',
      )
      await expect(alert.getByRole('link', {name: 'soporte@habitum.example'})).toHaveAttribute(
        'href',
        'mailto:soporte@habitum.example',
      )
      await alert.getByRole('button', {name: 'inténtalo de nuevo'}).click()
      await expect(page.getByLabel('Nombre')).toHaveValue('Ana Pérez')
      await expect(page.getByLabel('Consulta')).toHaveValue('Quisiera conocer los programas para afiliados.')
      await expect(page.getByLabel(/Tipo de organización/)).toHaveValue('prepaga')
    },
  )
})

test.describe(() => {
  test.use({expectedConsoleError: /ERR_CONNECTION_REFUSED .*\/api\/contact|could not be sent/})

  test('a network error is only logged: the form stays, no message', {tag: '@one-width'}, async ({page}) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
    await openForm(page)
    await fill(page)
    await page.getByRole('button', {name: 'Enviar'}).click()
    await expect.poll(() => errors.some((text) => text.includes('could not be sent'))).toBe(true)
    await expect(page.getByRole('button', {name: 'Enviar'})).toBeEnabled()
    await expect(page.locator('#contactus').getByRole('alert')).toHaveCount(0)
    await expect(page.locator('#contactus').getByRole('status')).toHaveCount(0)
    await expect(page.getByLabel('Nombre')).toHaveValue('Ana Pérez')
  })
})

test(
  'end to end: the real endpoint stores what the visitor sent, a lead',
  {tag: '@one-width'},
  async ({page}, testInfo) => {
    const name = `Visita ${testInfo.project.name} ${Date.now()}`
    await openForm(page, '/en/')
    await typeAsAPerson(page.getByLabel('Name'), name)
    await typeAsAPerson(page.getByLabel('E-mail'), 'visitor@example.com')
    await typeAsAPerson(page.getByLabel('Your question'), 'Línea 1\nLínea 2')
    await page.getByRole('checkbox', {name: /I accept the Privacy Policy/}).check()
    await page.getByRole('button', {name: 'Send'}).click()
    await expect(page.locator('#contactus').getByRole('status')).toHaveText(
      'Great! Your message has been received. We will get back to you shortly.',
    )
    expect(storedRequestNamed(name)).toMatchObject({
      _type: 'contactRequest',
      email: 'visitor@example.com',
      message: 'Línea 1\nLínea 2',
      category: '',
      language: 'en',
      page: '/en/',
      status: 'new',
      consent: {
        privacyRevision: PRIVACY_REVISION_IN_FORCE,
        privacyInForce: '2023-07-01',
        noticeVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
        consentedAt: expect.any(String),
      },
    })
    expect(storedRequestNamed(name)).not.toHaveProperty('containsHealthData')
  },
)

test(
  'the robots’ field: hidden from people, so a person’s message is stored and a robot’s is not',
  {tag: '@one-width'},
  async ({page}, testInfo) => {
    await openForm(page)
    const trap = page.locator('#contact-website')
    // Out of sight, out of the tab order, not read out, never filled by the browser.
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    expect(await page.getByRole('textbox', {name: 'No complete este campo'}).count()).toBe(0)
    // Drawn in a clipped box of one pixel (the site's visually-hidden class), so nothing shows.
    const box = (await trap.locator('xpath=..').boundingBox())!
    expect(box.width * box.height).toBeLessThanOrEqual(1)
    await expect(trap.locator('xpath=..')).toHaveCSS('overflow', 'hidden')
    await page.getByLabel('Consulta').focus()
    // Past the notice's addresses, never into the robots' field.
    for (const link of await page.getByTestId('contact-notice').getByRole('link').all()) {
      await page.keyboard.press('Tab')
      await expect(link).toBeFocused()
    }
    await page.keyboard.press('Tab')
    await expect(page.getByRole('checkbox', {name: /Acepto la Política de privacidad/})).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', {name: /Política de privacidad/}).first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', {name: 'Enviar'})).toBeFocused()

    const person = `Persona ${testInfo.project.name} ${Date.now()}`
    await fill(page, person)
    await page.getByRole('button', {name: 'Enviar'}).click()
    await expect(page.locator('#contactus').getByRole('status')).toBeVisible()
    expect(storedRequestNamed(person)).toMatchObject({_type: 'contactRequest', email: 'ana@example.com'})

    // A robot fills every input it finds; it is told «received», and nothing is stored.
    await openForm(page)
    const robot = `Robot ${testInfo.project.name} ${Date.now()}`
    await fill(page, robot)
    await trap.fill('https://spam.example')
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'))
    await page.getByRole('button', {name: 'Enviar'}).click()
    expect((await answer).status()).toBe(202)
    await expect(page.locator('#contactus').getByRole('status')).toBeVisible()
    expect(storedRequestNamed(robot)).toBeUndefined()
  },
)
