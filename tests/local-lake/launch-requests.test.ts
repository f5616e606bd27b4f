/** @jest-environment node */
import assert from '../support/assert'
import {LAUNCH_TYPE, type Launch} from '../../schemas/launches/rules'
import {publishLaunch} from '../../web/lib/publishing/launches'
import {scheduledPublisher, type ScheduledPublishing} from '../../web/lib/publishing/scheduled'
import type {TestLake} from '../support/localLake'
import {getDocument, lakeClient, mutate, useLake, type Document} from './lakeTest'

/**
 * The Studio's requests to the server (web/lib/publishing/scheduled.ts): «Publicar ahora» and
 * «Deshacer el lanzamiento» write a status on the launch, and a started scheduler hears it through
 * the lake's listener and acts at once. Its regular check is ten minutes away, so only the
 * listener can explain a launch published within the test.
 */
const current = useLake()
const TEN_MINUTES = 600_000
const LAUNCH_ID = 'launch-verano'
const NOTICE_TEXT = 'Habitum guarda estos datos solo para responder su consulta (aviso nuevo).'

const ok = (response: {status: number; text: string}) => assert.equal(response.status, 200, response.text)

const schedulers: ScheduledPublishing[] = []
afterEach(() => {
  for (const scheduler of schedulers.splice(0)) scheduler.stop()
  jest.restoreAllMocks()
})

/** A server's scheduler on the lake, as the site starts it, ready once it listens. */
async function startScheduler(lake: TestLake) {
  lakeClient(lake) // trusts the lake's certificate authority, as the server's NODE_EXTRA_CA_CERTS does
  const scheduler = scheduledPublisher({
    checkMs: TEN_MINUTES,
    lake: {projectId: lake.projectId, dataset: lake.dataset, token: 'local-lake-token', apiHost: lake.origin},
  })
  schedulers.push(scheduler)
  await scheduler.ready
  return scheduler
}

/** Waits for a state of the lake (never for a duration), failing after `timeoutMs`. */
async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (accept(value)) return value
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function contentOf(lake: TestLake, id: string): Promise<Document> {
  const {_rev, _createdAt, _updatedAt, ...content} = (await getDocument(lake, id))!
  void [_rev, _createdAt, _updatedAt]
  return content
}

/** The page's new title, the FAQ item's new question, the contact notice's new first words, as drafts. */
async function prepareDrafts(lake: TestLake) {
  const page: Document = {...(await contentOf(lake, 'page-alco')), _id: 'drafts.page-alco'}
  page.title = {_type: 'localeString', es: 'ALCO: nuevo plan'}
  const faq: Document = {...(await contentOf(lake, 'faq-1')), _id: 'drafts.faq-1'}
  faq.question = {...(faq.question as object), es: '¿Qué es Habitum, en breve?'}
  const form: Document = structuredClone({...(await contentOf(lake, 'contactForm')), _id: 'drafts.contactForm'})
  const notice = form.notice as {es: Array<{children: Array<{text?: string}>}>}
  notice.es[0]!.children[0]!.text = NOTICE_TEXT
  ok(await mutate(lake, [{create: page}, {create: faq}, {create: form}]))
}

const CHANGES = [
  {_key: 'c1', _type: 'change', documentId: 'page-alco', documentType: 'page'},
  {_key: 'c2', _type: 'change', documentId: 'faq-1', documentType: 'faqItem'},
  {_key: 'c3', _type: 'change', documentId: 'contactForm', documentType: 'contactForm'},
]

const launchDocument = (fields: Partial<Launch> = {}) => ({
  _id: LAUNCH_ID,
  _type: LAUNCH_TYPE,
  title: 'Campaña de verano',
  status: 'draft',
  changes: CHANGES,
  ...fields,
})

/** What the Studio's «Publicar ahora» writes. */
const request = {status: 'requested', requestedAt: new Date().toISOString(), requestedBy: 'local-editor'}

const launchOf = (lake: TestLake) => getDocument(lake, LAUNCH_ID) as Promise<(Document & Launch) | undefined>
const pageTitle = async (lake: TestLake) => ((await getDocument(lake, 'page-alco'))?.title as {es?: string})?.es
const question = async (lake: TestLake) => ((await getDocument(lake, 'faq-1'))?.question as {es?: string})?.es

test('«Publicar ahora»: a started server hears the request and publishes the three changes at once, not at its next check', async () => {
  const {lake} = current
  await startScheduler(lake)
  await prepareDrafts(lake)
  ok(await mutate(lake, [{create: launchDocument()}]))
  ok(await mutate(lake, [{patch: {id: LAUNCH_ID, set: request}}]))

  const launch = await until(
    () => launchOf(lake),
    (stored) => stored?.status !== 'requested',
  )
  assert.equal(launch?.status, 'published')
  assert.equal(await pageTitle(lake), 'ALCO: nuevo plan')
  assert.equal(await question(lake), '¿Qué es Habitum, en breve?')
  assert.equal(await getDocument(lake, 'drafts.contactForm'), undefined)
})

test('«Publicar ahora» with a change that has no draft: the server says why on the launch, and nothing is published', async () => {
  const {lake} = current
  await startScheduler(lake)
  await prepareDrafts(lake)
  ok(await mutate(lake, [{delete: {id: 'drafts.faq-1'}}, {create: launchDocument(request as Partial<Launch>)}]))
  const launch = await until(
    () => launchOf(lake),
    (stored) => stored?.status !== 'requested',
  )
  assert.equal(launch?.status, 'failed')
  assert.match(launch?.problem ?? '', /^Pregunta frecuente «¿Qué es Habitum\?» no tiene cambios por publicar/)
  assert.equal(await pageTitle(lake), 'ALCO: plan de descenso de peso')
})

/** The launch of the three drafts, published by the server already. */
async function publishedLaunch(lake: TestLake) {
  await prepareDrafts(lake)
  ok(await mutate(lake, [{create: launchDocument()}]))
  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID)).outcome, 'published')
}

const undoRequest = {...request, status: 'undoing'}

test('«Deshacer el lanzamiento»: a started server hears the request and puts the three documents back at once', async () => {
  const {lake} = current
  const before = await Promise.all(['page-alco', 'faq-1', 'contactForm'].map((id) => contentOf(lake, id)))
  await publishedLaunch(lake)
  await startScheduler(lake)
  ok(await mutate(lake, [{patch: {id: LAUNCH_ID, set: undoRequest}}]))
  const launch = await until(
    () => launchOf(lake),
    (stored) => stored?.status !== 'undoing',
  )
  assert.equal(launch?.status, 'undone')
  assert.deepEqual(await Promise.all(['page-alco', 'faq-1', 'contactForm'].map((id) => contentOf(lake, id))), before)
})

test('«Deshacer el lanzamiento» refused: the server says why on the launch, which stays published', async () => {
  const {lake} = current
  await publishedLaunch(lake)
  await startScheduler(lake)
  // The FAQ item published again after the launch: undoing would throw that away.
  const faq = await contentOf(lake, 'faq-1')
  ok(await mutate(lake, [{createOrReplace: {...faq, question: {...(faq.question as object), es: '¿Habitum?'}}}]))
  ok(await mutate(lake, [{patch: {id: LAUNCH_ID, set: undoRequest}}]))
  const launch = await until(
    () => launchOf(lake),
    (stored) => stored?.status !== 'undoing',
  )
  assert.equal(launch?.status, 'published')
  assert.equal(
    launch?.undoProblem,
    'No se puede deshacer el lanzamiento: Pregunta frecuente «¿Habitum?» cambió después de publicarse con él, y deshacerlo borraría ese cambio.',
  )
  assert.equal(await pageTitle(lake), 'ALCO: nuevo plan')
})

test('two servers hear the same request: one publishes, once', async () => {
  const {lake} = current
  const published = jest.spyOn(console, 'info').mockImplementation(() => {})
  await Promise.all([startScheduler(lake), startScheduler(lake)])
  await prepareDrafts(lake)
  ok(await mutate(lake, [{create: launchDocument(request as Partial<Launch>)}]))
  const launch = await until(
    () => launchOf(lake),
    (stored) => stored?.status !== 'requested',
  )
  assert.equal(launch?.status, 'published')
  assert.equal(launch?.before?.length, 3, 'what was before, recorded once')
  const lines = published.mock.calls
    .map(([line]) => String(line))
    .filter((line) => line.includes(`launch ${LAUNCH_ID}: published`))
  assert.equal(lines.length, 1, lines.join('\n'))
})
