import {createClient, type SanityClient} from '@sanity/client'
import {randomUUID} from 'node:crypto'
import {publicationOf, ruleIsOn, type ReviewedDocument, type ReviewSettings} from '../../../schemas/review/rules'
import {dueOutcome, SCHEDULE_TYPE, type PublishSchedule} from '../../../schemas/scheduling/rules'
import type {ContactLake} from '../config'
import {sanityConnection} from '../content/source'
import {LAUNCH_TYPE, REQUESTED_STATUSES} from '../../../schemas/launches/rules'
import {publishDueLaunches, undoRequestedLaunches} from './launches'

/**
 * Publishing on a date (schemas/scheduling/rules.ts): the server publishes each page whose time
 * has come, with the checks and approval rules of a person's publish, and records what happened
 * on the schedule, which the Studio shows. The schedules are in the Content Lake, so a restart
 * loses none and a server that was down publishes what fell due meanwhile when it starts again.
 *
 * Several servers may run this at once: each publish is guarded by the revisions it read
 * (`ifDraftRevisionId`/`ifRevisionID`, `ifPublishedRevisionId`), so one succeeds and the others
 * get a conflict, read again, and find it done.
 */

type Due = PublishSchedule & {_rev: string}
type Stored = ReviewedDocument & {_rev: string; _updatedAt: string}

/**
 * The due schedules, and the review settings as published (the site's own query names the settings
 * the same way, web/lib/content/queries.ts: the schema's module would bring the Studio into the server).
 */
const DUE = `{
  "due": *[_type == $type && status == "scheduled" && publishAt <= $now] | order(publishAt asc),
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0].review
}`

/**
 * What a pass did: the pages it published, those it found live already (another server was first,
 * or a person published the page by hand since it was scheduled), those it did not publish and why, and the conflicts it left for the next pass.
 */
export type ScheduledRun = {
  published: string[]
  alreadyLive: string[]
  failed: Array<{id: string; problem: string}>
  conflicts: number
}

const isConflict = (error: unknown) => [404, 409].includes((error as {statusCode?: number}).statusCode ?? 0)

/** Records how a schedule ended, on the revision that was read (a newer one is left to the next run). */
async function settle(client: SanityClient, schedule: Due, fields: Partial<PublishSchedule>) {
  await client
    .patch(schedule._id)
    .ifRevisionId(schedule._rev)
    .set(fields)
    .unset(fields.status === 'published' ? ['problem'] : [])
    .commit({visibility: 'sync'})
}

/** Publishes the draft as the Studio's «Publicar» does, under the review rule when it is on. */
async function publish(
  client: SanityClient,
  draft: ReviewedDocument & {_rev?: string},
  published: {_rev?: string} | null,
  settings: ReviewSettings | null,
  now: Date,
) {
  const publishedId = draft._id.replace(/^drafts\./, '')
  const guardPublished = published?._rev ? {ifPublishedRevisionId: published._rev} : {}
  if (!ruleIsOn(settings)) {
    await client.action({
      actionType: 'sanity.action.document.publish',
      draftId: draft._id,
      publishedId,
      ifDraftRevisionId: draft._rev,
      ...guardPublished,
    })
    return
  }
  // The publication record, as a person's publish writes it (studio/review/publish.ts).
  await client.action([
    {
      actionType: 'sanity.action.document.edit',
      draftId: draft._id,
      publishedId,
      patch: {
        set: {publication: publicationOf(draft, now.toISOString())},
        unset: ['review'],
        ifRevisionID: draft._rev,
      },
    },
    {actionType: 'sanity.action.document.publish', draftId: draft._id, publishedId, ...guardPublished},
  ] as Parameters<SanityClient['action']>[0])
}

/**
 * One pass: every schedule due at `now`, the oldest first. A conflict (another server, or an editor
 * at that moment) leaves the schedule for the next pass, which reads everything again.
 */
export async function publishDueSchedules(client: SanityClient, now = new Date()): Promise<ScheduledRun> {
  const run: ScheduledRun = {published: [], alreadyLive: [], failed: [], conflicts: 0}
  const {due, settings} = await client.fetch<{due: Due[]; settings: ReviewSettings | null}>(
    DUE,
    {type: SCHEDULE_TYPE, now: now.toISOString()},
    {perspective: 'raw', useCdn: false},
  )
  for (const schedule of due) {
    try {
      // By id, as stored (the document endpoint knows no perspective): the draft and the published page.
      const [draft, published] = (await client.getDocuments([
        `drafts.${schedule.documentId}`,
        schedule.documentId,
      ])) as [Stored | null, Stored | null]
      const outcome = dueOutcome(schedule, draft, published, settings)
      if (outcome.action === 'fail') {
        await settle(client, schedule, {status: 'failed', problem: outcome.problem})
        run.failed.push({id: schedule.documentId, problem: outcome.problem})
        continue
      }
      if (outcome.action === 'publish') await publish(client, outcome.draft, published, settings, now)
      // Published by hand since scheduled: it ends with that publication, and nothing goes over it.
      const publishedAt = outcome.action === 'ended' ? published!._updatedAt! : now.toISOString()
      await settle(client, schedule, {status: 'published', publishedAt})
      ;(outcome.action === 'publish' ? run.published : run.alreadyLive).push(schedule.documentId)
    } catch (error) {
      if (!isConflict(error)) throw error
      run.conflicts += 1
    }
  }
  return run
}

export type ScheduledPublishing = {
  stop: () => void
  /** Settles once the listener is connected and a pass begun since has ended. */
  ready: Promise<void>
}

/** After a conflict, the next pass comes soon: what another server did is read again, done or still to do. */
const CONFLICT_RETRY_MS = 1_000

/** After the listener's connection failed for good, when to open it again. */
const LISTEN_RETRY_MS = 5_000

/** One scheduler per server process, even if the startup hook ran twice (a dev server reloading it). */
const RUNNING = Symbol.for('habitum.publishing.scheduled')
type WithScheduler = typeof globalThis & {[RUNNING]?: ScheduledPublishing}

/** The launches the Studio asked the server to publish or undo now («Publicar ahora», «Deshacer»). */
const LAUNCH_REQUESTS = `*[_type == "${LAUNCH_TYPE}" && status in $statuses]`

async function passOnce(client: SanityClient, origin: string) {
  const run = await publishDueSchedules(client)
  for (const id of run.published) console.info(`[scheduled] ${id}: published as scheduled (server ${origin})`)
  for (const {id, problem} of run.failed) console.warn(`[scheduled] ${id}: not published: ${problem}`)
  // Launches due at the same hour, or asked for now, go live on the same pass, each in one transaction.
  const launches = await publishDueLaunches(client)
  for (const {id, documents} of launches.published)
    console.info(`[scheduled] launch ${id}: published, ${documents.join(', ')} (server ${origin})`)
  for (const {id, problem} of launches.failed) console.warn(`[scheduled] launch ${id}: not published: ${problem}`)
  const undos = await undoRequestedLaunches(client)
  for (const {id, documents} of undos.undone)
    console.info(`[scheduled] launch ${id}: undone, ${documents.join(', ')} (server ${origin})`)
  for (const {id, problem} of undos.refused) console.warn(`[scheduled] launch ${id}: not undone: ${problem}`)
  return run.conflicts + launches.conflicts + undos.conflicts
}

/** The server's one scheduler (see scheduledPublisher), or none without a Content Lake to write to. */
export function startScheduledPublishing({checkMs, lake}: {checkMs: number; lake?: ContactLake}) {
  const process = globalThis as WithScheduler
  if (!lake) return undefined
  process[RUNNING] ??= scheduledPublisher({checkMs, lake})
  return process[RUNNING]
}

/**
 * Looks for due schedules at once (what fell due while the server was down is published now), then
 * every `checkMs` after each pass ends, and at once whenever the Content Lake says a launch was
 * asked to go live or be undone (every server hears it; the revision guards let one do it). A
 * pass that fails is logged and the next one tries again. The timer never keeps the process
 * alive; `stop` also closes the listener. Tests start several, as several servers would.
 */
export function scheduledPublisher({checkMs, lake}: {checkMs: number; lake: ContactLake}): ScheduledPublishing {
  const client = createClient({...sanityConnection(lake), useCdn: false})
  const origin = randomUUID().slice(0, 8)
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let running = false
  /** Whether the listener is connected: a pass begun since sees every request made before it. */
  let listening = false
  let isReady = () => {}
  const ready = new Promise<void>((resolve) => (isReady = resolve))
  /** A request heard while a pass ran: another pass follows at once. */
  let again = false
  const pass = async () => {
    running = true
    const sinceListening = listening
    clearTimeout(timer)
    let delay = checkMs
    try {
      if ((await passOnce(client, origin)) > 0) delay = CONFLICT_RETRY_MS
    } catch (error) {
      console.error('[scheduled] looking for scheduled pages and launches failed; it tries again', error)
    }
    running = false
    if (sinceListening) isReady()
    if (again) {
      again = false
      delay = 0
    }
    next(delay)
  }
  const next = (delay: number) => {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(pass, Math.min(delay, checkMs))
    timer.unref?.()
  }
  const passNow = () => (running ? (again = true) : void pass())
  let subscription: {unsubscribe: () => void} | undefined
  let relisten: ReturnType<typeof setTimeout> | undefined
  const listen = () => {
    if (stopped) return
    subscription = client
      .listen(LAUNCH_REQUESTS, {statuses: REQUESTED_STATUSES}, {events: ['mutation', 'welcome'], includeResult: false})
      .subscribe({
        // `welcome` (again after a reconnection): a request made meanwhile is looked for now.
        next: (event) => {
          if (event.type === 'welcome') listening = true
          if (event.type === 'welcome' || (event.type === 'mutation' && event.transition !== 'disappear')) passNow()
        },
        error: (error: unknown) => {
          console.error('[scheduled] listening for launches failed; it listens again', error)
          relisten = setTimeout(listen, LISTEN_RETRY_MS)
          relisten.unref?.()
        },
      })
  }
  void pass()
  listen()
  return {
    ready,
    stop() {
      stopped = true
      clearTimeout(timer)
      clearTimeout(relisten)
      subscription?.unsubscribe()
    },
  }
}
