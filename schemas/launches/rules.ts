import {LAUNCH_TYPE as LAUNCH_DOCUMENT_TYPE} from '@habitum/content/snapshotTypes'
import {publishBlocker, type ReviewedDocument, type ReviewSettings} from '../review/rules'
import {publishAtProblem} from '../scheduling/rules'

/**
 * Launches («Lanzamientos», issue 55): a named set of prepared changes (drafts) of content
 * documents, published together in one transaction by the site's server
 * (web/lib/publishing/launches.ts), now or at a date, and undone in one step. Pure rules, shared by
 * the launch's schema (its validation), the server and, next, the Studio's screens.
 */

export const LAUNCH_TYPE = LAUNCH_DOCUMENT_TYPE

/** What a launch can change, with its name for editors: content, never leads nor metrics. */
export const LAUNCHABLE_TYPES: Readonly<Record<string, string>> = {
  page: 'Página',
  faqItem: 'Pregunta frecuente',
  sponsor: 'Institución',
  companyType: 'Tipo de organización',
  siteSettings: 'Ajustes del sitio',
  contactForm: 'Formulario de contacto',
  redirect: 'Redirección',
  legalDocument: 'Documento legal',
}

/**
 * `requested` and `undoing` are the Studio's requests to the server («Publicar ahora», «Deshacer el
 * lanzamiento»): the server listens for them and publishes or undoes at once.
 */
export type LaunchStatus = 'draft' | 'scheduled' | 'requested' | 'published' | 'failed' | 'undoing' | 'undone'

export const LAUNCH_STATUS_LABELS: Record<LaunchStatus, string> = {
  draft: 'En preparación',
  scheduled: 'Programado',
  requested: 'Publicándose…',
  published: 'Publicado',
  failed: 'No se publicó',
  undoing: 'Deshaciéndose…',
  undone: 'Deshecho',
}

/** The statuses the server acts on as soon as it hears of them. */
export const REQUESTED_STATUSES: readonly LaunchStatus[] = ['requested', 'undoing']

/** A document whose prepared change (its draft) the launch publishes: its published id and type. */
export type LaunchChange = {_key?: string; documentId: string; documentType: string}

/**
 * What a document was before the launch published it, for «Deshacer»: its published version as a
 * JSON string, or `existed: false` when the launch published it for the first time.
 */
export type LaunchBefore = {_key?: string; _type?: 'previous'; documentId: string; existed: boolean; published?: string}

export type Launch = {
  _id: string
  _type: typeof LAUNCH_TYPE
  _rev?: string
  title?: string
  changes?: LaunchChange[]
  /** The instant it goes live (ISO); chosen and shown on the Buenos Aires clock. */
  publishAt?: string
  status?: LaunchStatus
  /** Why it did not go live, in the editors' words. */
  problem?: string
  publishedAt?: string
  /** The revision the launch's transaction gave every document it published: a later change has another. */
  publishedRevision?: string
  before?: LaunchBefore[]
  undoneAt?: string
  /** Who asked for «Publicar ahora» or «Deshacer el lanzamiento», and when. */
  requestedAt?: string
  requestedBy?: string
  /** Why the last «Deshacer el lanzamiento» was refused, in the editors' words. */
  undoProblem?: string
}

/** A launch that holds its documents: another launch may not take them meanwhile. */
export const holdsDocuments = (status: LaunchStatus | undefined) =>
  status !== 'published' && status !== 'undoing' && status !== 'undone'

export const NO_CHANGES = 'Añada al menos un cambio.'

/** Why the launch's list of changes cannot be published as it is, or null. */
export function changesProblem(changes: readonly LaunchChange[] | undefined): string | null {
  return changes && changes.length > 0 ? null : NO_CHANGES
}

/** Why this change cannot be in the launch (a type no launch takes, or twice in it), or null. */
export function changeProblem(change: LaunchChange, changes: readonly LaunchChange[]): string | null {
  if (!change.documentId) return 'Elija el documento de este cambio.'
  if (!LAUNCHABLE_TYPES[change.documentType])
    return 'Este tipo de documento no se publica con un lanzamiento: solo contenido del sitio.'
  if (changes.filter((other) => other.documentId === change.documentId).length > 1)
    return 'Este documento está dos veces en el lanzamiento: quite una de las dos líneas.'
  return null
}

/** Why the document cannot be added: another launch that has not gone live holds it; or null. */
export function otherLaunchProblem(
  documentId: string,
  launchId: string,
  launches: ReadonlyArray<Pick<Launch, '_id' | 'title' | 'status' | 'changes'>>,
): string | null {
  const other = launches.find(
    (launch) =>
      launch._id !== launchId &&
      holdsDocuments(launch.status) &&
      (launch.changes ?? []).some((change) => change.documentId === documentId),
  )
  return other
    ? `Este documento ya está en el lanzamiento «${other.title ?? 'sin nombre'}»: quítelo de allí o espere a que se publique.`
    : null
}

/**
 * Why the date cannot be chosen (in the past), or null: only while the launch is prepared or did
 * not go live. A scheduled launch's hour passes while the server publishes it, and a published
 * one's is history.
 */
export function launchDateProblem(publishAt: string | undefined, status: LaunchStatus | undefined, now: Date) {
  if (!publishAt || (status !== undefined && status !== 'draft' && status !== 'failed')) return null
  return publishAtProblem(publishAt, now)
}

type Named = Record<string, unknown> & {_type?: string}

const spanish = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'object' && value ? (value as {es?: unknown}).es : undefined

/** A document as editors know it: «Página «ALCO»», «Pregunta frecuente «¿Qué es Habitum?»». */
export function documentLabel(change: LaunchChange, document: Named | null | undefined): string {
  const kind = LAUNCHABLE_TYPES[change.documentType] ?? 'Documento'
  if (change.documentType === 'siteSettings' || change.documentType === 'contactForm') return `«${kind}»`
  const name = ['title', 'question', 'name', 'label', 'from']
    .map((field) => spanish(document?.[field]))
    .find((value): value is string => typeof value === 'string' && value.trim() !== '')
  return name ? `${kind} «${name}»` : kind
}

export const NO_DRAFT = 'no tiene cambios por publicar: el borrador se publicó o se descartó.'

/**
 * Whether one change can go live now, as a person's publish of it alone: its draft exists, and
 * under the review rule a reviewer other than its author approved exactly this content. The
 * problem names the document, for the launch's «Por qué no se publicó».
 */
export function changeBlocker(
  change: LaunchChange,
  draft: ReviewedDocument | null,
  published: ReviewedDocument | null,
  settings: ReviewSettings | null | undefined,
): string | null {
  const label = documentLabel(change, draft ?? published)
  if (!LAUNCHABLE_TYPES[change.documentType]) return `${label}: no se publica con un lanzamiento.`
  if (!draft) return `${label} ${NO_DRAFT}`
  const blocker = publishBlocker(draft, settings)
  return blocker ? `${label}: ${blocker}` : null
}
