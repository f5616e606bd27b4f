import {Button, Card, Flex, Stack, Text} from '@sanity/ui'
import type {ReactNode} from 'react'
import {useUser, type InputProps, type Path} from 'sanity'
import {useDocumentPane} from 'sanity/structure'
import {reviewKindOf, reviewStatus, ruleIsOn, type ReviewedDocument} from '../../schemas/review/rules'
import {ScheduleNotice} from '../scheduling/ScheduleNotice'
import {isReviewerList, ReviewerPicker} from './ReviewerPicker'
import {ReviewChanges} from './ReviewChanges'
import {useReviewSettings} from './settings'
import {useValidatedDraft} from './validated'

const DATE = new Intl.DateTimeFormat('es-ES', {dateStyle: 'long', timeStyle: 'short'})
const when = (iso: string | undefined) => (iso ? DATE.format(new Date(iso)) : '—')

/** A Studio user by name: «…» while it loads, never the member's id. */
function UserName({id}: {id: string | undefined}) {
  const [user, loading] = useUser(id ?? '')
  return <strong>{user?.displayName ?? (loading ? '…' : 'un miembro que ya no está en el proyecto')}</strong>
}

const TONES = {
  approved: 'positive',
  voided: 'caution',
  returned: 'caution',
  requested: 'primary',
  none: 'transparent',
} as const

/**
 * Takes the editor to a field as the «Validación» panel does: opens every array item and object on
 * the way (a section's dialog, a text's editor), then focuses it. The form's own `onPathFocus`
 * only focuses, so a field inside a section, whose dialog is closed, was never reached.
 */
function useGoToField() {
  const {onPathOpen, onFocus} = useDocumentPane()
  return (path: Path) => {
    onPathOpen(path)
    onFocus(path)
  }
}

/**
 * The draft's first error, when the review rule holds the document: a review waits for it (checks
 * first, then review), and the button leads to the field, as the «Validación» panel does.
 */
function ChecksFirst({document}: {document: ReviewedDocument}) {
  const {firstError} = useValidatedDraft(document._id, document._type, document)
  const goToField = useGoToField()
  if (!firstError) return null
  return (
    <Flex gap={3} align="center" wrap="wrap" data-testid="review-checks-first">
      <Text size={1} style={{flex: 1}}>
        Antes de la revisión, corrija {firstError.where ? <strong>«{firstError.where}»</strong> : 'el documento'}:{' '}
        {firstError.message}
      </Text>
      <Button
        mode="ghost"
        tone="critical"
        fontSize={1}
        text="Ir al campo"
        onClick={() => goToField(firstError.focusPath)}
      />
    </Flex>
  )
}

/** Where the draft's review stands and who wrote and approved the last publication, above the fields. */
function ReviewStatus({document}: {document: ReviewedDocument}) {
  const settings = useReviewSettings()
  const status = reviewStatus(document)
  const publication = document.publication
  const checksFirst = ruleIsOn(settings) && status.state !== 'approved'
  let line: ReactNode = null
  switch (status.state) {
    case 'requested':
      line = (
        <>
          Revisión solicitada por <UserName id={status.request.requestedBy} /> el {when(status.request.requestedAt)}.
        </>
      )
      break
    case 'approved':
      line = (
        <>
          Aprobado por <UserName id={status.approval.approvedBy} /> el {when(status.approval.approvedAt)}: se puede
          publicar.
          {status.approval.uncheckedLinks?.length ? (
            <span data-testid="approval-unchecked-links">
              {' '}
              Se aprobó sin comprobar los enlaces externos (el sitio web no respondió):{' '}
              {status.approval.uncheckedLinks.map((href) => `«${href}»`).join(', ')}.
            </span>
          ) : null}
        </>
      )
      break
    case 'voided':
      line = (
        <>
          La aprobación de <UserName id={status.approval.approvedBy} /> quedó sin efecto: hubo cambios después. Solicite
          una nueva revisión.
        </>
      )
      break
    case 'returned':
      line = (
        <>
          Devuelto por <UserName id={status.returned.returnedBy} /> el {when(status.returned.returnedAt)}: «
          {status.returned.comment}»
        </>
      )
      break
    case 'none':
      if (ruleIsOn(settings) && !publication) line = 'Sin revisión: solicítela antes de publicar.'
  }
  if (!line && !publication && !checksFirst) return null
  return (
    <Card padding={3} radius={2} border tone={TONES[status.state]} data-testid="review-status">
      <Stack gap={3}>
        {line && <Text size={1}>{line}</Text>}
        {checksFirst && <ChecksFirst document={document} />}
        {publication && (
          <Text size={1} muted data-testid="last-publication">
            Última publicación el {when(publication.publishedAt)}
            {publication.writtenBy && (
              <>
                , escrita por <UserName id={publication.writtenBy} />
              </>
            )}
            {publication.approvedBy ? (
              <>
                , aprobada por <UserName id={publication.approvedBy} /> el {when(publication.approvedAt)}.
              </>
            ) : (
              ', sin revisión.'
            )}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** Whether the review draws this input: a reviewed document's form, or a reviewer list of the settings. */
export const drawsReview = (props: InputProps) =>
  isReviewerList(props) ||
  (props.path.length === 0 && Boolean(reviewKindOf(props.schemaType.name)) && Boolean(props.value))

/**
 * The document form of a reviewed type, with its review status above the fields; the settings'
 * reviewer lists as pickers of the project's members.
 */
export function ReviewInput(props: InputProps) {
  if (isReviewerList(props)) return <ReviewerPicker {...props} />
  return (
    <Stack gap={4}>
      {/* A page that goes live on a date says when (studio/scheduling/). */}
      <ScheduleNotice document={props.value as ReviewedDocument} />
      <ReviewStatus document={props.value as ReviewedDocument} />
      {/* While a review waits, what it is asked to approve: «Antes / Ahora» per changed field. */}
      {reviewStatus(props.value as ReviewedDocument).state === 'requested' && (
        <ReviewChanges document={props.value as ReviewedDocument} />
      )}
      {props.renderDefault(props)}
    </Stack>
  )
}
