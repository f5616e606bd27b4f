import {readFileSync} from 'node:fs'
import {CSV_COLUMNS} from '@habitum/content/leads/csv'
import {HEALTH_MESSAGE_HIDDEN} from '@habitum/content/leads/record'
import {expect, seed, siteRegenerated, test, type Page} from './fixtures'

/**
 * The contact form's words are the legal team's (schemas/documents/contactForm.ts), published like
 * every text; a lead whose message looks like it holds health details keeps it out of the inbox's
 * lists and exports (docs/leads.md).
 */

test('the legal team edits the notice before «Enviar», publishes, and the site shows it', async ({
  studio,
  startSite,
  page,
}) => {
  const site = await startSite()
  await studio.open()
  await page.getByTestId('pane-item-Formulario de contacto').click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Formulario de contacto')
  // The Spanish notice: the end of its one paragraph, then a sentence more.
  const spanish = studio.field('notice.es').locator('[contenteditable="true"]')
  await spanish.click()
  await page.keyboard.press('ControlOrMeta+End')
  const added = ' Respondemos en dos días hábiles.'
  await page.keyboard.type(added)
  await expect(spanish).toContainText(added.trim())
  await page.screenshot({path: test.info().outputPath('contact-form-notice.png')})
  await studio.publish('contactForm')
  await siteRegenerated(site, 'contactForm')

  const visitor = await page.context().browser()!.newPage()
  await visitor.emulateMedia({reducedMotion: 'reduce'})
  await visitor.goto(`${site.url}/#contactus`)
  await expect(visitor.getByTestId('contact-notice')).toContainText(added.trim())
  await visitor.close()
})

test('legal sets how long contact data is kept in one place: the privacy policy and the notice before «Enviar» both say it', async ({
  studio,
  startSite,
  page,
}) => {
  const site = await startSite()
  await studio.open()
  await studio.openDocument('Documentos legales', 'Política de privacidad y protección de datos personales')
  // The revision in force, as the list of versions names it.
  await studio.field('revisions').getByText('En vigor desde el 1 de julio de 2023').click()
  const revision = page.getByRole('dialog')
  const months = revision.locator('[data-testid$=".contactRetentionMonths"] input')
  await expect(months).toHaveValue('24')
  await months.fill('18')
  await expect
    .poll(() => JSON.stringify(studio.stored('drafts.legal-privacy-policy')?.revisions))
    .toContain('"contactRetentionMonths":18')
  await page.screenshot({path: test.info().outputPath('contact-retention-months.png')})
  await page.keyboard.press('Escape')
  await studio.publish('legal-privacy-policy')
  await siteRegenerated(site, 'legal-privacy-policy')

  const visitor = await page.context().browser()!.newPage()
  await visitor.emulateMedia({reducedMotion: 'reduce'})
  await visitor.goto(`${site.url}/legal/privacy-policy`)
  await expect(visitor.getByText('se conservan durante 18 meses desde que se reciben')).toBeVisible()
  await visitor.goto(`${site.url}/#contactus`)
  await expect(visitor.getByTestId('contact-notice')).toContainText('los conserva 18 meses desde que los recibe')
  await visitor.close()
})

/** Waits for the download a click starts; its file's text (the byte order mark left out). */
async function downloadedText(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return readFileSync((await download.path())!, 'utf8').slice(1)
}

test('a lead with health details: marked in the inbox list, its message left out of the CSV, read by opening it', async ({
  studio,
  lake,
  page,
}) => {
  const message = 'Tengo diabetes tipo 2 y tomo metformina: ¿la app me sirve?'
  await seed(lake, [
    {
      _id: 'contact-salud',
      _type: 'contactRequest',
      name: 'Bruno Salud',
      email: 'bruno@example.com',
      category: '',
      message,
      containsHealthData: true,
      language: 'es',
      page: '/',
      status: 'new',
      receivedAt: new Date().toISOString(),
      consent: {
        privacyRevision: '7afbf2639afa',
        privacyInForce: '2023-07-01',
        noticeVersion: '0123456789abcdef',
        consentedAt: new Date().toISOString(),
      },
    },
  ])
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Bandeja').click()
  const listed = page.getByTestId('document-list-pane').getByText('Bruno Salud <bruno@example.com>')
  await expect(listed).toBeVisible()
  const list = page.getByTestId('document-list-pane')
  await expect(list).toContainText('Datos de salud')
  await expect(list).not.toContainText('diabetes')
  await page.screenshot({path: test.info().outputPath('inbox-health.png')})

  // Opened, the lead shows it all: the mark, and the message itself.
  await listed.click()
  await expect(page.getByRole('checkbox', {name: 'Contiene datos de salud'})).toBeChecked()
  await expect(studio.input('message')).toHaveValue(message)
  // The notice read, named by when and in which language it was shown: never its fingerprint.
  const consent = page.getByTestId('lead-consent')
  await expect(consent).toContainText('tras leer el aviso del formulario en español que se mostraba entonces')
  await expect(consent).not.toContainText('0123456789abcdef')
  await consent.scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('lead-health-consent.png')})
  await page.screenshot({path: test.info().outputPath('lead-health.png')})

  await studio.open('/solicitudes')
  await expect(page.getByRole('heading', {name: 'Exportar CSV'})).toBeVisible()
  const csv = await downloadedText(page, () => page.getByRole('button', {name: 'Descargar CSV'}).click())
  const [header, row] = csv.trimEnd().split('\r\n')
  expect(header).toBe(CSV_COLUMNS.join(';'))
  expect(row).toContain('"Bruno Salud"')
  expect(row).toContain(`"${HEALTH_MESSAGE_HIDDEN}"`)
  expect(csv).not.toContain('diabetes')
})
