import {spanishDateTime} from '@habitum/content/calendar'
import {PUBLISH_SCHEDULE_TYPE} from '@habitum/content/snapshotTypes'
import {contentHash, publishBlocker, type ReviewedDocument, type ReviewSettings} from '../review/rules'

/**
 * Publishing on a date: a page, or a prepared change to a published one, goes live at a chosen
 * instant, published by the site's server (web/lib/publishing/scheduled.ts) with the checks and
 * approval rules a person's publish has. Pure rules, shared by the Studio (studio/scheduling/) and
 * the server. A schedule is a document in the Content Lake, one per page (its id says which), so it
 * survives restarts and every origin reads the same.
 */

export const SCHEDULE_TYPE = PUBLISH_SCHEDULE_TYPE

/** What can be scheduled: pages (a campaign page, a new hero text). */
export const SCHEDULED_TYPES: readonly string[] = ['page']

/** One schedule per document: its id is made from the document's, so a second one is refused. */
export const scheduleIdOf = (publishedId: string) => `${SCHEDULE_TYPE}-${publishedId}`

export type ScheduleStatus = 'scheduled' | 'published' | 'failed'

export type PublishSchedule = {
  _id: string
  _type: typeof SCHEDULE_TYPE
  _rev?: string
  /** Its last write in the Content Lake: scheduled, moved, or marked as not published. */
  _updatedAt?: string
  /** The page's published id, and its type. */
  documentId: string
  documentType: string
  /** Its title when scheduled, for the list. */
  title?: string
  /** The instant it goes live (ISO, UTC); shown on the Buenos Aires clock. */
  publishAt: string
  /**
   * The fingerprint of the draft validated without an error when it was scheduled: what goes live.
   * An edit afterwards is a new version, scheduled again (as an approval is for one version).
   */
  contentHash: string
  scheduledBy?: string
  scheduledAt?: string
  status: ScheduleStatus
  /** When the server published it. */
  publishedAt?: string
  /** Why it did not go live, in the editor's words. */
  problem?: string
}

export const STATUS_LABELS: Record<ScheduleStatus, string> = {
  scheduled: 'Programado',
  published: 'Publicado',
  failed: 'No se publicó',
}

/** Why an instant cannot be chosen now (in the past, or not a date), or null. */
export function publishAtProblem(publishAt: string | undefined, now: Date): string | null {
  if (!publishAt || Number.isNaN(Date.parse(publishAt))) return 'Elija una fecha y una hora (hora de Buenos Aires).'
  if (Date.parse(publishAt) <= now.getTime())
    return `Esa hora ya pasó (${spanishDateTime(publishAt)}): elija una fecha y hora futuras.`
  return null
}

/** Why another schedule for this document cannot be made: it has one waiting; or null. */
export function existingScheduleProblem(existing: Pick<PublishSchedule, 'status' | 'publishAt'> | null | undefined) {
  if (existing?.status !== 'scheduled') return null
  return `Esta página ya tiene una publicación programada para el ${spanishDateTime(existing.publishAt)}: cámbiela o cancélela en lugar de programar otra.`
}

/** Whether the draft is still the version that was scheduled. */
export const isScheduledVersion = (schedule: Pick<PublishSchedule, 'contentHash'>, draft: Record<string, unknown>) =>
  schedule.contentHash === contentHash(draft)

export const CHANGED_AFTER_SCHEDULING =
  'El borrador cambió después de programarse: vuelva a programar esta versión para que se publique.'

/**
 * Whether the page was published another way (by hand) since the schedule was last written
 * (scheduled, moved, or marked as not published): the draft scheduled went live or was replaced
 * then, so the schedule has nothing left to do. It ends: «Programado» no longer lists it, the page
 * no longer announces it, and the server never publishes over that publication. The page's own
 * «Última publicación» says who published it and when. Both instants are the Content Lake's clock.
 */
export function publishedSinceScheduled(
  schedule: Pick<PublishSchedule, '_updatedAt' | 'scheduledAt'>,
  published: {_updatedAt?: string} | null | undefined,
): boolean {
  const scheduled = Date.parse(schedule._updatedAt ?? schedule.scheduledAt ?? '')
  const publishedAt = Date.parse(published?._updatedAt ?? '')
  return Number.isFinite(scheduled) && Number.isFinite(publishedAt) && publishedAt > scheduled
}

/** What the server does with a schedule that is due. */
export type DueOutcome =
  | {action: 'publish'; draft: ReviewedDocument}
  /** Already live as scheduled (another server, or a person, published exactly this version). */
  | {action: 'done'}
  /** Published by hand since it was scheduled: nothing is published over it. */
  | {action: 'ended'}
  | {action: 'fail'; problem: string}

/**
 * What a due schedule leads to, given the page's draft and published version now and the review
 * settings: published as a person would publish it (the version scheduled, its approval valid),
 * recorded as done when that version is live already, or not published, saying why.
 */
export function dueOutcome(
  schedule: Pick<PublishSchedule, 'contentHash' | '_updatedAt' | 'scheduledAt'>,
  draft: ReviewedDocument | null,
  published: (ReviewedDocument & {_updatedAt?: string}) | null,
  settings: ReviewSettings | null | undefined,
): DueOutcome {
  if (publishedSinceScheduled(schedule, published))
    return published && contentHash(published) === schedule.contentHash ? {action: 'done'} : {action: 'ended'}
  if (!draft) {
    if (published && contentHash(published) === schedule.contentHash) return {action: 'done'}
    return {
      action: 'fail',
      problem: 'No había cambios por publicar: el borrador se publicó o se descartó antes de la hora.',
    }
  }
  if (!isScheduledVersion(schedule, draft)) return {action: 'fail', problem: CHANGED_AFTER_SCHEDULING}
  const blocker = publishBlocker(draft, settings)
  return blocker ? {action: 'fail', problem: blocker} : {action: 'publish', draft}
}
