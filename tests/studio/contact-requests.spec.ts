import {readFileSync} from 'node:fs'
import path from 'node:path'
import {typeAsAPerson} from '../support/typing'
import {expect, test} from './fixtures'

test('a contact request sent on the site appears in «Solicitudes de contacto» as «Nueva»; its new status is stored', async ({
  site,
  studio,
  lake,
  page,
}) => {
  // A visitor writes in through the site's form; the site stores the request in the lake.
  const visitor = await page.context().newPage()
  await visitor.emulateMedia({reducedMotion: 'reduce'})
  // From a campaign's link on another site: the lead records the campaign and the site's origin only.
  await visitor.goto(`${site.url}/?utm_source=newsletter&utm_medium=email&utm_campaign=otono`, {
    referer: 'https://news.example.org/articulo?id=7',
  })
  await visitor.locator('#contactus').scrollIntoViewIfNeeded()
  // Typed as a person types: a form filled at once would be kept apart as spam.
  await typeAsAPerson(visitor.getByLabel('Nombre'), 'Lucía Gómez')
  await typeAsAPerson(visitor.getByLabel('E-mail'), 'lucia@example.com')
  await visitor.getByLabel(/Tipo de organización/).selectOption({label: 'Prepaga'})
  await typeAsAPerson(visitor.getByLabel('Consulta'), '¿Ofrecen el programa de hipertensión para afiliados?')
  await visitor.getByRole('checkbox', {name: /Acepto la Política de privacidad/}).check()
  await visitor.getByRole('button', {name: 'Enviar'}).click()
  await expect(visitor.locator('#contactus').getByRole('status')).toHaveText(/Tu mensaje ha sido recibido/)
  const [request] = lake.documents.all().filter((document) => document._type === 'contactRequest')
  expect(request).toMatchObject({
    name: 'Lucía Gómez',
    email: 'lucia@example.com',
    category: 'prepaga',
    status: 'new',
    page: '/',
    referrerOrigin: 'https://news.example.org',
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'otono',
  })
  expect(request).not.toHaveProperty('spamReason')
  // A question about a programme, not about the visitor's own health: no mark.
  expect(request).not.toHaveProperty('containsHealthData')
  await visitor.close()

  // The lead inbox lists it among the new ones.
  const lead = 'Lucía Gómez <lucia@example.com>'
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Nueva').click()
  await expect(page.getByText(lead)).toBeVisible()
  await page.getByText(lead).click()
  await expect(page.getByRole('radio', {name: 'Nueva'})).toBeChecked()
  await expect(studio.input('name')).toHaveAttribute('readonly', '')
  // Where it came from, under «Origen».
  await expect(studio.input('referrerOrigin')).toHaveValue('https://news.example.org')
  await expect(studio.input('utmCampaign')).toHaveValue('otono')
  // What the visitor consented to: the privacy policy's revision in force, linked on the site.
  const consent = page.getByTestId('lead-consent')
  await expect(consent).toContainText('Aceptó la Política de privacidad vigente desde 1 de julio de 2023')
  await expect(consent.getByRole('link')).toHaveAttribute('href', /\/legal\/privacy-policy\/2023-07-01$/)
  await consent.scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('lead.png')})

  // Staff take it on: «En curso», published, is what the lake now holds, on disk too.
  await page.getByRole('radio', {name: 'En curso'}).check()
  await expect.poll(() => studio.stored(`drafts.${request!._id}`)?.status).toBe('in-progress')
  await studio.publish(request!._id)
  expect(studio.stored(request!._id)?.status).toBe('in-progress')
  expect(readFileSync(path.join(lake.stateDir, 'dataset.ndjson'), 'utf8')).toContain('"status":"in-progress"')
  // Never in the content snapshot: it is a visitor's personal data.
  expect(readFileSync(path.join(lake.contentDir, 'data.ndjson'), 'utf8')).not.toContain('lucia@example.com')
  // And the inbox lists it under «En curso», no longer under «Nueva».
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-En curso').click()
  await expect(page.getByTestId('document-list-pane').getByText(lead)).toBeVisible()
  await page.getByTestId('pane-item-Nueva').click()
  await expect(page.getByTestId('document-list-pane')).toContainText('No hay documentos')
  await expect(page.getByText(lead)).toHaveCount(0)
})
