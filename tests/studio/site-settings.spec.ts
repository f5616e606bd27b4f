import {expect, test} from './fixtures'

test('the site settings are a singleton: edited in place, with no «create» and no «delete»', async ({studio, page}) => {
  await studio.open()
  const actionsMenu = page.getByRole('button', {name: 'Abrir acciones del documento'})
  // An ordinary document, for comparison: its actions include deleting and duplicating it.
  await studio.openDocument('Tipos de organización', 'Otro')
  await actionsMenu.click()
  await expect(page.getByRole('menuitem', {name: /Eliminar/})).toBeVisible()
  await expect(page.getByRole('menuitem', {name: /Duplicar/})).toBeVisible()
  await page.keyboard.press('Escape')

  // The settings' menu entry opens the one document, not a list to add to.
  await page.getByTestId('pane-item-Ajustes del sitio').click()
  await expect(page.getByTestId('document-panel-document-title')).toHaveText('Ajustes del sitio')
  await expect(studio.input('brandName')).toHaveValue('Habitum')
  // Publishing, and joining a launch (issue 55: the share image can go live with a campaign), are
  // its only actions: none of the others (delete, duplicate, unpublish).
  await expect(studio.publishButton).toBeVisible()
  await actionsMenu.click()
  await expect(page.getByRole('menuitem')).toHaveText(['Añadir a un lanzamiento'])
  await page.keyboard.press('Escape')
  await page.screenshot({path: test.info().outputPath('site-settings.png')})

  // «Crear nuevo documento» offers every other type of content and launches, but no second
  // settings document (and no contact request: those come from visitors).
  await page.getByRole('button', {name: 'Crear nuevo documento'}).click()
  const templates = page
    .getByRole('listbox')
    .filter({has: page.getByRole('link', {name: 'Pregunta frecuente', exact: true})})
  await expect(templates.getByRole('link')).toHaveText([
    'Documento legal',
    'Institución',
    // A launch is made in the Studio too (docs/studio.md, «Lanzamientos»).
    'Lanzamiento',
    'Página',
    'Pregunta frecuente',
    'Redirección',
    'Tipo de organización',
  ])
  await page.screenshot({path: test.info().outputPath('new-document.png')})
})
