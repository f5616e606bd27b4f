import {readFileSync} from 'node:fs'
import path from 'node:path'
import {addDays, shortSpanishDate, spanishDate, todayInBuenosAires} from '@habitum/content/calendar'
import AxeBuilder from '@axe-core/playwright'
import {expect, seed, siteRegenerated, test, type Page, type Studio} from './fixtures'

const SNAPSHOT = readFileSync(path.resolve(__dirname, '../../content/data.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line) as {_id: string; sections?: unknown[]; answer?: unknown})
/** The sections of the «alco» page and an answer of the FAQ, for seeded documents. */
const SECTIONS = SNAPSHOT.find((document) => document._id === 'page-alco')!.sections
const ANSWER = SNAPSHOT.find((document) => document._id === 'faq-2')!.answer

const page = (id: string, title: string, slug: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'page',
  englishVersion: 'complete',
  title: {_type: 'localeString', es: title, en: title},
  slug: {_type: 'slug', current: slug},
  sections: SECTIONS,
  ...fields,
})
const question = (id: string, key: number, text: string, fields: Record<string, unknown> = {}) => ({
  _id: id,
  _type: 'faqItem',
  englishVersion: 'complete',
  key,
  question: {_type: 'localeString', es: text, en: text},
  answer: ANSWER,
  ...fields,
})
const ref = (id: string) => ({_type: 'reference', _ref: id})

/**
 * Publishes the open document once reloaded. Each change is validated in turn (a redirect's page
 * fetched each time), and a publish asked for meanwhile may be judged by an earlier run, one with
 * a choice still missing, and refused. Opened afresh, the Studio validates the draft as it is now,
 * once, then publishes. The «Vigencia» tab is opened again.
 */
async function publishAfresh(studio: Studio, id: string, title: string) {
  await studio.page.reload()
  await expect(studio.page.getByTestId('document-panel-document-title')).toHaveText(title)
  await studio.publish(id)
  await studio.page.getByRole('tab', {name: 'Vigencia'}).click()
}

/** The lines of «Revisión periódica», top to bottom. */
const reviewLines = (browser: Page) =>
  browser
    .locator('[data-testid^="pane-item-Vence el "], [data-testid^="pane-item-Vencida el "]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!.replace(/^pane-item-/, '')))

test('«Revisión periódica» lists what is overdue or due within 30 days, oldest first, and lets it go once reviewed', async ({
  studio,
  lake,
  page: browser,
}) => {
  // The Studio's «today» is the browser's, in Buenos Aires, as here.
  const today = todayInBuenosAires()
  const day = (days: number) => addDays(today, days)
  await seed(lake, [
    question('faq-review-late', 901, '¿Pregunta muy vencida?', {reviewBy: day(-40)}),
    page('page-review-late', 'Página vencida', 'pagina-vencida', {reviewBy: day(-3)}),
    question('faq-review-today', 902, '¿Pregunta que vence hoy?', {reviewBy: today}),
    question('faq-review-soon', 903, '¿Pregunta por vencer?', {reviewBy: day(10)}),
    page('page-review-edge', 'Página en el límite', 'pagina-limite', {reviewBy: day(30)}),
    question('faq-review-later', 904, '¿Pregunta para más adelante?', {reviewBy: day(31)}),
    // No date of its own: due a year after this publication, so not listed.
    question('faq-review-default', 905, '¿Pregunta recién publicada?'),
    // A draft is not what visitors see: only published documents are listed.
    question('drafts.faq-review-draft', 906, '¿Pregunta en borrador?', {reviewBy: day(-100)}),
  ])

  await studio.open()
  await browser.getByTestId('pane-item-Revisión periódica').click()
  const expected = [
    `Vencida el ${shortSpanishDate(day(-40))} · ¿Pregunta muy vencida?`,
    `Vencida el ${shortSpanishDate(day(-3))} · Página vencida`,
    `Vencida el ${shortSpanishDate(today)} · ¿Pregunta que vence hoy?`,
    `Vence el ${shortSpanishDate(day(10))} · ¿Pregunta por vencer?`,
    `Vence el ${shortSpanishDate(day(30))} · Página en el límite`,
  ]
  // The snapshot's own pages and questions were published just now: none is due for a year.
  await expect.poll(() => reviewLines(browser)).toEqual(expected)
  await browser.screenshot({path: test.info().outputPath('para-revisar.png')})

  // Reviewed: the editor opens it from the list, sets the next date and publishes; it leaves the list.
  await browser.getByTestId(`pane-item-${expected[0]}`).click()
  await expect(studio.field('reviewBy')).toBeVisible()
  await expect(studio.field('reviewBy')).toContainText('Revisar antes de')
  await studio.field('reviewBy').getByTestId('date-input').fill(day(365))
  await studio.field('reviewBy').getByTestId('date-input').press('Tab')
  await expect.poll(() => studio.stored('drafts.faq-review-late')?.reviewBy).toBe(day(365))
  await studio.publish('faq-review-late')
  await expect.poll(() => reviewLines(browser)).toEqual(expected.slice(1))
})

test('a page’s end date: refused on the home page, and a redirect must go to another page that stays published', async ({
  studio,
  lake,
  page: browser,
}) => {
  const today = todayInBuenosAires()
  const day = (days: number) => addDays(today, days)
  await seed(lake, [
    page('page-temporal', 'Temporal', 'temporal', {endDate: day(5), afterEnd: 'gone'}),
    page('page-promo-vieja', 'Promo vieja', 'promo-vieja'),
    page('page-a-si-misma', 'Apunta a sí misma', 'a-si-misma'),
    page('drafts.page-promo-vieja', 'Promo vieja', 'promo-vieja', {
      endDate: day(20),
      afterEnd: 'redirect',
      endRedirect: ref('page-temporal'),
    }),
    page('drafts.page-a-si-misma', 'Apunta a sí misma', 'a-si-misma', {
      endDate: day(20),
      afterEnd: 'redirect',
      endRedirect: ref('page-a-si-misma'),
    }),
  ])
  const problems = async (title: string, messages: string[]) => {
    await browser.getByTestId('document-list-pane').getByText(title, {exact: true}).first().click()
    await expect(browser.getByTestId('document-panel-document-title')).toHaveText(title)
    await browser.getByRole('button', {name: 'Validación', exact: true}).click()
    for (const message of messages) await expect(browser.getByText(message).filter({visible: true})).toBeVisible()
    await browser.getByRole('button', {name: 'Cerrar validación'}).click()
    await expect(studio.publishButton).toBeDisabled()
  }

  await studio.open()
  await browser.getByTestId('pane-item-Páginas').click()
  await problems('Apunta a sí misma', ['Una página no puede redirigir a sí misma: elija otra'])
  await problems('Promo vieja', [
    `«Temporal» deja de mostrarse el ${spanishDate(day(5))}: elija una página que siga publicada`,
  ])
  await browser.getByRole('tab', {name: 'Vigencia'}).click()
  await browser.getByRole('button', {name: 'Validación', exact: true}).click()
  await browser
    .getByText('La página a la que van los visitantes desde esa fecha, en su mismo idioma.')
    .scrollIntoViewIfNeeded()
  await browser.screenshot({path: test.info().outputPath('fin-redirigir.png')})
  await browser.getByRole('button', {name: 'Cerrar validación'}).click()

  // As an editor sets it: the date, then «Redirigir», which asks for the page.
  await browser.getByTestId('document-list-pane').getByText('ALCO: plan de descenso de peso').first().click()
  await expect(browser.getByTestId('document-panel-document-title')).toHaveText('ALCO: plan de descenso de peso')
  await browser.getByRole('tab', {name: 'Vigencia'}).click()
  await expect(studio.field('afterEnd')).toHaveCount(0)
  await studio.field('endDate').getByTestId('date-input').fill(day(20))
  await studio.field('endDate').getByTestId('date-input').press('Tab')
  await studio.field('afterEnd').getByText('Su dirección lleva a otra página').click()
  const redirectField = browser.getByText('La página a la que van los visitantes desde esa fecha, en su mismo idioma.')
  await expect(redirectField).toBeVisible()
  await expect.poll(() => studio.stored('drafts.page-alco')?.afterEnd).toBe('redirect')
  await browser.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    browser.getByText('Elija la página a la que se redirige después de la fecha').filter({visible: true}),
  ).toBeVisible()
  await browser.getByRole('button', {name: 'Cerrar validación'}).click()
  await expect(studio.publishButton).toBeDisabled()

  // Chosen instead: 410. The redirect's page is no longer asked for, and the page publishes.
  await studio.field('afterEnd').getByText('La página deja de existir para los visitantes').click()
  await expect(redirectField).toHaveCount(0)
  await expect.poll(() => studio.stored('drafts.page-alco')?.afterEnd).toBe('gone')
  await publishAfresh(studio, 'page-alco', 'ALCO: plan de descenso de peso')
  expect(studio.stored('page-alco')).toMatchObject({endDate: day(20), afterEnd: 'gone'})

  // The home page cannot be given an end date.
  await browser.getByTestId('document-list-pane').getByText('Inicio', {exact: true}).first().click()
  await expect(browser.getByTestId('document-panel-document-title')).toHaveText('Inicio')
  await browser.getByRole('tab', {name: 'Vigencia'}).click()
  await studio.field('endDate').getByTestId('date-input').fill(day(10))
  await studio.field('endDate').getByTestId('date-input').press('Tab')
  await expect.poll(() => studio.stored('drafts.page-home')?.endDate).toBe(day(10))
  await browser.getByRole('button', {name: 'Validación', exact: true}).click()
  await expect(
    browser
      .getByText('La página de inicio no puede dejar de mostrarse: el sitio se quedaría sin portada. Borre la fecha.')
      .filter({visible: true}),
  ).toBeVisible()
  await browser.screenshot({path: test.info().outputPath('fin-inicio.png')})
  // Nothing to choose for a page that cannot end.
  await expect(studio.field('afterEnd')).toHaveCount(0)
  await expect(studio.publishButton).toBeDisabled()
})

test('a page ended in the Studio today: both back ends answer 410, then the chosen redirect, and drop it from the sitemap', async ({
  studio,
  startSite,
  page: browser,
}) => {
  // The site reading the files the lake writes (the snapshot, through groq-js), and one reading the lake as a Sanity project.
  const sites = [await startSite(), await startSite({fromLake: true})]
  const today = todayInBuenosAires()
  await studio.open()
  await studio.openDocument('Páginas', 'ALCO: plan de descenso de peso')
  await browser.getByRole('tab', {name: 'Vigencia'}).click()
  await studio.field('endDate').getByTestId('date-input').fill(today)
  await studio.field('endDate').getByTestId('date-input').press('Tab')
  await studio.field('afterEnd').getByText('La página deja de existir para los visitantes').click()
  await expect.poll(() => studio.stored('drafts.page-alco')?.afterEnd).toBe('gone')
  await publishAfresh(studio, 'page-alco', 'ALCO: plan de descenso de peso')

  const visitor = await browser.context().newPage()
  for (const site of sites) {
    await siteRegenerated(site, 'page-alco')
    const answer = await visitor.goto(`${site.url}/en/alco`)
    expect(answer?.status()).toBe(410)
    await expect(visitor.getByRole('heading', {level: 1})).toHaveText('This page no longer exists')
    await expect(visitor.getByRole('link', {name: 'Back to the home page'})).toHaveAttribute('href', '/en/')
    const axe = await new AxeBuilder({page: visitor})
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze()
    expect(axe.violations).toEqual([])
    await expect
      .poll(async () => (await (await fetch(`${site.url}/sitemap.xml`)).text()).match(/\/alco</g)?.length ?? 0)
      .toBe(0)
  }
  await visitor.screenshot({path: test.info().outputPath('410-en.png')})

  // Sent to the home page instead: a 308 there, in the visitor's language.
  await studio.field('afterEnd').getByText('Su dirección lleva a otra página').click()
  await browser.getByTestId('reference-input').getByTestId('autocomplete').fill('Inicio')
  await browser.getByTestId('autocomplete-popover').getByText('Inicio', {exact: true}).click()
  await expect.poll(() => studio.stored('drafts.page-alco')?.endRedirect).toMatchObject({_ref: 'page-home'})
  await publishAfresh(studio, 'page-alco', 'ALCO: plan de descenso de peso')
  for (const site of sites) {
    await expect
      .poll(async () => {
        const moved = await fetch(`${site.url}/en/alco?ref=qr`, {redirect: 'manual'})
        return [moved.status, moved.headers.get('location')]
      })
      .toEqual([308, '/en?ref=qr'])
  }
})
