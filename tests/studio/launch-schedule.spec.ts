import {buenosAiresClock, instantInBuenosAires} from '@habitum/content/calendar'
import {siteClock} from './siteClock'
import {expect, seed, test} from './fixtures'

/**
 * A launch scheduled on its screen (issue 55): «Se publica el» on the Buenos Aires clock, then
 * «Programar»; the site's server, its clock moved past that hour (tests/studio/fakeDate.mjs),
 * publishes every change of the launch together.
 */
const DAY = 86_400_000
const QUESTION = '¿Qué es Habitum, desde el lunes?'
const HEADING = 'Herramientas nuevas para tu plan, desde el lunes'

const text = async (url: string) => (await fetch(url)).text()

test('a launch scheduled for 09:00 goes live whole when the server’s clock gets there', async ({
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
  const faq = structuredClone(lake.documents.get('faq-1')) as unknown as Record<string, unknown>
  const alco = structuredClone(lake.documents.get('page-alco')) as unknown as Record<string, unknown> & {
    sections: Array<{_key: string; heading?: Record<string, string>}>
  }
  const features = alco.sections.find(({_key}) => _key === 'alcoFeatures')!
  features.heading = {...features.heading, es: HEADING}
  await seed(lake, [
    {...faq, _id: 'drafts.faq-1', _rev: undefined, question: {...(faq.question as object), es: QUESTION}},
    {...alco, _id: 'drafts.page-alco', _rev: undefined},
    {
      _id: 'launch-lunes',
      _type: 'launch',
      title: 'Novedades del lunes',
      status: 'draft',
      changes: [
        {_key: 'c1', _type: 'change', documentId: 'faq-1', documentType: 'faqItem'},
        {_key: 'c2', _type: 'change', documentId: 'page-alco', documentType: 'page'},
      ],
    },
  ])

  // Two days from now, 09:00 in Buenos Aires, typed as the field shows dates (DD/MM/YYYY HH:mm).
  const day = buenosAiresClock(new Date(Date.now() + 2 * DAY)).date
  const [year, month, date] = day.split('-')
  const hour = instantInBuenosAires(day, '09:00')!
  await studio.open('/intent/edit/id=launch-lunes;type=launch')
  await expect(page.getByTestId('launch-readiness')).toContainText('Listo para publicarse', {timeout: 60_000})
  const when = studio.field('publishAt').locator('input').first()
  await when.fill(`${date}/${month}/${year} 09:00`)
  await when.press('Enter')
  await expect.poll(() => studio.stored('launch-lunes')?.publishAt).toBe(hour)
  // The date just typed is the launch's own change: its checks run again, and «Programar» asks to
  // wait for them («Espere a que terminen las comprobaciones…»); the editor clicks again.
  await expect(async () => {
    await page.getByRole('button', {name: 'Programar', exact: true}).click()
    await expect(page.getByTestId('launch-status')).toContainText('Programado: se publica el', {timeout: 5_000})
  }).toPass({timeout: 60_000})
  expect(studio.stored('launch-lunes')?.status).toBe('scheduled')

  // Before the hour, nothing; at 09:01 on the server's clock, both changes at once.
  expect(await text(`${site.url}/`)).not.toContain(QUESTION)
  clock.set(new Date(Date.parse(hour) + 60_000).toISOString())
  await expect(page.getByTestId('launch-status')).toContainText('Publicado el', {timeout: 60_000})
  await expect.poll(() => text(`${site.url}/`), {timeout: 30_000}).toContain(QUESTION)
  await expect.poll(() => text(`${site.url}/alco`), {timeout: 30_000}).toContain(HEADING)
  expect(site.output()).toMatch(/\[scheduled\] launch launch-lunes: published, faq-1, page-alco/)
})
