import {buenosAiresClock, instantInBuenosAires, spanishDateTime} from '@habitum/content/calendar'
import type {TestLake} from '../support/localLake'
import {siteClock} from './siteClock'
import {expect, seed, test, type Locator, type Page, type Studio} from './fixtures'

const SCREENSHOTS = 'test-results/screenshots'
const DAY = 86_400_000

type Section = {_key: string; heading?: {es?: string; en?: string}}

/** A draft of a bundled page as the lake holds it, one section's Spanish heading changed. */
function draftWithHeading(lake: TestLake, id: string, key: string, heading: string) {
  const document = structuredClone(lake.documents.get(id)) as unknown as {sections: Section[]}
  const section = document.sections.find((candidate) => candidate._key === key)!
  section.heading = {...section.heading, es: heading}
  return {...document, _id: `drafts.${id}`}
}

/** Where a page's schedule stands, as the lake holds it. */
const scheduleState = (studio: Studio, id: string) => {
  const {status, problem} = (studio.stored(`publishSchedule-${id}`) ?? {}) as {status?: string; problem?: string}
  return {status, problem}
}

/** Monday-like: two days from now, 09:00 on the Buenos Aires clock. */
const inTwoDays = () => buenosAiresClock(new Date(Date.now() + 2 * DAY)).date

async function openSchedule(page: Page, label: 'Programar publicación' | 'Cambiar programación') {
  await page.getByRole('button', {name: 'Abrir acciones del documento'}).click()
  await page.getByRole('menuitem', {name: label}).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('Fecha')).toBeVisible()
  return dialog
}

async function schedule(page: Page, date: string, time: string) {
  const dialog = await openSchedule(page, 'Programar publicación')
  await dialog.getByLabel('Fecha').fill(date)
  await dialog.getByLabel('Hora (Buenos Aires)').fill(time)
  await dialog.getByRole('button', {name: 'Programar'}).click()
  await expect(dialog).toHaveCount(0)
}

const pageText = async (url: string) => (await fetch(url)).text()

test('a change scheduled for 09:00 goes live on the site when the server’s clock gets there; a past hour and a second schedule are refused', async ({
  studio,
  lake,
  startSite,
  page,
}) => {
  const clock = siteClock()
  const site = await startSite({
    today: clock.start,
    env: {FAKE_NOW_FILE: clock.file, SCHEDULED_PUBLISHING_CHECK_SECONDS: '1'},
  })
  const heading = 'Herramientas nuevas para tu plan, desde el lunes'
  await seed(lake, [draftWithHeading(lake, 'page-alco', 'alcoFeatures', heading)])
  await page.setViewportSize({width: 1280, height: 900})
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)

  // An hour that has passed is refused, in Spanish, and nothing is written.
  const yesterday = buenosAiresClock(new Date(Date.now() - DAY)).date
  const dialog = await openSchedule(page, 'Programar publicación')
  await dialog.getByLabel('Fecha').fill(yesterday)
  await dialog.getByLabel('Hora (Buenos Aires)').fill('09:00')
  await dialog.getByRole('button', {name: 'Programar'}).click()
  await expect(dialog.getByTestId('schedule-problem')).toContainText('Esa hora ya pasó')
  await page.keyboard.press('Escape')
  expect(studio.stored('publishSchedule-page-alco')).toBeNull()

  const date = inTwoDays()
  await schedule(page, date, '09:00')
  const publishAt = instantInBuenosAires(date, '09:00')!
  await expect.poll(() => studio.stored('publishSchedule-page-alco')).toMatchObject({status: 'scheduled', publishAt})
  await expect(page.getByTestId('schedule-notice')).toContainText('Se publicará el')
  await expect(page.getByTestId('schedule-notice')).toContainText('09:00 (hora de Buenos Aires)')
  await page.screenshot({path: `${SCREENSHOTS}/studio-scheduled-notice.png`})

  // One schedule per page: the action now moves it.
  const again = await openSchedule(page, 'Cambiar programación')
  await expect(again).toContainText('Programada para el')
  await page.screenshot({path: `${SCREENSHOTS}/studio-schedule-dialog.png`})
  await page.keyboard.press('Escape')

  // «Programado» lists it.
  await page.getByTestId('pane-item-Programado').click()
  await expect(page.getByText(/09:00 · ALCO/).first()).toBeVisible()

  // Before its time the site shows the published heading.
  expect(await pageText(`${site.url}/alco`)).not.toContain(heading)
  // The server's clock reaches 09:00 in Buenos Aires: it publishes, the site shows it.
  clock.set(new Date(Date.parse(publishAt) + 60_000).toISOString())
  await expect.poll(() => scheduleState(studio, 'page-alco')).toEqual({status: 'published', problem: undefined})
  await expect.poll(() => pageText(`${site.url}/alco`), {timeout: 60_000}).toContain(heading)
  expect(studio.stored('drafts.page-alco')).toBeNull()
  expect(studio.stored('publishSchedule-page-alco')).toMatchObject({status: 'published'})
  expect(site.output()).toMatch(/\[scheduled\] page-alco: published as scheduled/)
})

test('a cancelled schedule does not go live, while another page scheduled for the same hour does', async ({
  studio,
  lake,
  startSite,
  page,
}) => {
  const clock = siteClock()
  const site = await startSite({
    today: clock.start,
    env: {FAKE_NOW_FILE: clock.file, SCHEDULED_PUBLISHING_CHECK_SECONDS: '1'},
  })
  const cancelled = 'Un encabezado que no se publicará'
  const kept = 'Tu aliado digital, desde el lunes'
  await seed(lake, [
    draftWithHeading(lake, 'page-alco', 'alcoFeatures', cancelled),
    draftWithHeading(lake, 'page-home', 'hero1', kept),
  ])
  await page.setViewportSize({width: 375, height: 800})
  const date = inTwoDays()
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)
  await schedule(page, date, '09:00')
  await expect(page.getByTestId('schedule-notice')).toContainText('Se publicará el')
  const dialog = await openSchedule(page, 'Cambiar programación')
  await page.screenshot({path: `${SCREENSHOTS}/studio-schedule-dialog-375.png`})
  await dialog.getByRole('button', {name: 'Cancelar programación'}).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => studio.stored('publishSchedule-page-alco')).toBeNull()
  await expect(page.getByTestId('schedule-notice')).toHaveCount(0)

  await studio.open()
  await studio.openDocument('Páginas', 'Inicio')
  await schedule(page, date, '09:00')
  await expect.poll(() => studio.stored('publishSchedule-page-home')).toMatchObject({status: 'scheduled'})

  clock.set(new Date(Date.parse(instantInBuenosAires(date, '09:00')!) + 60_000).toISOString())
  // The home page went live in the pass that would have published the cancelled one.
  await expect.poll(() => scheduleState(studio, 'page-home')).toEqual({status: 'published', problem: undefined})
  await expect.poll(() => pageText(`${site.url}/`), {timeout: 60_000}).toContain(kept)
  expect(await pageText(`${site.url}/alco`)).not.toContain(cancelled)
  expect(studio.stored('drafts.page-alco')).not.toBeNull()
})

/**
 * The parts of a line whose text is cut: wider than their own box (run under an ellipsis), or drawn
 * past the line's edges (one wrapped line over the next). Each part holding text is measured (its box, and the box of its words).
 */
const cutParts = (line: Locator) =>
  line.evaluate((element) => {
    const edge = element.getBoundingClientRect()
    return [...element.querySelectorAll('*')]
      .filter((part) => part.children.length === 0 && part.textContent?.trim())
      .filter((part) => {
        const words = document.createRange()
        words.selectNodeContents(part)
        const box = words.getBoundingClientRect()
        return (
          part.scrollWidth > part.clientWidth + 1 ||
          box.left < edge.left ||
          box.right > edge.right + 1 ||
          box.top < edge.top ||
          box.bottom > edge.bottom + 1
        )
      })
      .map((part) => `${part.scrollWidth}>${part.clientWidth}: ${part.textContent}`)
  })

test('«Programado» shows each line whole, its page and its state, and drops a page published by hand since', async ({
  studio,
  lake,
  page,
}) => {
  const failedAt = new Date(Date.now() - DAY).toISOString()
  const waitsFor = instantInBuenosAires(inTwoDays(), '09:00')!
  const alco = 'ALCO: plan de descenso de peso'
  const scheduleOf = (id: string, title: string, fields: Record<string, unknown>) => ({
    _id: `publishSchedule-${id}`,
    _type: 'publishSchedule',
    documentId: id,
    documentType: 'page',
    title,
    contentHash: 'scheduled-version',
    ...fields,
  })
  // A change to ALCO that did not go live yesterday, and the home page waiting for Monday.
  await seed(lake, [
    draftWithHeading(lake, 'page-alco', 'alcoFeatures', 'Herramientas nuevas para su plan'),
    scheduleOf('page-alco', alco, {publishAt: failedAt, status: 'failed', problem: 'Falta la aprobación.'}),
    scheduleOf('page-home', 'Inicio', {publishAt: waitsFor, status: 'scheduled'}),
  ])
  const failedLine = `${spanishDateTime(failedAt)} · ${alco} · No se publicó`
  const waitingLine = `${spanishDateTime(waitsFor)} · Inicio`
  const line = (text: string) => page.getByTestId(`pane-item-${text}`)

  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({width, height})
    await studio.open()
    await page.getByTestId('pane-item-Programado').click()
    for (const text of [failedLine, waitingLine]) {
      await expect(line(text)).toBeVisible()
      await expect(line(text)).toHaveText(text)
      expect(await cutParts(line(text)), `«${text}» whole at ${width} px`).toEqual([])
    }
    await page.screenshot({path: `${SCREENSHOTS}/studio-scheduled-list-${width}.png`})
  }

  // An editor publishes ALCO by hand: its schedule ended, so the page and the list no longer announce it.
  await line(failedLine).click()
  await expect(page.getByTestId('schedule-notice')).toContainText('No se publicó el')
  await studio.publish('page-alco')
  await expect(page.getByTestId('schedule-notice')).toHaveCount(0)
  await studio.open()
  await page.getByTestId('pane-item-Programado').click()
  await expect(line(waitingLine)).toBeVisible()
  await expect(line(failedLine)).toHaveCount(0)
})
