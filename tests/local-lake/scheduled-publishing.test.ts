/** @jest-environment node */
import assert from '../support/assert'
import {contentHash} from '../../schemas/review/rules'
import {CHANGED_AFTER_SCHEDULING, SCHEDULE_TYPE, scheduleIdOf} from '../../schemas/scheduling/rules'
import {publishDueSchedules} from '../../web/lib/publishing/scheduled'
import type {TestLake} from '../support/localLake'
import {getDocument, lakeClient, mutate, useLake, type Document} from './lakeTest'

/**
 * The server's scheduled publishing (web/lib/publishing/scheduled.ts) on a local lake: a page's
 * prepared change goes live when its time comes, once however many servers look, with the
 * approval rule a person's publish has, and never half-published.
 */
const current = useLake()
const NOW = new Date('2026-12-07T12:00:00.000Z')
const HOUR = 3_600_000

/** A draft of page-alco with a new title, and, unless told otherwise, its schedule at `publishAt`. */
async function prepare(lake: TestLake, {publishAt = new Date(NOW.getTime() - HOUR), extra = {}} = {}) {
  const published = (await getDocument(lake, 'page-alco'))!
  const {_rev, _createdAt, _updatedAt, ...content} = published
  void [_rev, _createdAt, _updatedAt]
  const draft = {...content, ...extra, _id: 'drafts.page-alco', title: {_type: 'localeString', es: 'ALCO: nuevo plan'}}
  const schedule = {
    _id: scheduleIdOf('page-alco'),
    _type: SCHEDULE_TYPE,
    documentId: 'page-alco',
    documentType: 'page',
    title: 'ALCO',
    publishAt: publishAt.toISOString(),
    contentHash: contentHash(draft),
    status: 'scheduled',
  }
  const response = await mutate(lake, [{create: draft}, {create: schedule}])
  assert.equal(response.status, 200, response.text)
  return {draft, schedule}
}

const title = async (lake: TestLake, id: string) => ((await getDocument(lake, id))?.title as {es?: string})?.es
const scheduleOf = (lake: TestLake) => getDocument(lake, scheduleIdOf('page-alco')) as Promise<Document>

test('a page scheduled for an hour the server missed goes live on its next pass, and the schedule says so', async () => {
  const {lake} = current
  await prepare(lake)
  const run = await publishDueSchedules(lakeClient(lake), NOW)
  assert.deepEqual(run, {published: ['page-alco'], alreadyLive: [], failed: [], conflicts: 0})
  assert.equal(await title(lake, 'page-alco'), 'ALCO: nuevo plan')
  assert.equal(await getDocument(lake, 'drafts.page-alco'), undefined)
  const schedule = await scheduleOf(lake)
  assert.equal(schedule.status, 'published')
  assert.equal(schedule.publishedAt, NOW.toISOString())
  // A second pass has nothing to do.
  assert.deepEqual(await publishDueSchedules(lakeClient(lake), NOW), {
    published: [],
    alreadyLive: [],
    failed: [],
    conflicts: 0,
  })
})

test('before its time nothing happens', async () => {
  const {lake} = current
  await prepare(lake, {publishAt: new Date(NOW.getTime() + 60_000)})
  const run = await publishDueSchedules(lakeClient(lake), NOW)
  assert.deepEqual(run.published, [])
  assert.equal(await title(lake, 'page-alco'), 'ALCO: plan de descenso de peso')
  assert.equal((await scheduleOf(lake)).status, 'scheduled')
})

test('two servers at the same moment: it is published once, and both find the schedule done', async () => {
  const {lake} = current
  await prepare(lake)
  const servers = [lakeClient(lake), lakeClient(lake)]
  const runs = await Promise.all(servers.map((client) => publishDueSchedules(client, NOW)))
  // The loser of a race reads again on its next pass.
  for (let pass = 0; pass < 3 && runs.some((run) => run.conflicts > 0); pass++)
    runs.push(await publishDueSchedules(servers[0]!, NOW))
  assert.equal(runs.flatMap((run) => run.published).length, 1)
  assert.equal(await title(lake, 'page-alco'), 'ALCO: nuevo plan')
  assert.equal((await scheduleOf(lake)).status, 'published')
})

test('an edit after scheduling: the edited draft is not published, and the schedule says why', async () => {
  const {lake} = current
  await prepare(lake)
  const edit = await mutate(lake, [{patch: {id: 'drafts.page-alco', set: {'title.es': 'ALCO: otra idea'}}}])
  assert.equal(edit.status, 200, edit.text)
  const run = await publishDueSchedules(lakeClient(lake), NOW)
  assert.deepEqual(run.failed, [{id: 'page-alco', problem: CHANGED_AFTER_SCHEDULING}])
  assert.equal(await title(lake, 'page-alco'), 'ALCO: plan de descenso de peso')
  assert.equal(await title(lake, 'drafts.page-alco'), 'ALCO: otra idea')
  const schedule = await scheduleOf(lake)
  assert.equal(schedule.status, 'failed')
  assert.equal(schedule.problem, CHANGED_AFTER_SCHEDULING)
})

test('a page published by hand after scheduling: the schedule ends with that publication, and the version scheduled is not published over it', async () => {
  const {lake} = current
  const {draft} = await prepare(lake)
  // An editor publishes another version by hand; later the draft scheduled comes back (restored).
  const {_id, ...content} = draft
  void _id
  const byHand = await mutate(lake, [
    {createOrReplace: {...content, _id: 'page-alco', title: {_type: 'localeString', es: 'ALCO: a mano'}}},
    {delete: {id: 'drafts.page-alco'}},
  ])
  assert.equal(byHand.status, 200, byHand.text)
  const restored = await mutate(lake, [{create: draft}])
  assert.equal(restored.status, 200, restored.text)
  const handPublished = (await getDocument(lake, 'page-alco'))!
  assert.ok(String(handPublished._updatedAt) > String((await scheduleOf(lake))._updatedAt), 'published after')

  const run = await publishDueSchedules(lakeClient(lake), NOW)
  assert.deepEqual(run, {published: [], alreadyLive: ['page-alco'], failed: [], conflicts: 0})
  assert.equal(await title(lake, 'page-alco'), 'ALCO: a mano')
  assert.equal(await title(lake, 'drafts.page-alco'), 'ALCO: nuevo plan')
  const schedule = await scheduleOf(lake)
  assert.equal(schedule.status, 'published')
  assert.equal(schedule.publishedAt, handPublished._updatedAt)
})

/** The review rule on, with Rita reviewing health content. */
async function reviewRuleOn(lake: TestLake) {
  const response = await mutate(lake, [
    {patch: {id: 'siteSettings', set: {review: {required: true, healthReviewers: ['rita'], legalReviewers: ['rita']}}}},
  ])
  assert.equal(response.status, 200, response.text)
}

test('under the review rule: without an approval nothing goes live; approved, it goes live with its publication record', async () => {
  const {lake} = current
  await reviewRuleOn(lake)
  const {draft} = await prepare(lake)
  const refused = await publishDueSchedules(lakeClient(lake), NOW)
  assert.match(refused.failed[0]?.problem ?? '', /^Falta la aprobación de un revisor de contenido de salud/)
  assert.equal(await title(lake, 'page-alco'), 'ALCO: plan de descenso de peso')

  // Approved by Rita, asked by Ana; scheduled again (the schedule's own record was «failed»).
  const hash = contentHash(draft)
  const review = {
    request: {requestedBy: 'ana', requestedAt: NOW.toISOString(), contentHash: hash},
    approval: {approvedBy: 'rita', approvedAt: NOW.toISOString(), contentHash: hash},
  }
  const approved = await mutate(lake, [
    {patch: {id: 'drafts.page-alco', set: {review}}},
    {patch: {id: scheduleIdOf('page-alco'), set: {status: 'scheduled'}, unset: ['problem']}},
  ])
  assert.equal(approved.status, 200, approved.text)
  const run = await publishDueSchedules(lakeClient(lake), NOW)
  assert.deepEqual(run.published, ['page-alco'])
  const published = (await getDocument(lake, 'page-alco'))!
  assert.equal((published.title as {es: string}).es, 'ALCO: nuevo plan')
  assert.equal(published.review, undefined)
  assert.deepEqual(published.publication, {
    writtenBy: 'ana',
    approvedBy: 'rita',
    approvedAt: NOW.toISOString(),
    publishedAt: NOW.toISOString(),
    contentHash: hash,
  })
})

test('under the review rule: a change edited after its approval, scheduled again, does not go live', async () => {
  const {lake} = current
  await reviewRuleOn(lake)
  const approvedHash = 'an-earlier-version'
  await prepare(lake, {
    extra: {
      review: {
        request: {requestedBy: 'ana', requestedAt: NOW.toISOString(), contentHash: approvedHash},
        approval: {approvedBy: 'rita', approvedAt: NOW.toISOString(), contentHash: approvedHash},
      },
    },
  })
  const run = await publishDueSchedules(lakeClient(lake), NOW)
  assert.match(run.failed[0]?.problem ?? '', /^La aprobación quedó sin efecto: hubo cambios después de aprobarla/)
  assert.equal(await title(lake, 'page-alco'), 'ALCO: plan de descenso de peso')
  assert.ok(await getDocument(lake, 'drafts.page-alco'), 'the draft stays, whole')
})
