import {emptyMetricsDay, type MetricsSegment} from '@habitum/content/metrics/day'
import type {Vital} from '@habitum/content/metrics/events'
import {addSample, type Histogram} from '@habitum/content/metrics/histogram'
import {expect, seed, test, type Locator, type Page} from './fixtures'

/** The UTC day `offset` days before today, as «Rendimiento» counts days (from 21:00 to 21:00 in Buenos Aires). */
const daysAgo = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10)
const shown = (day: string) => day.split('-').reverse().join('/')

const histogram = (vital: Vital, samples: number[]) =>
  samples.reduce<Histogram>((sum, value) => addSample(sum, vital, value), {})

function segment(fields: Partial<MetricsSegment> & Pick<MetricsSegment, 'path' | 'device'>): MetricsSegment {
  return {language: 'es', views: 0, funnel: {}, fieldErrors: {}, vitals: {}, lcpElements: {}, ...fields}
}

/** A day's metrics document as the site's server keeps it. */
function metricsDay(day: string, segments: MetricsSegment[]) {
  const document = emptyMetricsDay(day)
  segments.forEach((one, index) => (document.segments[`s${index.toString(16)}`] = one))
  return document
}

/**
 * ALCO's days: yesterday and ten days ago in the last 30, forty days ago outside them; the home
 * page beside it, never counted for ALCO. Samples in the middle of their buckets, so each p75 is
 * known by hand.
 */
const METRICS = [
  metricsDay(daysAgo(1), [
    segment({
      path: '/alco',
      device: 'phone',
      views: 12,
      funnel: {seen: 6, touched: 3, tried: 2, sent: 2},
      vitals: {LCP: histogram('LCP', [1050, 1550, 1950, 2450])},
    }),
    segment({path: '/alco', device: 'desktop', views: 3}),
    segment({
      path: '/alco',
      language: 'en',
      device: 'phone',
      views: 4,
      funnel: {seen: 2, touched: 1},
      vitals: {LCP: histogram('LCP', [5050])},
    }),
    segment({path: '/', device: 'phone', views: 100, funnel: {seen: 90, touched: 50, sent: 20}}),
  ]),
  metricsDay(daysAgo(10), [
    segment({
      path: '/alco',
      device: 'phone',
      views: 8,
      funnel: {seen: 4, touched: 1, sent: 1},
      vitals: {LCP: histogram('LCP', [2650, 2750, 2850, 2950])},
    }),
    segment({path: '/alco', language: 'en', device: 'desktop', views: 1}),
  ]),
  metricsDay(daysAgo(40), [segment({path: '/alco', device: 'phone', views: 500, funnel: {seen: 300}})]),
]

/** A stored lead as the site's endpoint writes it: the address its form was sent from. */
function lead(_id: string, page: string, daysBefore: number, fields: Record<string, unknown> = {}) {
  return {
    _id,
    _type: 'contactRequest',
    receivedAt: `${daysAgo(daysBefore)}T12:00:00.000Z`,
    name: 'Ana',
    email: `${_id}@example.com`,
    category: 'prepaga',
    message: 'Hola',
    language: page.startsWith('/en') ? 'en' : 'es',
    page,
    status: 'new',
    ...fields,
  }
}

const LEADS = [
  lead('alco-es', '/alco', 2),
  lead('alco-es-prefixed', '/es/alco', 5),
  lead('alco-en', '/en/alco', 3),
  lead('alco-spam', '/alco', 3, {status: 'spam', spamReason: 'too-fast'}),
  lead('alco-old', '/alco', 40),
  lead('home', '/', 2),
]

const table = (page: Page, caption: string) => page.getByRole('table', {name: caption, exact: true})

/** The data cells of the row whose header cells read these words. */
function cells(of: Locator, ...headers: string[]): Locator {
  let row = of.getByRole('row')
  for (const header of headers) row = row.filter({has: of.page().getByRole('rowheader', {name: header, exact: true})})
  return row.getByRole('cell')
}

/** Switches the open document to one of its views, again if the Studio's first redraw swallowed the click. */
async function chooseView(page: Page, name: string) {
  const tab = page.getByRole('tab', {name, exact: true})
  await expect(async () => {
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true', {timeout: 1_000})
  }).toPass()
}

/** The whole view in one picture: a viewport tall enough for it, as it scrolls inside the Studio. */
async function shoot(page: Page, width: number, name: string) {
  await page.setViewportSize({width, height: 800})
  const height = await page.getByTestId('performance-view').evaluate((view) => view.scrollHeight + 200)
  await page.setViewportSize({width, height})
  await page.screenshot({path: test.info().outputPath(name)})
  await page.setViewportSize({width: 1280, height: 800})
}

test("a page's «Rendimiento» shows its own last 30 days, Spanish and English side by side", async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, [...METRICS, ...LEADS])
  await studio.open()
  await studio.openDocument('Páginas', /ALCO/)
  await chooseView(page, 'Rendimiento')
  await expect(page.getByRole('heading', {name: 'Rendimiento de /alco', level: 1})).toBeVisible()
  await expect(page.getByTestId('performance-period-status')).toHaveText(
    `Del ${shown(daysAgo(29))} al ${shown(daysAgo(0))}, 30 días.`,
  )

  // Views: ALCO's only, each language apart; forty days ago and the home page left out.
  const views = table(page, 'Visitas por idioma y dispositivo')
  await expect(views.getByRole('columnheader')).toHaveText(['Dispositivo', 'Español', 'Inglés'])
  await expect(cells(views, 'Teléfono')).toHaveText(['20', '4'])
  await expect(cells(views, 'Tableta')).toHaveText(['0', '0'])
  await expect(cells(views, 'Escritorio')).toHaveText(['3', '1'])
  await expect(cells(views, 'Total')).toHaveText(['23', '5'])

  // The form: opened, started, sent, each a share of opened in its language.
  const funnel = table(page, 'Pasos del formulario por idioma')
  await expect(funnel.getByRole('columnheader')).toHaveText(['Paso', 'Español', 'Inglés'])
  await expect(cells(funnel, 'Visto')).toHaveText(['10100 % de «Visto»', '2100 % de «Visto»'])
  await expect(cells(funnel, 'Tocado')).toHaveText(['440 % de «Visto»', '150 % de «Visto»'])
  await expect(cells(funnel, 'Enviado')).toHaveText(['330 % de «Visto»', '00 % de «Visto»'])

  // Leads sent from its addresses, with or without the prefix; spam and older ones left out.
  await expect(cells(table(page, 'Solicitudes recibidas por idioma'), 'Solicitudes')).toHaveText(['2', '1'])

  // Speed: the p75 of the Spanish samples of both days (2750 ms, read as 2,8 s), the English one,
  // each figure named as «Panel» names it («Carga», «Respuesta»).
  const speed = table(page, 'Velocidad por idioma y dispositivo')
  await expect(cells(speed, 'Carga', 'Todos')).toHaveText(['2,8 sMejorable8 muestras', '5,1 sMalo1 muestra'])
  await expect(cells(speed, 'Carga', 'Teléfono')).toHaveText(['2,8 sMejorable8 muestras', '5,1 sMalo1 muestra'])
  await expect(cells(speed, 'Respuesta', 'Todos')).toHaveText(['sin muestras', 'sin muestras'])
  await expect(page.getByRole('img', {name: 'Carga por idioma (los mismos datos en la tabla)'})).toBeVisible()
  await expect(page.getByRole('img', {name: /^Respuesta por idioma/})).toHaveCount(0)

  // Said in «Panel»'s words: its days in Buenos Aires time, each speed figure as three visits in four;
  // the technical names only once «Detalle técnico» is opened.
  const view = page.getByTestId('performance-view')
  await expect(view).toContainText('Cada día va de las 21:00 del día anterior a las 21:00, hora de Buenos Aires')
  await expect(view).toContainText('Cada cifra es la de tres de cada cuatro visitas')
  await expect(view).not.toContainText(/UTC|p75|percentil|\bpx\b|\bLCP\b|\bINP\b|\bCLS\b/, {useInnerText: true})
  await view.getByText('Detalle técnico', {exact: true}).click()
  await expect(view.getByText(/percentil 75 \(p75\)/)).toBeVisible()
  await view.getByText('Detalle técnico', {exact: true}).click()

  await shoot(page, 1280, 'performance-alco-1280.png')
  await shoot(page, 375, 'performance-alco-375.png')
  // Narrow, nothing spills sideways out of the view (a wide table scrolls in its own box).
  await page.setViewportSize({width: 375, height: 800})
  expect(await page.getByTestId('performance-view').evaluate((view) => view.scrollWidth <= view.clientWidth)).toBe(true)
  await page.setViewportSize({width: 1280, height: 800})

  // Its form is one tab away.
  await chooseView(page, 'Editar')
  await expect(studio.field('slug')).toBeVisible()
})

test('«Rendimiento» of a page nothing was counted for says what will appear, not zeros', async ({
  studio,
  lake,
  page,
}) => {
  await seed(lake, METRICS)
  await studio.open()
  await studio.openDocument('Páginas', 'Habitum para empresas')
  await chooseView(page, 'Rendimiento')
  await expect(page.getByRole('heading', {name: 'Rendimiento de /empresas', level: 1})).toBeVisible()
  await expect(page.getByTestId('performance-period-status')).toContainText('30 días.')
  await expect(page.getByTestId('panel-empty')).toHaveText(
    /^Aún no hay visitas registradas de esta página en estos días\. Cuando lleguen, aquí verás cuántas hubo en cada idioma/,
  )
  await expect(page.getByTestId('performance-view').getByRole('table')).toHaveCount(0)
  await shoot(page, 1280, 'performance-empty-1280.png')
})

test.describe(() => {
  // The browser reports the refused query in the console: it is what this test makes happen.
  test.use({expectedStudioError: /status of 503/})

  test('«Rendimiento» whose figures cannot be read says so in Spanish, and «Actualizar» reads them again', async ({
    studio,
    lake,
    page,
  }) => {
    await seed(lake, METRICS)
    // The page's figures (the query naming the page's addresses) refused, as a lake that is down would.
    let refusing = true
    await page.route(/\/data\/query\/.*addresses/, (route) =>
      refusing ? route.fulfill({status: 503, body: 'Service Unavailable'}) : route.fallback(),
    )
    await studio.open()
    await studio.openDocument('Páginas', /ALCO/)
    await chooseView(page, 'Rendimiento')
    const problem = page.getByTestId('performance-view').getByRole('alert')
    await expect(problem).toContainText('No se pudieron leer las cifras.')
    await expect(problem).toContainText('Compruebe la conexión y pulse «Actualizar».')
    // The dataset's own words, for whoever maintains the site: one click away.
    await problem.getByText('Detalle técnico').click()
    await expect(problem.getByText(/HTTP 503/)).toBeVisible()
    await expect(page.getByTestId('performance-view').getByRole('table')).toHaveCount(0)
    await shoot(page, 1280, 'performance-error-1280.png')

    refusing = false
    await page.getByRole('button', {name: 'Actualizar'}).click()
    await expect(problem).toHaveCount(0)
    await expect(cells(table(page, 'Visitas por idioma y dispositivo'), 'Total')).toHaveText(['23', '5'])
  })
})
