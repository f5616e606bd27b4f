/** @jest-environment node */
import assert from '../support/assert'
import {createSchema, validateDocument, type Workspace} from 'sanity'
import {schemaTypes} from '../../schemas'
import {LAUNCH_TYPE, NO_CHANGES, type Launch} from '../../schemas/launches/rules'
import {contentHash} from '../../schemas/review/rules'
import {validateSnapshot} from '../../scripts/validate-content'
import {LaunchError, publishDueLaunches, publishLaunch, undoLaunch} from '../../web/lib/publishing/launches'
import {startTestLake, type TestLake} from '../support/localLake'
import {copyOfContent, getDocument, lakeClient, mutate, useLake, type Document} from './lakeTest'

/**
 * Launches on a local lake (web/lib/publishing/launches.ts): a page, a FAQ item and the contact
 * form's notice go live in one transaction or not at all, once however many servers race, and
 * come back as they were in one step; the launch's validation (schemas/launches/rules.ts) as the
 * Studio runs it, against the lake.
 */
const current = useLake()
const NOW = new Date('2026-12-07T12:00:00.000Z')
const HOUR = 3_600_000
const LAUNCH_ID = 'launch-verano'

const ok = (response: {status: number; text: string}) => assert.equal(response.status, 200, response.text)

/** A document as published, without the lake's bookkeeping. */
async function contentOf(lake: TestLake, id: string): Promise<Document> {
  const {_rev, _createdAt, _updatedAt, ...content} = (await getDocument(lake, id))!
  void [_rev, _createdAt, _updatedAt]
  return content
}

const NOTICE_TEXT = 'Habitum guarda estos datos solo para responder su consulta (aviso nuevo).'

/** The three prepared changes: the page's new title, the FAQ item's new question, the notice's new first words. */
async function prepareDrafts(lake: TestLake) {
  const page: Document = {...(await contentOf(lake, 'page-alco')), _id: 'drafts.page-alco'}
  page.title = {_type: 'localeString', es: 'ALCO: nuevo plan'}
  const faq: Document = {...(await contentOf(lake, 'faq-1')), _id: 'drafts.faq-1'}
  faq.question = {...(faq.question as object), es: '¿Qué es Habitum, en breve?'}
  const form: Document = structuredClone({...(await contentOf(lake, 'contactForm')), _id: 'drafts.contactForm'})
  const notice = form.notice as {es: Array<{children: Array<{text?: string}>}>}
  notice.es[0]!.children[0]!.text = NOTICE_TEXT
  ok(await mutate(lake, [{create: page}, {create: faq}, {create: form}]))
  return {page, faq, form}
}

const CHANGES = [
  {_key: 'c1', _type: 'change', documentId: 'page-alco', documentType: 'page'},
  {_key: 'c2', _type: 'change', documentId: 'faq-1', documentType: 'faqItem'},
  {_key: 'c3', _type: 'change', documentId: 'contactForm', documentType: 'contactForm'},
]

/** The test's launch of CHANGES, not yet published, with `fields` changed. */
const launchDocument = (fields: Partial<Launch> & Record<string, unknown> = {}) => ({
  _id: LAUNCH_ID,
  _type: LAUNCH_TYPE,
  title: 'Campaña de verano',
  status: 'draft',
  changes: CHANGES,
  ...fields,
})

async function createLaunch(lake: TestLake, fields: Partial<Launch> & Record<string, unknown> = {}) {
  const launch = launchDocument(fields)
  ok(await mutate(lake, [{create: launch}]))
}

const pageTitle = async (lake: TestLake) => ((await getDocument(lake, 'page-alco'))?.title as {es?: string})?.es
const question = async (lake: TestLake) => ((await getDocument(lake, 'faq-1'))?.question as {es?: string})?.es
const noticeText = async (lake: TestLake) =>
  ((await getDocument(lake, 'contactForm'))?.notice as {es: Array<{children: Array<{text?: string}>}>}).es[0]!
    .children[0]!.text
const launchOf = (lake: TestLake) => getDocument(lake, LAUNCH_ID) as Promise<Document & Launch>

async function assertNothingPublished(lake: TestLake) {
  assert.equal(await pageTitle(lake), 'ALCO: plan de descenso de peso')
  assert.equal(await question(lake), '¿Qué es Habitum?')
  assert.notEqual(await noticeText(lake), NOTICE_TEXT)
}

test('a launch of a page, a FAQ item and the contact notice: all three go live in one transaction, and the launch records it', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  const before = await Promise.all(['page-alco', 'faq-1', 'contactForm'].map((id) => contentOf(lake, id)))
  await createLaunch(lake)

  const result = await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)
  assert.deepEqual(result, {outcome: 'published', documents: ['page-alco', 'faq-1', 'contactForm']})
  assert.equal(await pageTitle(lake), 'ALCO: nuevo plan')
  assert.equal(await question(lake), '¿Qué es Habitum, en breve?')
  assert.equal(await noticeText(lake), NOTICE_TEXT)
  for (const id of ['drafts.page-alco', 'drafts.faq-1', 'drafts.contactForm'])
    assert.equal(await getDocument(lake, id), undefined, `${id} is gone`)

  const launch = await launchOf(lake)
  assert.equal(launch.status, 'published')
  assert.equal(launch.publishedAt, NOW.toISOString())
  // One transaction: the three documents and the launch share its revision.
  const revisions = await Promise.all(
    ['page-alco', 'faq-1', 'contactForm', LAUNCH_ID].map((id) => getDocument(lake, id)),
  )
  assert.deepEqual(
    revisions.map((document) => document?._rev),
    Array(4).fill(launch.publishedRevision),
  )
  assert.deepEqual(
    launch.before?.map(({documentId, existed, published}) => ({
      documentId,
      existed,
      published: JSON.parse(published!),
    })),
    ['page-alco', 'faq-1', 'contactForm'].map((documentId, index) => ({
      documentId,
      existed: true,
      published: before[index],
    })),
  )
  // Once done, a second call (another server, later) does nothing.
  assert.deepEqual(await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW), {outcome: 'already'})
})

/** The review rule on, with Rita reviewing both kinds. */
async function reviewRuleOn(lake: TestLake) {
  ok(
    await mutate(lake, [
      {
        patch: {
          id: 'siteSettings',
          set: {review: {required: true, healthReviewers: ['rita'], legalReviewers: ['rita']}},
        },
      },
    ]),
  )
}

/** Asked by Ana and approved by Rita, for the draft's content as it is (or only asked, with `approved: false`). */
async function review(lake: TestLake, draftId: string, {approved = true} = {}) {
  const hash = contentHash((await getDocument(lake, draftId))!)
  const request = {requestedBy: 'ana', requestedAt: NOW.toISOString(), contentHash: hash}
  const approval = {approvedBy: 'rita', approvedAt: NOW.toISOString(), contentHash: hash}
  ok(await mutate(lake, [{patch: {id: draftId, set: {review: approved ? {request, approval} : {request}}}}]))
}

test('under the review rule: one change not approved holds back the whole launch, named; approved, all three go live with their publication records', async () => {
  const {lake} = current
  await reviewRuleOn(lake)
  await prepareDrafts(lake)
  await review(lake, 'drafts.page-alco')
  await review(lake, 'drafts.faq-1', {approved: false})
  await review(lake, 'drafts.contactForm')
  await createLaunch(lake)

  const refused = await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)
  const problem =
    'Pregunta frecuente «¿Qué es Habitum, en breve?»: Falta la aprobación de un revisor de contenido de salud: la revisión solicitada está pendiente.'
  assert.deepEqual(refused, {outcome: 'failed', problem})
  await assertNothingPublished(lake)
  const failed = await launchOf(lake)
  assert.deepEqual([failed.status, failed.problem], ['failed', problem])
  assert.ok(await getDocument(lake, 'drafts.page-alco'), 'the drafts stay, whole')

  await review(lake, 'drafts.faq-1')
  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)).outcome, 'published')
  assert.equal(await question(lake), '¿Qué es Habitum, en breve?')
  const launch = await launchOf(lake)
  assert.deepEqual([launch.status, launch.problem], ['published', undefined])
  for (const id of ['page-alco', 'faq-1', 'contactForm']) {
    const published = (await getDocument(lake, id))!
    assert.equal(published.review, undefined)
    assert.deepEqual(published.publication, {
      writtenBy: 'ana',
      approvedBy: 'rita',
      approvedAt: NOW.toISOString(),
      publishedAt: NOW.toISOString(),
      contentHash: contentHash(published),
    })
  }
})

test('under the review rule: the author approving their own change holds the launch back', async () => {
  const {lake} = current
  await reviewRuleOn(lake)
  await prepareDrafts(lake)
  for (const id of ['drafts.page-alco', 'drafts.faq-1', 'drafts.contactForm']) await review(lake, id)
  const hash = contentHash((await getDocument(lake, 'drafts.contactForm'))!)
  ok(
    await mutate(lake, [
      {
        patch: {
          id: 'drafts.contactForm',
          set: {'review.request.requestedBy': 'rita', 'review.request.contentHash': hash},
        },
      },
    ]),
  )
  await createLaunch(lake)
  const result = await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)
  assert.deepEqual(result, {
    outcome: 'failed',
    problem: '«Formulario de contacto»: La aprobación no vale: la dio quien escribió los cambios.',
  })
  await assertNothingPublished(lake)
})

test('a change whose draft was deleted meanwhile: the launch fails naming it, and nothing is published', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  await createLaunch(lake)
  ok(await mutate(lake, [{delete: {id: 'drafts.faq-1'}}]))
  const result = await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)
  assert.deepEqual(result, {
    outcome: 'failed',
    problem:
      'Pregunta frecuente «¿Qué es Habitum?» no tiene cambios por publicar: el borrador se publicó o se descartó.',
  })
  await assertNothingPublished(lake)
  assert.equal((await launchOf(lake)).status, 'failed')
})

test('an edit between the checks and the publish: the one transaction is refused whole, nothing is published, and the next pass publishes the new version', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  await createLaunch(lake)
  // This server reads the documents; an editor changes the notice's draft right after.
  const client = lakeClient(lake)
  const read = client.getDocuments.bind(client)
  client.getDocuments = (async (ids: string[]) => {
    const documents = await read(ids)
    ok(await mutate(lake, [{patch: {id: 'drafts.contactForm', set: {'notice.es[0].children[0].text': 'Otra idea'}}}]))
    return documents
  }) as typeof client.getDocuments
  assert.deepEqual(await publishLaunch(client, LAUNCH_ID, NOW), {outcome: 'conflict'})
  assert.equal(
    await pageTitle(lake),
    'ALCO: plan de descenso de peso',
    'the page, first in the transaction, is not published',
  )
  assert.ok(await getDocument(lake, 'drafts.page-alco'))
  assert.equal((await launchOf(lake)).status, 'draft')

  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)).outcome, 'published')
  assert.equal(await noticeText(lake), 'Otra idea')
})

test('a page linking to a new FAQ item: refused whole while the item is not in the launch, published with it (the link made strong) once it is', async () => {
  const {lake} = current
  const faq: Document = {...(await contentOf(lake, 'faq-1')), _id: 'drafts.faq-nuevo', key: 99}
  faq.question = {_type: 'localeString', es: '¿Puedo usar Habitum sin receta?'}
  const home: Document = structuredClone({...(await contentOf(lake, 'page-home')), _id: 'drafts.page-home'})
  const section = (home.sections as Array<{_key: string; items?: unknown[]}>).find(({_key}) => _key === 'faq1')!
  // As the Studio links to a document not yet published: weak, to be made strong on publishing.
  section.items!.push({
    _key: 'faqRefNuevo',
    _type: 'reference',
    _ref: 'faq-nuevo',
    _weak: true,
    _strengthenOnPublish: {type: 'faqItem'},
  })
  ok(await mutate(lake, [{create: faq}, {create: home}]))
  const homeChange = {_key: 'h', _type: 'change', documentId: 'page-home', documentType: 'page'}
  await createLaunch(lake, {changes: [homeChange]})

  const refused = await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)
  assert.equal(refused.outcome, 'failed')
  assert.match(
    (refused as {problem: string}).problem,
    /^Página «.+» enlaza a otro que no está publicado ni en el lanzamiento: añádalo al lanzamiento o publíquelo antes\.$/,
  )
  assert.ok(await getDocument(lake, 'drafts.page-home'), 'nothing published')
  assert.equal(await getDocument(lake, 'faq-nuevo'), undefined)

  const faqChange = {_key: 'f', _type: 'change', documentId: 'faq-nuevo', documentType: 'faqItem'}
  ok(await mutate(lake, [{patch: {id: LAUNCH_ID, set: {changes: [homeChange, faqChange], status: 'draft'}}}]))
  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)).outcome, 'published')
  const published = (await getDocument(lake, 'page-home'))!
  const link = (published.sections as Array<{_key: string; items: Array<Record<string, unknown>>}>)
    .find(({_key}) => _key === 'faq1')!
    .items.find(({_key}) => _key === 'faqRefNuevo')
  assert.deepEqual(link, {_key: 'faqRefNuevo', _type: 'reference', _ref: 'faq-nuevo'})
  assert.ok(await getDocument(lake, 'faq-nuevo'))
})

test('two servers publish the same launch at the same moment: it is published once', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  await createLaunch(lake, {status: 'scheduled', publishAt: new Date(NOW.getTime() - HOUR).toISOString()})
  const servers = [lakeClient(lake), lakeClient(lake), lakeClient(lake)]
  const runs = await Promise.all(servers.map((client) => publishDueLaunches(client, NOW)))
  // The losers of a race read again on their next pass, and find it done.
  for (let pass = 0; pass < 3 && runs.some((run) => run.conflicts > 0); pass++)
    runs.push(await publishDueLaunches(servers[0]!, NOW))
  assert.equal(runs.flatMap((run) => run.published).length, 1)
  assert.deepEqual(
    runs.flatMap((run) => run.failed),
    [],
  )
  assert.equal((await launchOf(lake)).status, 'published')
  assert.equal(await pageTitle(lake), 'ALCO: nuevo plan')
  assert.equal((await launchOf(lake)).before?.length, 3, 'what was before, recorded once')
})

test('a scheduled launch waits for its hour', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  await createLaunch(lake, {status: 'scheduled', publishAt: new Date(NOW.getTime() + 60_000).toISOString()})
  assert.deepEqual(await publishDueLaunches(lakeClient(lake), NOW), {published: [], failed: [], conflicts: 0})
  await assertNothingPublished(lake)
  const later = new Date(NOW.getTime() + 60_000)
  const run = await publishDueLaunches(lakeClient(lake), later)
  assert.deepEqual(run.published, [
    {id: LAUNCH_ID, title: 'Campaña de verano', documents: ['page-alco', 'faq-1', 'contactForm']},
  ])
})

test('undo: the three documents come back as they were in one step, and a document the launch published first is gone again', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  const newType = {
    _id: 'drafts.companyType-farmacia',
    _type: 'companyType',
    label: {_type: 'localeString', es: 'Farmacia'},
    value: 'farmacia',
  }
  ok(await mutate(lake, [{create: newType}]))
  const before = await Promise.all(['page-alco', 'faq-1', 'contactForm'].map((id) => getDocument(lake, id)))
  await createLaunch(lake, {
    changes: [
      ...CHANGES,
      {_key: 'c4', _type: 'change', documentId: 'companyType-farmacia', documentType: 'companyType'},
    ],
  })
  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)).outcome, 'published')
  assert.ok(await getDocument(lake, 'companyType-farmacia'))
  assert.deepEqual((await launchOf(lake)).before?.[3], {
    _key: 'c4',
    _type: 'previous',
    documentId: 'companyType-farmacia',
    existed: false,
  })

  const later = new Date(NOW.getTime() + HOUR)
  const result = await undoLaunch(lakeClient(lake), LAUNCH_ID, later)
  assert.deepEqual(result, {
    outcome: 'undone',
    documents: ['page-alco', 'faq-1', 'contactForm', 'companyType-farmacia'],
  })
  const after = await Promise.all(['page-alco', 'faq-1', 'contactForm'].map((id) => getDocument(lake, id)))
  const withoutBookkeeping = (document: Document | undefined) => {
    const {_rev, _updatedAt, ...content} = document!
    void [_rev, _updatedAt]
    return content
  }
  assert.deepEqual(after.map(withoutBookkeeping), before.map(withoutBookkeeping))
  assert.equal(new Set(after.map((document) => document?._rev)).size, 1, 'one transaction')
  assert.equal(await getDocument(lake, 'companyType-farmacia'), undefined)
  const launch = await launchOf(lake)
  assert.deepEqual([launch.status, launch.undoneAt, launch._rev], ['undone', later.toISOString(), after[0]?._rev])
  assert.deepEqual(await undoLaunch(lakeClient(lake), LAUNCH_ID, later), {outcome: 'already'})
})

test('undo is refused, naming the document, when one changed after the launch; nothing is put back', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  await createLaunch(lake)
  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)).outcome, 'published')
  // An editor publishes another question afterwards.
  const faq = await contentOf(lake, 'faq-1')
  ok(await mutate(lake, [{createOrReplace: {...faq, question: {...(faq.question as object), es: '¿Habitum?'}}}]))

  await assert.rejects(undoLaunch(lakeClient(lake), LAUNCH_ID, NOW), (error: unknown) => {
    assert.ok(error instanceof LaunchError)
    assert.equal(
      error.message,
      'No se puede deshacer el lanzamiento: Pregunta frecuente «¿Habitum?» cambió después de publicarse con él, y deshacerlo borraría ese cambio.',
    )
    return true
  })
  assert.equal(await pageTitle(lake), 'ALCO: nuevo plan')
  assert.equal((await launchOf(lake)).status, 'published')
  await assert.rejects(undoLaunch(lakeClient(lake), 'launch-none', NOW), /No existe el lanzamiento/)
})

/** The launch's validation as the Studio runs it: the schema's rules, their queries answered by the lake. */
async function validationMessages(lake: TestLake, launch: Record<string, unknown>) {
  const schema = createSchema({name: 'launches', types: schemaTypes})
  const client = lakeClient(lake).withConfig({perspective: 'raw'})
  const workspace = {
    schema,
    i18n: {t: (key: string) => key, loadNamespaces: async () => undefined},
    getClient: () => client,
  } as unknown as Workspace
  const markers = await validateDocument({
    document: {_createdAt: '', _updatedAt: '', _rev: '', ...launch} as Parameters<
      typeof validateDocument
    >[0]['document'],
    workspace,
    environment: 'studio',
    getDocumentExists: async () => true,
  })
  return markers.filter((marker) => marker.level === 'error').map((marker) => marker.message)
}

test('bad input: no changes, a date in the past, a document in two launches, each refused in the editors’ words', async () => {
  const {lake} = current
  await prepareDrafts(lake)
  await createLaunch(lake)
  const FREE_CHANGE = {_key: 'c9', _type: 'change', documentId: 'faq-2', documentType: 'faqItem'}
  const base = {_id: 'launch-otro', _type: LAUNCH_TYPE, title: 'Política 2027', status: 'draft'}

  assert.deepEqual(await validationMessages(lake, {...base, changes: []}), [NO_CHANGES])
  const past = await validationMessages(lake, {...base, changes: [FREE_CHANGE], publishAt: '2020-12-10T12:00:00.000Z'})
  assert.equal(past.length, 1)
  assert.match(past[0]!, /^Esa hora ya pasó \(.*10 de diciembre de 2020.*\): elija una fecha y hora futuras\.$/)
  // The FAQ item is in «Campaña de verano», still waiting: it cannot be in another launch.
  assert.deepEqual(await validationMessages(lake, {...base, changes: [CHANGES[1]]}), [
    'Este documento ya está en el lanzamiento «Campaña de verano»: quítelo de allí o espere a que se publique.',
  ])
  assert.deepEqual(await validationMessages(lake, {...base, changes: [CHANGES[1], {...CHANGES[1], _key: 'again'}]}), [
    'Este documento está dos veces en el lanzamiento: quite una de las dos líneas.',
    'Este documento está dos veces en el lanzamiento: quite una de las dos líneas.',
  ])
  // Once «Campaña de verano» is published, its documents are free again; and a valid launch has no error.
  assert.equal((await publishLaunch(lakeClient(lake), LAUNCH_ID, NOW)).outcome, 'published')
  assert.deepEqual(
    await validationMessages(lake, {
      ...base,
      changes: [CHANGES[1]],
      publishAt: new Date(Date.now() + HOUR).toISOString(),
    }),
    [],
  )

  // The server refuses a launch with no changes too, and says so on it.
  ok(await mutate(lake, [{create: {...base, changes: []}}]))
  assert.deepEqual(await publishLaunch(lakeClient(lake), 'launch-otro', NOW), {outcome: 'failed', problem: NO_CHANGES})
  assert.equal((await getDocument(lake, 'launch-otro'))?.problem, NO_CHANGES)
})

test('the bundled content plus a launch: no migration needed, it validates and a lake imports it', async () => {
  const {dir, documents, write} = copyOfContent('launches')
  const launch = launchDocument({publishAt: new Date(Date.now() + 24 * HOUR).toISOString()})
  write([...documents, launch])
  assert.deepEqual(await validateSnapshot(dir), [])
  const lake = await startTestLake({contentDir: dir})
  try {
    assert.equal((await getDocument(lake, LAUNCH_ID))?.title, 'Campaña de verano')
    assert.equal((await getDocument(lake, 'page-alco'))?._type, 'page')
  } finally {
    await lake.close()
  }
})
