import {expect, test} from './fixtures'

/**
 * Sanity's own interface in Spanish where its Spanish stops short (studio/locale.ts): a new
 * document named by its type's gender, a field's menu of actions, when a document was published.
 */
test('Sanity’s own words are Spanish: «Nueva pregunta frecuente», «Acciones del campo», «Publicado hace…»', async ({
  studio,
  page,
}) => {
  await studio.open()
  await studio.openDocument('Preguntas frecuentes', '¿Para quién es Habitum?')
  // When it was published, in the document's status (Sanity's Spanish left «Published hace 5 min»).
  await expect(page.getByText(/^Publicado \S/).first()).toBeAttached()
  await expect(page.locator('body')).not.toContainText('Published')
  // A field's menu of actions, offered when the pointer is over it.
  await studio.field('question').hover()
  await expect(page.getByRole('button', {name: 'Acciones del campo'}).first()).toBeVisible()
  await expect(page.getByRole('button', {name: 'Field actions'})).toHaveCount(0)
  await page.screenshot({path: test.info().outputPath('published-and-field-actions.png')})

  // A new question is «Nueva pregunta frecuente», not «Nuevo Pregunta frecuente», in the pane and the tab.
  await page.getByRole('button', {name: 'Crear nuevo documento'}).click()
  await page.getByRole('listbox').getByRole('link', {name: 'Pregunta frecuente', exact: true}).click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Nueva pregunta frecuente')
  await expect(page).toHaveTitle(/Nueva pregunta frecuente/)
  await page.screenshot({path: test.info().outputPath('new-question.png')})
})
