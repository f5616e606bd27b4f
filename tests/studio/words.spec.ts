import type {TestLake} from '../support/localLake'
import {expect, seed, test, type Page} from './fixtures'

/**
 * The Studio's words where an editor reads them (tests/studio/words.test.ts checks them all as
 * text): a title too long is counted once, as the site prints it; the breadcrumbs of nested items
 * keep the titles' own case; the words of a page's end are those of what visitors see. Each screen
 * is kept as a screenshot.
 */

const shot = (page: Page, name: string) => page.screenshot({path: test.info().outputPath(`${name}.png`)})

/** /alco as a draft whose Spanish search title has 72 characters, 82 with « · Habitum». */
function alcoWithTitle(lake: TestLake, title: string) {
  const alco = structuredClone(lake.documents.get('page-alco')) as unknown as {seo: {title: {es: string}}}
  alco.seo.title.es = title
  return {...alco, _id: 'drafts.page-alco'}
}

test('a search title too long is one warning, on the title as the site prints it, with one count', async ({
  studio,
  lake,
  page,
}) => {
  const title = 'ALCO: tu plan de descenso de peso en la app con tu equipo de salud cerca'
  expect(title).toHaveLength(72)
  await seed(lake, [alcoWithTitle(lake, title)])
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await page.getByRole('tab', {name: 'Buscadores', exact: true}).click()

  // Printed with the brand after it: 82 characters. Said so once under the preview…
  const sentence = `El título en español, tal como lo muestra el sitio («${title} · Habitum»), tiene 82 caracteres: los buscadores muestran unos 60 y el final no se verá.`
  await expect(page.getByTestId('search-cut-es')).toHaveText(sentence)
  // …and no limit of the field's own, which counted the title without the brand (72) as an error.
  await expect(studio.field('seo.title').getByTestId('input-validation-icon-error')).toHaveCount(0)
  await expect(page.getByText(/Máximo \d+ caracteres/)).toHaveCount(0)
  await page.getByTestId('seo-preview').scrollIntoViewIfNeeded()
  await shot(page, 'search-title-preview')

  // The validation panel holds that one warning, with the same words: nothing to fix before publishing.
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  const panel = page.getByRole('complementary').filter({hasText: 'Validación'}).last()
  await expect(panel.getByText(sentence)).toBeVisible()
  await expect(panel.getByText(/caracteres/)).toHaveCount(1)
  await shot(page, 'search-title-validation')
  await expect(studio.publishButton).toBeEnabled()
})

test('the breadcrumb of a nested item keeps its title as written, in sentence case', async ({studio, page}) => {
  await studio.open()
  await studio.openDocument('Páginas', 'Inicio')
  const crumb = (title: string) =>
    page.getByTestId('nested-object-dialog').last().locator(`[data-testid^="breadcrumb-item-"][title="${title}"]`)
  // Sanity draws these titles with `text-transform: capitalize` («Tu Aliado Digital Para…»): undone.
  const sentenceCase = (title: string) =>
    expect(crumb(title).locator('[style*="text-transform"]')).toHaveCSS('text-transform', 'none')

  const hero = 'Tu aliado digital para adquirir hábitos saludables'
  await studio.field('sections').getByText(hero).click()
  await sentenceCase(hero)
  await shot(page, 'breadcrumb-section')
  await page.keyboard.press('Escape')

  // Two levels down: a tab of «La aplicación (pestañas)».
  const showcase = 'Todo lo que necesitas para cuidarte, en una sola app'
  await studio.field('sections').getByText(showcase).click()
  await page.getByTestId('nested-object-dialog').last().getByText('Actividad', {exact: true}).click()
  await expect(crumb('Actividad')).toBeVisible()
  await sentenceCase(showcase)
  await shot(page, 'breadcrumb-nested')
})

test('a legal revision’s breadcrumb reads «En vigor desde…», not «En Vigor Desde…»', async ({studio, page}) => {
  await studio.open()
  await studio.openDocument('Documentos legales', 'Términos y condiciones de uso')
  await studio
    .field('revisions')
    .getByText(/^En vigor desde /)
    .first()
    .click()
  const crumb = page
    .getByTestId('nested-object-dialog')
    .last()
    .locator('[data-testid^="breadcrumb-item-"][title^="En vigor desde "]')
  await expect(crumb).toHaveAttribute('title', /^En vigor desde el \d{1,2} de \p{L}+ de \d{4}$/u)
  await expect(crumb.locator('[style*="text-transform"]')).toHaveCSS('text-transform', 'none')
  await shot(page, 'breadcrumb-legal-revision')
})

test('a page’s end speaks of what visitors see, and a field of its English version is labelled «Inglés»', async ({
  studio,
  page,
}) => {
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await expect(page.getByRole('textbox', {name: 'Inglés', exact: true}).first()).toBeVisible()
  await expect(page.getByRole('textbox', {name: 'English', exact: true})).toHaveCount(0)
  await shot(page, 'english-label')

  await page.getByRole('tab', {name: 'Vigencia', exact: true}).click()
  await studio.field('endDate').getByTestId('date-input').fill('2099-01-01')
  // A date is taken when the field is left, as an editor moves on.
  await page.keyboard.press('Tab')
  const afterEnd = studio.field('afterEnd')
  await expect(afterEnd.getByText('La página deja de existir para los visitantes')).toBeVisible()
  await expect(afterEnd.getByText('Su dirección lleva a otra página')).toBeVisible()
  await expect(afterEnd).not.toContainText(/\b(308|410)\b/)
  await afterEnd.scrollIntoViewIfNeeded()
  await shot(page, 'page-end')
})

test('Vision, the raw query tool, is there for the lake’s member, an administrator', async ({studio, page}) => {
  await studio.open()
  await expect(page.getByRole('link', {name: 'Vision'}).or(page.getByRole('button', {name: 'Vision'}))).toBeVisible()
  await shot(page, 'tools-administrator')
})

test('the other screens whose words changed: a redirect, an erasure, a legal document’s address, a section’s anchor, a length limit', async ({
  studio,
  lake,
  page,
}) => {
  const alco = structuredClone(lake.documents.get('page-alco')) as unknown as {sections: object[]}
  alco.sections.unshift({
    _type: 'contact',
    _key: 'contact9',
    anchor: 'contactus',
    heading: {_type: 'localeString', es: 'Escríbanos'},
    intro: {_type: 'localeText', es: 'Le respondemos en el día.'},
  })
  await seed(lake, [
    {_id: 'redirect-promo', _type: 'redirect', from: '/promo-2024', to: '/alco', permanent: false},
    {_id: 'erasure-1', _type: 'contactErasure', erasedAt: '2026-01-05T12:00:00Z', count: 2, reason: 'request'},
    {...alco, _id: 'drafts.page-alco'},
  ])
  await studio.open()

  // A redirect says how long it lasts, not its status code.
  await studio.openDocument('Redirecciones', '/promo-2024 → /alco')
  await expect(page.getByTestId('document-list-pane').getByText('Temporal', {exact: true})).toBeVisible()
  await expect(studio.document.getByText(/^Activado: para siempre.*Desactivado: por un tiempo/)).toBeVisible()
  await expect(page.getByText(/\((307|308)\)/)).toHaveCount(0)
  await shot(page, 'redirect')

  // A legal document's address, without a placeholder in braces.
  await studio.open()
  await studio.openDocument('Documentos legales', 'Términos y condiciones de uso')
  await expect(studio.field('slug')).toContainText('El documento se publica en /legal/ seguido de esta dirección')
  await shot(page, 'legal-address')

  // A section's anchor, and a text over its limit, named by its language.
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await expect(page.getByRole('textbox', {name: 'Dirección', exact: true})).toHaveValue('alco')
  await studio
    .input('title.es')
    .fill('ALCO: plan de descenso de peso con acompañamiento de un equipo de salud, todos los días')
  await page.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(page.getByText(/^Máximo 80 caracteres en español: tiene \d+$/).filter({visible: true})).toBeVisible()
  await shot(page, 'length-limit')
  await page.getByRole('button', {name: 'Cerrar validación'}).click()
  await studio.field('sections').getByText('Escríbanos').click()
  const anchor = page.getByTestId('nested-object-dialog').last()
  await expect(anchor).toContainText('el destino del botón es «#contactus»')
  await shot(page, 'contact-anchor')
  await page.keyboard.press('Escape')

  // An entry of the erasure log: its fingerprint, in words.
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Registro de borrados').click()
  await page.getByText('2 solicitudes borradas').click()
  await expect(studio.field('addressHash')).toContainText('del que no se puede volver a la dirección')
  await shot(page, 'erasure')
})

/** The words «Panel» once used that only whoever maintains the site reads: now under «Detalle técnico». */
const TECHNICAL = /\bUTC\b|\bp75\b|percentil|histograma|\b(?:LCP|INP|CLS)\b|web\.dev|\d\s*px\b|utm_/

test('«Panel» says its figures in the staff’s words, technical names folded away; a lead’s arrival is said in words', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [
    {
      _id: 'words-lead',
      _type: 'contactRequest',
      name: 'Ana',
      email: 'ana@example.com',
      category: 'prepaga',
      message: 'Hola',
      language: 'es',
      page: '/',
      status: 'new',
      receivedAt: '2026-11-28T07:54:00.000Z',
    },
  ])
  await studio.open('/panel')
  const panel = page.getByTestId('panel-tool')
  await expect(page.getByRole('heading', {name: 'Panel', level: 1})).toBeVisible()
  await expect(panel.getByText('Los límites que recomienda Google:', {exact: false})).toBeVisible()
  // What is drawn (innerText: a closed «Detalle técnico» is not) holds none of those words…
  await expect(panel).not.toContainText(TECHNICAL, {useInnerText: true})
  await shot(page, 'panel-words')
  // …which whoever maintains the site still finds, opened.
  const detail = panel.locator('details').filter({hasText: 'Detalle técnico'}).first()
  await detail.getByText('Detalle técnico').click()
  await expect(detail).toContainText('percentil 75 (p75)', {useInnerText: true})
  await expect(detail).toContainText('767 px', {useInnerText: true})

  // A lead's arrival: in words, on the Buenos Aires clock, not «2026-11-28 04:54».
  await studio.open()
  await studio.leadsMenuItem.click()
  await page.getByTestId('pane-item-Bandeja').click()
  await page.getByText('Ana <ana@example.com>').click()
  await expect(page.getByTestId('instant-in-words')).toHaveText(
    'Recibida: el 28 de noviembre de 2026 a las 04:54, hora de Buenos Aires',
  )
  await expect(studio.document).not.toContainText(/\b\d{4}-\d{2}-\d{2}\b/, {useInnerText: true})
  await shot(page, 'lead-received')
})

test('reordering a page’s sections with the keyboard is announced in Spanish, each section by its title', async ({
  studio,
  page,
}) => {
  await studio.open()
  await studio.openDocument('Páginas', 'Inicio')
  const hero = 'Tu aliado digital para adquirir hábitos saludables'
  const handle = studio.field('sections').getByRole('button').and(page.locator('[data-ui="DragHandleButton"]')).first()
  await handle.focus()
  // What a screen reader reads on the handle: how to move it, in Spanish.
  const instructions = await handle.getAttribute('aria-describedby')
  await expect(page.locator(`[id="${instructions}"]`)).toHaveText(/^Para mover un elemento, pulse la barra espaciadora/)
  await expect(handle).toHaveAttribute('aria-roledescription', 'elemento que se puede mover')

  const said = page.locator('[id^="DndLiveRegion-"]')
  await page.keyboard.press('Space')
  // Picked up («Ha tomado…»), then at once over its own place: what the region holds now.
  await expect(said.filter({hasText: hero})).toHaveText(
    new RegExp(`^(?:Ha tomado «${hero}»\\.|«${hero}», en su lugar\\.)`),
  )
  await page.keyboard.press('ArrowDown')
  await expect(said.filter({hasText: 'en el lugar de'})).toHaveText(
    new RegExp(`^«${hero}», en el lugar de «[^»]+»\\.$`),
  )
  await page.keyboard.press('Space')
  await expect(said.filter({hasText: 'Ha soltado'})).toHaveText(
    new RegExp(`^Ha soltado «${hero}» en el lugar de «[^»]+»\\.$`),
  )
  // Never @dnd-kit's English, never an item's key.
  await expect(said.filter({hasText: /Draggable|droppable|Picked up/})).toHaveCount(0)
  await shot(page, 'sections-reordered')
})
