import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from './fixtures'

/** The web server runs with DATA_DIR=test-results/e2e-data (playwright.config.ts). */
const STORE = path.resolve('test-results/e2e-data/contact-requests')

const storedNamed = (name: string) =>
  readdirSync(STORE)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(STORE, file), 'utf8')) as {_id: string; name: string})
    .filter((request) => request.name === name)

test.use({expectedConsoleError: /ERR_CONNECTION_RESET .*\/api\/contact|could not be sent/})

test(
  'a message whose answer was lost is stored once: sending it again gets the first answer',
  {tag: '@one-width'},
  async ({page}, testInfo) => {
    const name = `Reintento ${testInfo.project.name} ${Date.now()}`
    const keys: string[] = []
    let answersLost = 1
    // The first request reaches the server and is stored; its answer is lost on the way back.
    await page.route('**/api/contact', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!)
      const response = await route.fetch()
      if (answersLost-- > 0) {
        expect(response.status()).toBe(201)
        await route.abort('connectionreset')
      } else {
        await route.fulfill({response})
      }
    })
    await page.emulateMedia({reducedMotion: 'reduce'})
    await page.goto('/')
    await page.locator('#contactus').scrollIntoViewIfNeeded()
    await page.getByLabel('Nombre').fill(name)
    await page.getByLabel('E-mail').fill('ana@example.com')
    await page.getByLabel('Consulta').fill('Quisiera una demostración.')
    await page.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()

    await page.getByRole('button', {name: 'Enviar'}).click()
    // A network error only logs: the form stays, and the visitor sends again.
    await expect.poll(() => keys.length).toBe(1)
    await expect(page.getByRole('button', {name: 'Enviar'})).toBeEnabled()
    await page.getByRole('button', {name: 'Enviar'}).click()
    await expect(page.locator('#contactus').getByRole('status')).toHaveText(
      '¡Excelente! Tu mensaje ha sido recibido. Nos pondremos en contacto contigo en breve.',
    )
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(storedNamed(name)).toHaveLength(1)
  },
)
