import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, pageHasSettled, test, typeAsAPerson} from './fixtures'

/** The web server runs with DATA_DIR=test-results/e2e-data (playwright.config.ts). */
const STORE = path.resolve('test-results/e2e-data/contact-requests')
const VISIT_KEY = 'habitum:visit'

const storedRequestNamed = (name: string) =>
  readdirSync(STORE)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(STORE, file), 'utf8')) as Record<string, unknown>)
    .find((request) => request.name === name)

const CAMPAIGN = {utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'otono'}

test(
  'a person who came from a newsletter link, browsed on and typed the form is a lead, with the campaign and the linking site',
  {tag: '@one-width'},
  async ({page}, testInfo) => {
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/alco?utm_source=newsletter&utm_medium=email&utm_campaign=otono', {
      referer: 'https://news.example.org/2025/10/habitos?id=7',
    })
    await pageHasSettled(page)
    // The first page recorded the visit in this tab's sessionStorage: the campaign, the linking site's origin.
    await expect
      .poll(() => page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY))
      .toBe(JSON.stringify({...CAMPAIGN, referrerOrigin: 'https://news.example.org'}))

    // On to another page, as a visitor does: the header's «Solicitar una Demo».
    await page.getByRole('banner').getByRole('link', {name: 'Solicitar una Demo'}).click()
    await expect(page).toHaveURL(/\/#contactus$/)
    await page.locator('#contactus').scrollIntoViewIfNeeded()
    await expect(page.locator('#contactus form')).toBeVisible()

    const name = `Campaña ${testInfo.project.name} ${Date.now()}`
    await typeAsAPerson(page.getByLabel('Nombre'), name)
    await typeAsAPerson(page.getByLabel('E-mail'), 'lucia@clinica.example')
    await page.getByLabel(/Tipo de organización/).selectOption({label: 'Prepaga'})
    await typeAsAPerson(page.getByLabel('Consulta'), 'Quisiera una demo para la clínica.')
    await page.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
    )
    await page.getByRole('button', {name: 'Enviar'}).click()
    expect((await answer).status()).toBe(201)
    await expect(page.locator('#contactus').getByRole('status')).toBeVisible()

    const stored = storedRequestNamed(name)
    expect(stored).toMatchObject({
      email: 'lucia@clinica.example',
      status: 'new',
      page: '/',
      referrerOrigin: 'https://news.example.org',
      ...CAMPAIGN,
    })
    expect(stored).not.toHaveProperty('spamReason')
    // Never in a cookie.
    const cookies = await page.context().cookies()
    expect(cookies.filter((cookie) => /newsletter|otono|news\.example/.test(cookie.value))).toEqual([])
  },
)

test(
  'only the first page of a visit is its landing page; this site is no referrer',
  {tag: '@one-width'},
  async ({page}) => {
    await page.goto('/')
    await pageHasSettled(page)
    await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY)).toBe('{}')
    // Later pages of the same visit, even with campaign parameters and this site as their referrer, change nothing.
    await page.goto('/alco?utm_source=internal', {referer: new URL('/', page.url()).toString()})
    await pageHasSettled(page)
    expect(await page.evaluate((key) => sessionStorage.getItem(key), VISIT_KEY)).toBe('{}')
  },
)
