import {expect, seed, test} from './fixtures'

/**
 * The launch document (schemas/documents/launch.ts) as the Studio shows it, before its own screens
 * (issue 55): its fields in Spanish, and its validation in the editors' words, the rule «already in
 * another launch» answered by the lake.
 */
test('a launch whose FAQ item is in another waiting launch and whose hour has passed says both, in Spanish', async ({
  studio,
  page,
}) => {
  const change = {_key: 'c1', _type: 'change', documentId: 'faq-1', documentType: 'faqItem'}
  await seed(studio.lake, [
    {
      _id: 'launch-privacidad',
      _type: 'launch',
      title: 'Política de privacidad 2027',
      status: 'scheduled',
      changes: [change],
    },
    {
      _id: 'launch-verano',
      _type: 'launch',
      title: 'Campaña de verano',
      status: 'draft',
      changes: [change],
      publishAt: '2025-12-10T12:00:00.000Z',
    },
  ])
  // The desk's «Lanzamientos» lists every launch, whatever its state; one opens from there.
  await studio.open()
  await page.getByTestId('pane-item-Lanzamientos').click()
  await expect(page.getByTestId('document-list-pane').getByText('Política de privacidad 2027')).toBeVisible()
  await studio.openDocument('Lanzamientos', 'Campaña de verano')
  await expect(studio.input('title')).toHaveValue('Campaña de verano')
  await expect(studio.field('publishAt').getByText('Se publica el', {exact: true})).toBeVisible()

  // The validation panel lists each problem under its field's title.
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    page.getByRole('button', {
      name: 'Cambios / Cambio Este documento ya está en el lanzamiento «Política de privacidad 2027»: quítelo de allí o espere a que se publique.',
    }),
  ).toBeVisible()
  await expect(
    page.getByRole('button', {
      name: 'Se publica el Esa hora ya pasó (miércoles, 10 de diciembre de 2025, 09:00): elija una fecha y hora futuras.',
    }),
  ).toBeVisible()
  await page.screenshot({path: test.info().outputPath('launch-document.png')})
  await studio.field('publishAt').scrollIntoViewIfNeeded()
  // On the Buenos Aires clock (12:00 UTC is 09:00 there), day first as the staff write dates.
  await expect(studio.input('publishAt')).toHaveValue('10/12/2025 09:00')
  await expect(studio.field('publishAt').getByText('Buenos Aires', {exact: true})).toBeVisible()
  await page.screenshot({path: test.info().outputPath('launch-date.png')})
})
