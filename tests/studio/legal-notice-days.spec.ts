import {daysBetween, todayInBuenosAires} from '@habitum/content/calendar'
import {expect, test} from './fixtures'

/** The date `days` after today in Buenos Aires (YYYY-MM-DD), as the Studio counts. */
function daysFromToday(days: number) {
  const date = new Date(`${todayInBuenosAires()}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

test('a revision dated ahead says how many days of notice visitors get, and warns under 30 without refusing it', async ({
  studio,
  page,
}) => {
  const close = daysFromToday(12)
  const far = daysFromToday(45)
  expect(daysBetween(todayInBuenosAires(), close)).toBe(12)

  await studio.open()
  await studio.openDocument('Documentos legales', 'Términos y condiciones de uso')
  await studio.field('revisions').getByRole('button', {name: 'Añadir elemento'}).click()
  const revision = page.getByRole('dialog')
  const notice = revision.getByTestId('notice-days')

  // A date is taken when the field is left, as an editor moves on to the next one.
  await revision.getByTestId('date-input').nth(0).fill(far)
  await revision.getByTestId('date-input').nth(1).fill(todayInBuenosAires())
  await revision.locator('[data-testid$=".body.es"] [contenteditable="true"]').click()
  await page.keyboard.type('Los datos de actividad se conservan doce meses.')
  await expect.poll(() => JSON.stringify(studio.stored('drafts.legal-terms-of-use')?.revisions)).toContain(far)
  await expect(notice).toContainText('Aviso a los visitantes: 45 días')
  await notice.scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('notice-days-45.png')})

  await revision.getByTestId('date-input').nth(0).fill(close)
  await revision.locator('[data-testid$=".body.es"] [contenteditable="true"]').click()
  await expect.poll(() => JSON.stringify(studio.stored('drafts.legal-terms-of-use')?.revisions)).toContain(close)
  await expect(notice).toContainText('Aviso a los visitantes: 12 días')
  await notice.scrollIntoViewIfNeeded()
  await page.screenshot({path: test.info().outputPath('notice-days-12.png')})
  await page.keyboard.press('Escape')
  await expect(revision).toHaveCount(0)

  // The warning, in the document's validation panel: a warning, so publishing stays possible.
  const warning = 'Los visitantes tendrán solo 12 días de aviso antes de que rija esta versión'
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(page.getByText(warning).filter({visible: true})).toBeVisible()
  await page.screenshot({path: test.info().outputPath('notice-warning.png')})
  await page.getByRole('button', {name: 'Cerrar validación'}).click()
  await expect(studio.publishButton).toBeEnabled()
  await studio.publishButton.click()
  await expect.poll(() => studio.stored('drafts.legal-terms-of-use')).toBeNull()
  expect(JSON.stringify(studio.stored('legal-terms-of-use')?.revisions)).toContain(close)

  // Published, the revision is being announced: its remaining days are no longer a decision to question.
  await page.reload()
  await expect(page.getByTestId('document-panel-document-title')).toBeVisible()
  await expect(page.getByText(/^Rige desde .* \(faltan 12 días\)$/)).toBeVisible()
  await expect(page.getByRole('button', {name: 'Validación', exact: true})).toHaveCount(0, {timeout: 60_000})
})
