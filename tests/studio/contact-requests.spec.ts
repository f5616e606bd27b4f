import {readFileSync} from 'node:fs'
import path from 'node:path'
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
  await visitor.goto(site.url)
  await visitor.locator('#contactus').scrollIntoViewIfNeeded()
  await visitor.getByLabel('Nombre').fill('Lucía Gómez')
  await visitor.getByLabel('E-mail').fill('lucia@example.com')
  await visitor.getByLabel(/Tipo de organización/).selectOption({label: 'Prepaga'})
  await visitor.getByLabel('Consulta').fill('¿Ofrecen el programa de hipertensión para afiliados?')
  await visitor.getByRole('button', {name: 'Enviar'}).click()
  await expect(visitor.locator('#contactus').getByRole('status')).toHaveText(/Tu mensaje ha sido recibido/)
  const [request] = lake.documents.all().filter((document) => document._type === 'contactRequest')
  expect(request).toMatchObject({name: 'Lucía Gómez', email: 'lucia@example.com', category: 'prepaga', status: 'new'})
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
