import {sha256} from '@noble/hashes/sha2.js'
import {bytesToHex, utf8ToBytes} from '@noble/hashes/utils.js'
import type {
  Approval,
  Publication,
  Request as ReviewRequest,
  Returned,
  Review,
  SiteSettings,
} from '@habitum/content/sanity.types'
import {ENGLISH_SOURCE_FIELD} from '../translation/englishSource'

/**
 * The second pair of eyes: which documents need a reviewer's approval before they are published,
 * and whether the approval a draft or a published document carries is still valid. Pure rules,
 * shared by the Studio's document actions (studio/review/) and the content check
 * (scripts/validate-content.ts).
 */

/**
 * Health content (what the site says about health) and legal texts, each with its reviewers. The
 * contact form's notice and rights notice are legal texts shown before «Enviar» (issue 53).
 */
export type ReviewKind = 'health' | 'legal'

export const REVIEWED_TYPES: Readonly<Record<string, ReviewKind>> = {
  page: 'health',
  faqItem: 'health',
  legalDocument: 'legal',
  contactForm: 'legal',
}

export const KIND_LABELS: Record<ReviewKind, string> = {
  health: 'contenido de salud',
  legal: 'documentos legales',
}

/**
 * The review records, typed as the schema defines them (schemas/review/fields.ts) by TypeGen: a
 * draft's `review` (request, approval, returned), kept while it is reviewed and removed when it is
 * published; a published document's `publication` (who wrote it, who approved it and when, for
 * which content). An approval's `revision` is the draft's revision validated without an error.
 */
export type {Approval, Publication, Returned, Review, ReviewRequest}

/** `siteSettings.review`: absent or `required: false` means the rule is off (a team of one). */
export type ReviewSettings = NonNullable<SiteSettings['review']>

export type ReviewedDocument = {_id: string; _type: string; review?: Review; publication?: Publication} & Record<
  string,
  unknown
>

export const reviewKindOf = (type: string): ReviewKind | undefined => REVIEWED_TYPES[type]

export const ruleIsOn = (settings: ReviewSettings | null | undefined) => settings?.required === true

export function reviewersOf(settings: ReviewSettings | null | undefined, kind: ReviewKind): string[] {
  return (kind === 'health' ? settings?.healthReviewers : settings?.legalReviewers) ?? []
}

/** Fields that are not the document's content: identity and revision, and the review records themselves. */
const NOT_CONTENT = new Set(['_id', '_rev', '_createdAt', '_updatedAt', '_originalId', 'review', 'publication'])
/**
 * Marks the Studio puts on a draft's references to unpublished documents, removed on publishing;
 * and what a translation remembers of its Spanish (schemas/translation/englishSource.ts), which
 * visitors never see: confirming an English «Sigue vigente» is no change of what was approved.
 */
const NOT_SAID = new Set(['_weak', '_strengthenOnPublish', ENGLISH_SOURCE_FIELD])

function canonical(value: unknown, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => canonical(item, false))
  if (value === null || typeof value !== 'object') return value
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([key, item]) => item !== undefined && !NOT_SAID.has(key) && !(top && NOT_CONTENT.has(key)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return Object.fromEntries(entries.map(([key, item]) => [key, canonical(item, false)]))
}

/**
 * A fingerprint of what the document says, the same for its draft and its published version: any
 * edit changes it, writing a review record does not. An approval is for one fingerprint.
 */
export function contentHash(document: Record<string, unknown>): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify(canonical(document, true))))).slice(0, 32)
}

export type ReviewStatus =
  | {state: 'approved'; approval: Approval}
  | {state: 'voided'; approval: Approval}
  | {state: 'requested'; request: ReviewRequest}
  | {state: 'returned'; returned: Returned}
  | {state: 'none'}

/** Where a draft stands: approved as it is, approved before an edit, asked for, returned, or nothing. */
export function reviewStatus(draft: ReviewedDocument): ReviewStatus {
  const hash = contentHash(draft)
  const {request, approval, returned} = draft.review ?? {}
  if (approval?.approvedBy) {
    return approval.contentHash === hash ? {state: 'approved', approval} : {state: 'voided', approval}
  }
  if (returned?.returnedBy && returned.contentHash === hash) return {state: 'returned', returned}
  if (request?.requestedBy && request.contentHash === hash) return {state: 'requested', request}
  return {state: 'none'}
}

/**
 * Why the draft may not be published yet (in Spanish, for the editor), or null when it may: the
 * rule is off, or a reviewer of its kind other than its author approved exactly this content.
 */
export function publishBlocker(draft: ReviewedDocument, settings: ReviewSettings | null | undefined): string | null {
  const kind = reviewKindOf(draft._type)
  if (!kind || !ruleIsOn(settings)) return null
  const status = reviewStatus(draft)
  switch (status.state) {
    case 'voided':
      return 'La aprobación quedó sin efecto: hubo cambios después de aprobarla. Solicite una nueva revisión.'
    case 'requested':
      return `Falta la aprobación de un revisor de ${KIND_LABELS[kind]}: la revisión solicitada está pendiente.`
    case 'returned':
      return `Un revisor lo devolvió con un comentario: «${status.returned.comment ?? ''}». Corríjalo y solicite una nueva revisión.`
    case 'none':
      return `Falta la aprobación de un revisor de ${KIND_LABELS[kind]}. Solicite una revisión.`
    case 'approved': {
      const {approvedBy} = status.approval
      if (approvedBy === draft.review?.request?.requestedBy)
        return 'La aprobación no vale: la dio quien escribió los cambios.'
      if (!reviewersOf(settings, kind).includes(approvedBy!))
        return `La aprobación no vale: quien la dio ya no es revisor de ${KIND_LABELS[kind]}.`
      return null
    }
  }
}

/** Why this user may not approve or return the draft, or null when they may. */
export function reviewBlocker(
  draft: ReviewedDocument,
  settings: ReviewSettings | null | undefined,
  userId: string,
): string | null {
  const kind = reviewKindOf(draft._type)
  if (!kind || !ruleIsOn(settings)) return 'La revisión antes de publicar está desactivada en «Ajustes del sitio».'
  if (!reviewersOf(settings, kind).includes(userId))
    return `Solo los revisores de ${KIND_LABELS[kind]} nombrados en «Ajustes del sitio» pueden aprobar.`
  const status = reviewStatus(draft)
  if (status.state === 'approved') return 'Esta versión ya está aprobada.'
  if (status.state !== 'requested') return 'Nadie solicitó la revisión de esta versión.'
  if (status.request.requestedBy === userId)
    return 'No puede aprobar sus propios cambios: debe revisarlos otra persona.'
  return null
}

/** Why a revision can not be requested now, or null when it can. */
export function requestBlocker(draft: ReviewedDocument, settings: ReviewSettings | null | undefined): string | null {
  if (!reviewKindOf(draft._type) || !ruleIsOn(settings))
    return 'La revisión antes de publicar está desactivada en «Ajustes del sitio».'
  const {state} = reviewStatus(draft)
  if (state === 'approved') return 'Esta versión ya está aprobada.'
  if (state === 'requested') return 'La revisión de esta versión ya está solicitada.'
  return null
}

/** A draft whose review was asked for and not yet answered, as «Pendientes de revisión» lists it. */
export type PendingReview = {document: ReviewedDocument; request: ReviewRequest}

/**
 * The drafts waiting for a reviewer: a review requested of exactly their content, neither approved
 * nor returned since, nor voided by an edit; the newest request first. With the rule off, none.
 */
export function pendingReviews(
  drafts: readonly ReviewedDocument[],
  settings: ReviewSettings | null | undefined,
): PendingReview[] {
  if (!ruleIsOn(settings)) return []
  return drafts
    .flatMap((document) => {
      const status = reviewKindOf(document._type) ? reviewStatus(document) : undefined
      return status?.state === 'requested' ? [{document, request: status.request}] : []
    })
    .sort((a, b) => (b.request.requestedAt ?? '').localeCompare(a.request.requestedAt ?? ''))
}

/** The publication record written with the draft's content when it is published. */
export function publicationOf(draft: ReviewedDocument, publishedAt: string): Publication {
  const {request, approval} = draft.review ?? {}
  return {
    writtenBy: request?.requestedBy,
    approvedBy: approval?.approvedBy,
    approvedAt: approval?.approvedAt,
    publishedAt,
    contentHash: contentHash(draft),
  }
}

export const RULE_NAME = 'Exigir revisión antes de publicar'

/**
 * What is wrong with a published document under the rule (for the content check), or null: it
 * must carry the publication record of an approval by someone other than its author, for exactly
 * the content it has.
 */
export function publishedProblem(document: ReviewedDocument, settings: ReviewSettings | null | undefined) {
  if (!reviewKindOf(document._type) || !ruleIsOn(settings)) return null
  const publication = document.publication
  if (!publication?.approvedBy || !publication.approvedAt)
    return `publicado sin la aprobación de un revisor (regla «${RULE_NAME}»)`
  if (!publication.writtenBy || publication.approvedBy === publication.writtenBy)
    return `aprobado por quien lo escribió (${publication.approvedBy}); debe aprobarlo otra persona (regla «${RULE_NAME}»)`
  if (publication.contentHash !== contentHash(document))
    return `el contenido publicado no es el que se aprobó: cambió después de la aprobación (regla «${RULE_NAME}»)`
  return null
}
