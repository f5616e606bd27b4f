import {spanishDateTime} from '@habitum/content/calendar'
import {
  holdsDocuments,
  LAUNCH_STATUS_LABELS,
  LAUNCH_TYPE,
  type Launch,
  type LaunchChange,
} from '../../schemas/launches/rules'

/**
 * The document side of launches (issue 55): which launch holds a document, and what the Studio
 * says of it, on the document's screen and in the lists. Pure, so the words are tested alone.
 */

/** A launch as the document's screen and the lists read it. */
export type LaunchSummary = Pick<Launch, '_id' | '_rev' | 'title' | 'status' | 'publishAt' | 'problem' | 'changes'>

/** Every launch (they have no drafts: liveEdit), fetched again after a change to one of them. */
export const LAUNCHES = {
  fetch: `*[_type == $type && !(_id in path("drafts.**"))]{_id, _rev, title, status, publishAt, problem, changes}`,
  listen: '*[_type == $type]',
  params: {type: LAUNCH_TYPE},
}

export const launchName = (launch: Pick<Launch, 'title'>) => `«${launch.title?.trim() || 'Lanzamiento sin nombre'}»`

/** The launch that holds the document until it goes live (at most one: otherLaunchProblem), if any. */
export function launchHolding(publishedId: string, launches: readonly LaunchSummary[]): LaunchSummary | undefined {
  return launches.find(
    (launch) =>
      holdsDocuments(launch.status) && (launch.changes ?? []).some((change) => change.documentId === publishedId),
  )
}

/** The launches still being prepared, to add a change to: named ones first, by name. */
export function launchesInPreparation(launches: readonly LaunchSummary[]): LaunchSummary[] {
  return launches
    .filter((launch) => (launch.status ?? 'draft') === 'draft')
    .sort((a, b) => (a.title ?? '\uffff').localeCompare(b.title ?? '\uffff', 'es'))
}

/** A launch in the dialog's list: its name and its date, if it has one. */
export const launchChoice = (launch: LaunchSummary) =>
  `${launchName(launch)} · ${launch.publishAt ? spanishDateTime(launch.publishAt) : 'sin fecha'}`

/** The change a launch records for the document: its published id and type. */
export function changeFor(publishedId: string, documentType: string, key: string): LaunchChange & {_type: 'change'} {
  return {_key: key, _type: 'change', documentId: publishedId, documentType}
}

/** The launch's changes, the document's taken out. */
export const withoutChange = (launch: LaunchSummary, publishedId: string) =>
  (launch.changes ?? []).filter((change) => change.documentId !== publishedId)

/** What the document's screen says of the launch that holds it, above its fields. */
export function launchNotice(launch: LaunchSummary): string {
  const name = launchName(launch)
  if (launch.status === 'scheduled' && launch.publishAt)
    return `Este cambio está en el lanzamiento ${name}, que se publica el ${spanishDateTime(launch.publishAt)} (hora de Buenos Aires).`
  if (launch.status === 'failed')
    return `Este cambio está en el lanzamiento ${name}, que no se publicó${launch.problem ? `: ${launch.problem}` : '.'}`
  return `Este cambio está en el lanzamiento ${name}, en preparación.`
}

/** What a direct publish asks first, of a document in a launch. */
export const publishOutsideLaunchQuestion = (launch: LaunchSummary) =>
  `Este documento está en el lanzamiento ${launchName(launch)}. Si lo publica ahora, se publica solo y fuera del lanzamiento. ¿Publicar igual?`

const changesCount = (count: number) => (count === 1 ? '1 cambio' : `${count} cambios`)

/** A launch's line in «Programado»: when, which launch, how many changes, and whether it failed. */
export function scheduledLaunchLine(launch: LaunchSummary): string {
  const when = launch.publishAt ? spanishDateTime(launch.publishAt) : 'Sin fecha'
  const failed = launch.status === 'failed' ? ` · ${LAUNCH_STATUS_LABELS.failed}` : ''
  return `${when} · Lanzamiento ${launchName(launch)} (${changesCount(launch.changes?.length ?? 0)})${failed}`
}

/** The launches «Programado» lists: waiting for their date, or that did not go live. */
export const listedAsScheduled = (launch: LaunchSummary) => launch.status === 'scheduled' || launch.status === 'failed'

/** What a line of «Pendientes de revisión» adds for a change in a launch: « · Lanzamiento «X»». */
export function pendingLaunchPart(publishedId: string, launches: readonly LaunchSummary[]): string | null {
  const launch = launchHolding(publishedId, launches)
  return launch ? `Lanzamiento ${launchName(launch)}` : null
}

/** The code of Sanity's own check «El documento referenciado debe estar publicado». */
const REFERENCE_NOT_PUBLISHED = 'reference.not-published'

/**
 * Whether a launch answers a check's error: a reference to a document not yet published that goes
 * live in the same launch, in the same transaction (the server strengthens the reference then), so
 * a page and the new FAQ item it shows are reviewed and published together.
 */
export function referenceAnsweredBy(
  launch: {changes?: readonly LaunchChange[]} | undefined,
  marker: {code?: string; details?: unknown},
): boolean {
  if (!launch || marker.code !== REFERENCE_NOT_PUBLISHED) return false
  const referenceId = (marker.details as {referenceId?: unknown} | undefined)?.referenceId
  return typeof referenceId === 'string' && (launch.changes ?? []).some((change) => change.documentId === referenceId)
}
