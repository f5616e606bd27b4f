import {CheckmarkCircleIcon} from '@sanity/icons/CheckmarkCircle'
import {EyeOpenIcon} from '@sanity/icons/EyeOpen'
import {PublishIcon} from '@sanity/icons/Publish'
import {UndoIcon} from '@sanity/icons/Undo'
import {Button, Stack, Text, TextArea} from '@sanity/ui'
import {useToast} from '@sanity/ui/toast'
import {useState} from 'react'
import {
  useDocumentOperation,
  useSyncState,
  useUser,
  type DocumentActionComponent,
  type DocumentActionProps,
  type ValidationMarker,
} from 'sanity'
import {
  contentHash,
  requestBlocker,
  reviewBlocker,
  reviewersOf,
  reviewKindOf,
  ruleIsOn,
  type Review,
  type ReviewedDocument,
} from '../../schemas/review/rules'
import {referenceAnsweredBy} from '../launches/documentLaunch'
import {useLaunchHolding} from '../launches/documentLaunchStore'
import {documentName} from './documentName'
import {useReviewedPublish} from './publish'
import {useCurrentUserId, useReviewSettings} from './settings'
import {checksBlocker, useValidatedDraft} from './validated'

/** The draft, or the published document an edit would start a draft from. */
const reviewedOf = (props: DocumentActionProps) => (props.draft ?? props.published) as ReviewedDocument | null

/** Writes the draft's review record (an edit of the draft, as any other, so it makes one if needed). */
function useWriteReview(props: DocumentActionProps) {
  const {patch} = useDocumentOperation(props.id, props.type)
  return (review: Review) => patch.execute([{set: {review}}])
}

/**
 * The Studio's Publish, for pages, FAQ items and legal documents under the review rule: while the
 * draft lacks a valid approval it says what is missing and offers «Solicitar revisión»; once
 * approved it publishes with the publication record. With the rule off it is the Studio's own.
 */
export function reviewedPublish(original: DocumentActionComponent): DocumentActionComponent {
  // The resolver runs on every render: one wrapper per original keeps the action's state.
  const known = wrappers.get(original)
  if (known) return known
  const ReviewedPublish: DocumentActionComponent = (props) => {
    const originalResult = original(props)
    const {blocker, ruleApplies, publishReviewed} = useReviewedPublish(props)
    const requestReview = useRequestReview(props)
    // Published as the lake holds it: only once every edit is saved and validated without an error.
    const {isSyncing} = useSyncState(props.id, props.type)
    const checks = useValidatedDraft(props.id, props.type, props.draft)
    const checksFirst = checksBlocker(checks)
    const [explaining, setExplaining] = useState(false)
    const [publishing, setPublishing] = useState(false)
    if (!ruleApplies || !originalResult) return originalResult
    // What the Studio would refuse to publish waits to be corrected first, whatever the review says.
    if (checks.firstError) return {label: 'Publicar', icon: PublishIcon, disabled: true, title: checksFirst}
    if (blocker) {
      return {
        label: 'Publicar',
        icon: PublishIcon,
        title: blocker,
        onHandle: () => setExplaining(true),
        dialog: explaining && {
          type: 'dialog',
          header: 'Aún no se puede publicar',
          onClose: () => setExplaining(false),
          content: (
            <Stack gap={4}>
              <Text>{blocker}</Text>
              {requestReview.allowed && (
                <Button
                  text="Solicitar revisión"
                  icon={EyeOpenIcon}
                  tone="primary"
                  onClick={() => {
                    requestReview.execute()
                    setExplaining(false)
                  }}
                />
              )}
            </Stack>
          ),
        },
      }
    }
    return {
      ...originalResult,
      label: 'Publicar',
      title: checksFirst ?? originalResult.title,
      disabled: Boolean(originalResult.disabled) || publishing || isSyncing || Boolean(checksFirst),
      onHandle: () => {
        setPublishing(true)
        publishReviewed()
          .then(() => props.onComplete())
          .catch((error: unknown) => console.error('[review] publishing failed', error))
          .finally(() => setPublishing(false))
      },
    }
  }
  ReviewedPublish.action = 'publish'
  ReviewedPublish.displayName = 'ReviewedPublish'
  wrappers.set(original, ReviewedPublish)
  return ReviewedPublish
}
const wrappers = new WeakMap<DocumentActionComponent, DocumentActionComponent>()

/**
 * Reviewing a change of a launch: a reference to a document not yet published that goes live in
 * the same launch is no error to hold the review for (Publish alone still refuses it).
 */
function useLaunchAnswers(id: string) {
  const launch = useLaunchHolding(id)
  return {answered: (marker: ValidationMarker) => referenceAnsweredBy(launch, marker)}
}

/**
 * «Solicitar revisión»: for a document as it is now, validated without an error (checks first,
 * then review: a reviewer never gets what the Studio would refuse to publish).
 */
function useRequestReview(props: DocumentActionProps) {
  const settings = useReviewSettings()
  const userId = useCurrentUserId()
  const writeReview = useWriteReview(props)
  const document = reviewedOf(props)
  const checks = useValidatedDraft(props.id, props.type, props.draft, useLaunchAnswers(props.id))
  const blocker = document ? (requestBlocker(document, settings) ?? checksBlocker(checks)) : 'No hay nada que revisar'
  return {
    blocker,
    allowed: !blocker && Boolean(userId),
    execute: () => {
      if (!document || !userId) return
      writeReview({
        request: {requestedBy: userId, requestedAt: new Date().toISOString(), contentHash: contentHash(document)},
      })
    },
  }
}

/** «Solicitar revisión»: asks the reviewers to approve the draft as it is now. */
export const RequestReviewAction: DocumentActionComponent = (props) => {
  const settings = useReviewSettings()
  const request = useRequestReview(props)
  if (!ruleIsOn(settings) || !reviewKindOf(props.type) || !reviewedOf(props)) return null
  return {
    label: 'Solicitar revisión',
    icon: EyeOpenIcon,
    disabled: !request.allowed,
    title: request.blocker ?? 'Pide a un revisor que apruebe esta versión antes de publicarla',
    onHandle: () => {
      request.execute()
      props.onComplete()
    },
  }
}
RequestReviewAction.displayName = 'RequestReviewAction'

/** Whether the current user reviews this type, and why they may not review this draft (or null). */
function useReviewer(props: DocumentActionProps) {
  const settings = useReviewSettings()
  const userId = useCurrentUserId()
  const kind = reviewKindOf(props.type)
  const draft = props.draft as ReviewedDocument | null
  const checks = useValidatedDraft(props.id, props.type, props.draft, useLaunchAnswers(props.id))
  const isReviewer = Boolean(kind && userId && ruleIsOn(settings) && reviewersOf(settings, kind).includes(userId))
  const blocker = draft && userId ? reviewBlocker(draft, settings, userId) : 'No hay cambios que revisar'
  return {isReviewer, blocker, userId, draft, checks}
}

const SEE_CHANGES =
  'Lo que cambió desde la versión publicada se muestra arriba del formulario, en «Antes» y «Ahora», y cada campo cambiado lleva una marca de color a su lado.'

/**
 * What happened, said once the reviewer's answer is written: a toast of the Studio's, which stays
 * when the document closes (the list of pending reviews drops it), naming the document.
 */
const TOAST_SECONDS = 8

/** «Aprobar»: a reviewer other than the author approves the draft as it is now. */
export const ApproveAction: DocumentActionComponent = (props) => {
  const {isReviewer, blocker: reviewBlocked, userId, draft, checks} = useReviewer(props)
  const writeReview = useWriteReview(props)
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  if (!isReviewer) return null
  // Only a version validated without an error may be approved: what an approval lets be published.
  const blocker = reviewBlocked ?? checksBlocker(checks)
  return {
    label: 'Aprobar',
    icon: CheckmarkCircleIcon,
    tone: 'positive',
    disabled: Boolean(blocker),
    title: blocker ?? 'Aprueba esta versión para que pueda publicarse',
    onHandle: () => setConfirming(true),
    dialog: confirming && {
      type: 'dialog',
      header: 'Aprobar esta versión',
      onClose: () => setConfirming(false),
      content: (
        <Stack gap={4}>
          <Text size={1}>{SEE_CHANGES}</Text>
          <Text size={1}>Cualquier cambio posterior anula la aprobación.</Text>
          {checks.uncheckedLinks.length > 0 && (
            <Text size={1} data-testid="approve-unchecked-links">
              <strong>Los enlaces externos no se pudieron comprobar</strong>: el sitio web, que los comprueba, no
              respondió. Ábralos para ver que funcionan; la aprobación dejará constancia de que no se comprobaron:{' '}
              {checks.uncheckedLinks.map((href) => `«${href}»`).join(', ')}.
            </Text>
          )}
          <Button
            text="Aprobar"
            icon={CheckmarkCircleIcon}
            tone="positive"
            onClick={() => {
              if (draft && userId) {
                writeReview({
                  request: draft.review?.request,
                  approval: {
                    approvedBy: userId,
                    approvedAt: new Date().toISOString(),
                    contentHash: contentHash(draft),
                    revision: checks.revision,
                    ...(checks.uncheckedLinks.length ? {uncheckedLinks: checks.uncheckedLinks} : {}),
                  },
                })
                toast.push({
                  status: 'success',
                  title: `Aprobado: «${documentName(draft)}»`,
                  description: 'Quien lo escribió ya puede publicarlo.',
                  duration: TOAST_SECONDS * 1000,
                })
              }
              setConfirming(false)
              props.onComplete()
            }}
          />
        </Stack>
      ),
    },
  }
}
ApproveAction.displayName = 'ApproveAction'

/** «Devolver con comentario»: a reviewer sends the draft back to its author, saying why. */
export const ReturnAction: DocumentActionComponent = (props) => {
  const {isReviewer, blocker, userId, draft} = useReviewer(props)
  const writeReview = useWriteReview(props)
  const toast = useToast()
  const [author] = useUser(draft?.review?.request?.requestedBy ?? '')
  const [open, setOpen] = useState(false)
  const [comment, setComment] = useState('')
  if (!isReviewer) return null
  const close = () => {
    setOpen(false)
    setComment('')
  }
  return {
    label: 'Devolver con comentario',
    icon: UndoIcon,
    tone: 'caution',
    disabled: Boolean(blocker),
    title: blocker ?? 'Devuelve esta versión a quien la escribió, con lo que debe cambiar',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: 'Devolver con comentario',
      onClose: close,
      content: (
        <Stack gap={4}>
          <Text size={1}>{SEE_CHANGES}</Text>
          <Stack gap={2}>
            <Text as="label" htmlFor="review-comment" weight="medium" size={1}>
              Qué debe cambiar
            </Text>
            <TextArea
              id="review-comment"
              rows={4}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
          </Stack>
          <Button
            text="Devolver"
            icon={UndoIcon}
            tone="caution"
            disabled={comment.trim() === ''}
            onClick={() => {
              if (draft && userId) {
                writeReview({
                  returned: {
                    returnedBy: userId,
                    returnedAt: new Date().toISOString(),
                    comment: comment.trim(),
                    contentHash: contentHash(draft),
                  },
                })
                toast.push({
                  status: 'info',
                  title: `Devuelto a ${author?.displayName ?? 'quien lo escribió'}: «${documentName(draft)}»`,
                  description: 'Verá su comentario al abrirlo.',
                  duration: TOAST_SECONDS * 1000,
                })
              }
              close()
              props.onComplete()
            }}
          />
        </Stack>
      ),
    },
  }
}
ReturnAction.displayName = 'ReturnAction'

/**
 * The document actions of a reviewed type: Publish under the rule, then the review actions; the
 * rest as the Studio has them.
 */
export function withReview(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (!reviewKindOf(schemaType)) return actions
  const reviewActions = [RequestReviewAction, ApproveAction, ReturnAction]
  const withPublish = actions.map((action) => (action.action === 'publish' ? reviewedPublish(action) : action))
  const publishAt = withPublish.findIndex((action) => action.action === 'publish')
  withPublish.splice(publishAt + 1, 0, ...reviewActions)
  return withPublish
}
