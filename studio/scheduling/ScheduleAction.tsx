import {CalendarIcon} from '@sanity/icons/Calendar'
import {Button, Card, Flex, Stack, Text, TextInput} from '@sanity/ui'
import {useToast} from '@sanity/ui/toast'
import {useEffect, useEffectEvent, useState} from 'react'
import {getPublishedId, useClient, type DocumentActionComponent, type DocumentActionProps} from 'sanity'
import {buenosAiresClock, instantInBuenosAires, spanishDateTime} from '@habitum/content/calendar'
import {API_VERSION} from '../../schemas/apiVersion'
import {contentHash, publishBlocker, type ReviewedDocument} from '../../schemas/review/rules'
import {
  existingScheduleProblem,
  publishAtProblem,
  SCHEDULE_TYPE,
  scheduleIdOf,
  SCHEDULED_TYPES,
  type PublishSchedule,
} from '../../schemas/scheduling/rules'
import {useCurrentUserId, useReviewSettings} from '../review/settings'
import {documentName} from '../review/documentName'
import {checksBlocker, useValidatedDraft} from '../review/validated'
import {useSchedule} from './useSchedule'

type Client = ReturnType<typeof useClient>

const isConflict = (error: unknown) => (error as {statusCode?: number}).statusCode === 409

/**
 * Writes the page's schedule: a new one (replacing one that already ended), or the waiting one
 * moved (and set to the draft as it is now). Each write is tied to the revision read, so two
 * editors scheduling the same page at once get one schedule, and the other a message.
 */
async function saveSchedule(
  client: Client,
  existing: PublishSchedule | null,
  schedule: Omit<PublishSchedule, '_id' | '_type'>,
) {
  const _id = scheduleIdOf(schedule.documentId)
  if (existing?.status === 'scheduled') {
    await client
      .patch(_id)
      .ifRevisionId(existing._rev!)
      .set(schedule)
      .unset(['problem', 'publishedAt'])
      .commit({visibility: 'sync'})
    return
  }
  const transaction = client.transaction()
  if (existing) transaction.patch(_id, (patch) => patch.ifRevisionId(existing._rev!).set({})).delete(_id)
  await transaction.create({_id, _type: SCHEDULE_TYPE, ...schedule}).commit({visibility: 'sync'})
}

function ScheduleDialog({
  props,
  schedule,
  onDone,
}: {
  props: DocumentActionProps
  schedule: PublishSchedule | null
  onDone: () => void
}) {
  // The checks as they are now: the Studio validates again whenever it likes (a document just
  // opened, a referenced one loaded), so «Programar» may be pressed while they run.
  const checks = useValidatedDraft(props.id, props.type, props.draft)
  const checking = Boolean(props.draft) && !checks.settled && !checks.firstError
  const blocker = props.draft ? checksBlocker(checks) : null
  /** «Programar» pressed while the checks ran: it goes on by itself once they end. */
  const [submitWhenChecked, setSubmitWhenChecked] = useState(false)
  const client = useClient({apiVersion: API_VERSION})
  const userId = useCurrentUserId()
  const settings = useReviewSettings()
  const waiting = schedule?.status === 'scheduled'
  const initial = buenosAiresClock(waiting ? schedule.publishAt : new Date(Date.now() + 86_400_000))
  const [date, setDate] = useState(initial.date)
  const [time, setTime] = useState(waiting ? initial.time : '09:00')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const draft = props.draft as ReviewedDocument | null
  const approvalMissing = draft ? publishBlocker(draft, settings) : null
  const publishAt = instantInBuenosAires(date, time)

  const toast = useToast()
  const page = documentName((props.draft ?? props.published ?? {_id: props.id, _type: props.type}) as ReviewedDocument)
  /** Does the work, then says what happened: the dialog closes, the toast stays a while. */
  const run = (work: () => Promise<void>, done: string) => {
    setSaving(true)
    work()
      .then(() => {
        toast.push({status: 'success', title: done, duration: 8000})
        onDone()
      })
      .catch((error: unknown) =>
        setProblem(
          isConflict(error)
            ? 'Otra persona cambió la programación de esta página en este momento. Cierre y vuelva a intentarlo.'
            : 'No se pudo guardar la programación. Vuelva a intentarlo.',
        ),
      )
      .finally(() => setSaving(false))
  }
  const submit = () => {
    const tooEarly = publishAtProblem(publishAt, new Date())
    if (!tooEarly && checking) {
      setProblem(null)
      return setSubmitWhenChecked(true)
    }
    const refused = tooEarly ?? blocker ?? (draft ? null : 'No hay cambios por publicar.')
    if (refused || !publishAt || !draft) return setProblem(refused)
    const title = (draft.title as {es?: string} | undefined)?.es
    run(
      () =>
        saveSchedule(client, schedule, {
          documentId: getPublishedId(props.id),
          documentType: props.type,
          title,
          publishAt,
          contentHash: contentHash(draft),
          scheduledBy: userId,
          scheduledAt: new Date().toISOString(),
          status: 'scheduled',
        }),
      `Programada para el ${spanishDateTime(publishAt)}: «${page}»`,
    )
  }
  const submitChecked = useEffectEvent(() => {
    setSubmitWhenChecked(false)
    submit()
  })
  useEffect(() => {
    if (submitWhenChecked && !checking) submitChecked()
  }, [submitWhenChecked, checking])
  const cancel = () =>
    run(async () => {
      await client
        .transaction()
        .patch(schedule!._id, (patch) => patch.ifRevisionId(schedule!._rev!).set({}))
        .delete(schedule!._id)
        .commit({visibility: 'sync'})
    }, `Programación cancelada: «${page}» no se publicará en esa fecha`)

  return (
    <Stack gap={4}>
      {waiting && (
        <Text size={1}>
          Programada para el <strong>{spanishDateTime(schedule.publishAt)}</strong> (hora de Buenos Aires).
        </Text>
      )}
      <Flex gap={3} wrap="wrap">
        <Stack gap={2}>
          <Text as="label" htmlFor="schedule-date" size={1} weight="medium">
            Fecha
          </Text>
          <TextInput
            id="schedule-date"
            type="date"
            value={date}
            onChange={(event) => setDate(event.currentTarget.value)}
          />
        </Stack>
        <Stack gap={2}>
          <Text as="label" htmlFor="schedule-time" size={1} weight="medium">
            Hora (Buenos Aires)
          </Text>
          <TextInput
            id="schedule-time"
            type="time"
            value={time}
            onChange={(event) => setTime(event.currentTarget.value)}
          />
        </Stack>
      </Flex>
      <Text size={1} muted>
        A esa hora el sitio publica el borrador tal como está ahora. Si se edita después, hay que volver a programarlo.
      </Text>
      {approvalMissing && (
        <Card padding={3} radius={2} border tone="caution">
          <Text size={1}>{approvalMissing} Si a esa hora sigue sin aprobarse, no se publicará.</Text>
        </Card>
      )}
      {submitWhenChecked && (
        <Text size={1} muted data-testid="schedule-checking">
          Comprobando el documento… Se programará en cuanto termine.
        </Text>
      )}
      {problem && (
        <Card padding={3} radius={2} border tone="critical" data-testid="schedule-problem">
          <Text size={1}>{problem}</Text>
        </Card>
      )}
      <Flex gap={2} wrap="wrap">
        <Button
          text={waiting ? 'Cambiar la fecha' : 'Programar'}
          icon={CalendarIcon}
          tone="primary"
          disabled={saving || submitWhenChecked}
          onClick={submit}
        />
        {waiting && (
          <Button text="Cancelar programación" mode="ghost" tone="critical" disabled={saving} onClick={cancel} />
        )}
      </Flex>
    </Stack>
  )
}

/**
 * «Programar publicación» on a page: the draft, validated without an error, goes live at a date and
 * time (Buenos Aires) chosen here; the same action moves or cancels it. A page with a schedule
 * waiting offers «Cambiar programación»; one whose draft the Studio would refuse says why.
 */
export const ScheduleAction: DocumentActionComponent = (props) => {
  const schedule = useSchedule(props.id)
  const checks = useValidatedDraft(props.id, props.type, props.draft)
  const [open, setOpen] = useState(false)
  const waiting = schedule?.status === 'scheduled'
  if (!SCHEDULED_TYPES.includes(props.type) || (!props.draft && !waiting)) return null
  const blocker = props.draft ? checksBlocker(checks) : null
  return {
    label: waiting ? 'Cambiar programación' : 'Programar publicación',
    icon: CalendarIcon,
    disabled: Boolean(blocker) && !waiting,
    title: blocker ?? existingScheduleProblem(schedule) ?? 'Publica este borrador en la fecha y hora que elija',
    onHandle: () => setOpen(true),
    dialog: open && {
      type: 'dialog',
      header: waiting ? 'Cambiar programación' : 'Programar publicación',
      onClose: () => setOpen(false),
      content: (
        <ScheduleDialog
          props={props}
          schedule={schedule}
          onDone={() => {
            setOpen(false)
            props.onComplete()
          }}
        />
      ),
    },
  }
}
ScheduleAction.displayName = 'ScheduleAction'
