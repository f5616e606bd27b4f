import {readFileSync} from 'node:fs'
import path from 'node:path'
import {expect, test} from './fixtures'

test('a required field left empty and a FAQ key another question uses: the Studio says so in Spanish and refuses to publish', async ({
  studio,
  lake,
  page,
}) => {
  const snapshot = () => readFileSync(path.join(lake.contentDir, 'data.ndjson'), 'utf8')
  const before = snapshot()
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum?')
  await studio.input('key').fill('1')
  await studio.input('question.es').fill('')
  // The edit itself is kept, as a draft: nothing an editor typed is lost.
  await expect.poll(() => studio.stored('drafts.faq-2')?.key).toBe(1)

  // The document's validation panel lists both problems, in the schema's Spanish words.
  // (Sanity 6 also keeps each message in a hidden tooltip: the visible one is the panel's.)
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(page.getByText('El texto en español es obligatorio').filter({visible: true})).toBeVisible()
  await expect(page.getByText('La clave 1 ya la usa otra pregunta').filter({visible: true})).toBeVisible()
  await page.screenshot({path: test.info().outputPath('validation.png')})
  await page.getByRole('button', {name: 'Cerrar validación'}).click()

  // Publishing is refused: the button is off and says why; the shortcut does nothing either.
  await expect(studio.publishButton).toBeDisabled()
  await studio.publishButton.hover()
  await expect(
    page.getByText(
      'Hay errores de validación que necesitan ser corregidos antes de que este documento pueda ser publicado',
    ),
  ).toBeVisible()
  await page.keyboard.press('Control+Alt+p')
  expect(studio.stored('faq-2')?.key).toBe(2)
  expect(snapshot()).toBe(before)

  // Corrected, the same document publishes: the validation was what held it back.
  await studio.input('key').fill('2')
  await studio.input('question.es').fill('¿Para quién es Habitum hoy?')
  await studio.publish('faq-2')
  expect(snapshot()).not.toBe(before)
})
