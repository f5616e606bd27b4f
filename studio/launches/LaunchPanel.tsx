import {CalendarIcon} from '@sanity/icons/Calendar'
import {EyeOpenIcon} from '@sanity/icons/EyeOpen'
import {RestoreIcon} from '@sanity/icons/Restore'
import {RocketIcon} from '@sanity/icons/Rocket'
import {Box, Button, Card, Dialog, Flex, Stack, Text} from '@sanity/ui'
import {useState, type ReactNode} from 'react'
import {useClient, useCurrentUser} from 'sanity'
import {useRouter} from 'sanity/router'
import {spanishDateTime} from '@habitum/content/calendar'
import {API_VERSION} from '../../schemas/apiVersion'
import {launchPreviewPath} from '../../schemas/site/preview'
import {
  documentLabel,
  launchDateProblem,
  NO_CHANGES,
  type Launch,
  type LaunchChange,
} from '../../schemas/launches/rules'
import {keyOf, useLaunchChecks} from './LaunchChecks'
import {readinessOf, type Readiness} from './changeState'
import {cancelSchedule, isConflict, requestPublish, requestUndo, schedule} from './requests'

/** The Presentation tool opened on a page of the site (its `preview` parameter). */
const PRESENTATION_WITH_PREVIEW = '/presentation?preview='

const when = (instant: string | undefined) => (instant ? spanishDateTime(instant) : '')

/** Where the launch stands, in one line: prepared, scheduled, going live, live, failed, undone. */
function StatusLine({launch}: {launch: Launch}) {
  const status = launch.status ?? 'draft'
  const lines: Record<
    typeof status,
    {tone: 'default' | 'primary' | 'positive' | 'critical' | 'caution'; text: string}
  > = {
    draft: {tone: 'default', text: 'En preparación: aún no se publicó.'},
    scheduled: {
      tone: 'primary',
      text: `Programado: se publica el ${when(launch.publishAt)} (hora de Buenos Aires).`,
    },
    requested: {tone: 'primary', text: 'Publicándose… El sitio publica todos los cambios juntos.'},
    published: {tone: 'positive', text: `Publicado el ${when(launch.publishedAt)}.`},
    failed: {tone: 'critical', text: `No se publicó: ${launch.problem ?? ''}`},
    undoing: {tone: 'primary', text: 'Deshaciéndose… El sitio vuelve a publicar lo que había antes.'},
    undone: {tone: 'default', text: `Deshecho el ${when(launch.undoneAt)}: el sitio muestra lo que había antes.`},
  }
  const {tone, text} = lines[status]
  return (
    <Card padding={3} radius={2} border tone={tone} data-testid="launch-status">
      <Stack gap={3}>
        <Text size={1} weight="medium" style={{whiteSpace: 'pre-line'}}>
          {text}
        </Text>
        {launch.undoProblem && status === 'published' && (
          <Text size={1} data-testid="launch-undo-problem">
            No se deshizo: {launch.undoProblem}
          </Text>
        )}
      </Stack>
    </Card>
  )
}

/** Whether the launch can go live, or which change holds it back and why. */
function ReadinessLine({readiness}: {readiness: Readiness}) {
  if (readiness.state === 'checking')
    return (
      <Text size={1} muted data-testid="launch-readiness">
        Comprobando los cambios…
      </Text>
    )
  if (readiness.state === 'empty')
    return (
      <Card padding={3} radius={2} border tone="caution" data-testid="launch-readiness">
        <Text size={1}>Aún no se puede publicar: {NO_CHANGES.charAt(0).toLowerCase() + NO_CHANGES.slice(1)}</Text>
      </Card>
    )
  if (readiness.state === 'ready')
    return (
      <Card padding={3} radius={2} border tone="positive" data-testid="launch-readiness">
        <Text size={1}>Listo para publicarse: todos los cambios pasan las comprobaciones.</Text>
      </Card>
    )
  return (
    <Card padding={3} radius={2} border tone="caution" data-testid="launch-readiness">
      <Stack gap={3}>
        <Text size={1} weight="medium">
          Aún no se puede publicar:
        </Text>
        {(readiness.blockers ?? []).map((blocker) => (
          <Text size={1} key={blocker}>
            {blocker}
          </Text>
        ))}
      </Stack>
    </Card>
  )
}

/** A confirmation that names what will happen to each document. */
function Confirm(props: {
  id: string
  header: string
  intro: string
  lines: string[]
  confirm: string
  tone: 'primary' | 'critical'
  onConfirm: () => void
  onClose: () => void
}) {
  return (
    <Dialog id={props.id} header={props.header} onClose={props.onClose} width={1}>
      <Box padding={4}>
        <Stack gap={4}>
          <Text size={1}>{props.intro}</Text>
          <Stack as="ul" gap={3} style={{paddingLeft: '1.2em', margin: 0}}>
            {props.lines.map((line) => (
              <Text as="li" size={1} key={line}>
                {line}
              </Text>
            ))}
          </Stack>
          <Flex gap={2} justify="flex-end">
            <Button mode="ghost" text="Cancelar" onClick={props.onClose} />
            <Button tone={props.tone} text={props.confirm} onClick={props.onConfirm} />
          </Flex>
        </Stack>
      </Box>
    </Dialog>
  )
}

type Labelled = {change: LaunchChange; label: string}

/**
 * Above the launch's fields: where it stands, whether it can go live and what holds it back, and
 * «Publicar ahora», «Programar» / «Cancelar programación» and «Deshacer el lanzamiento». The
 * buttons write a request on the launch; the site's server does the work and the screen shows the
 * outcome as the launch changes.
 */
export function LaunchPanel({launch}: {launch: Launch}) {
  const client = useClient({apiVersion: API_VERSION})
  const userId = useCurrentUser()?.id
  // What the screen shows: a request is written only while the launch is still in this state.
  const stored = {_id: launch._id, status: launch.status}
  const router = useRouter()
  const {states} = useLaunchChecks()
  const changes = launch.changes ?? []
  const labelled: Labelled[] = changes.map((change) => ({
    change,
    label: states.get(keyOf(change))?.label ?? documentLabel(change, null),
  }))
  const readiness = readinessOf(changes.map((change) => states.get(keyOf(change))))
  const [dialog, setDialog] = useState<'publish' | 'undo' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const status = launch.status ?? 'draft'
  const prepared = status === 'draft' || status === 'failed'

  const run = (work: () => Promise<unknown>) => {
    setDialog(null)
    setProblem(null)
    setSaving(true)
    work()
      .catch((error: unknown) =>
        setProblem(
          isConflict(error)
            ? 'El lanzamiento cambió en este momento (otra persona o el sitio). Revise su estado y vuelva a intentarlo.'
            : 'No se pudo guardar. Vuelva a intentarlo.',
        ),
      )
      .finally(() => setSaving(false))
  }
  const onSchedule = () => {
    const refused = !launch.publishAt
      ? 'Elija antes la fecha y hora en «Se publica el».'
      : (launchDateProblem(launch.publishAt, status, new Date()) ??
        (readiness.state === 'ready'
          ? null
          : readiness.state === 'checking'
            ? 'Espere a que terminen las comprobaciones de los cambios.'
            : 'Todos los cambios deben pasar las comprobaciones (vea arriba qué falta).'))
    if (refused) return setProblem(`No se puede programar: ${refused}`)
    run(() => schedule(client, stored))
  }

  const buttons: ReactNode[] = []
  // The site as it will be after this launch, only its changes over what is published, in the
  // Presentation tool (docs/studio.md «Previewing a launch»).
  if (prepared || status === 'scheduled')
    buttons.push(
      <Button
        key="preview"
        icon={EyeOpenIcon}
        mode="ghost"
        text="Ver el sitio con este lanzamiento"
        onClick={() =>
          router.navigateUrl({path: PRESENTATION_WITH_PREVIEW + encodeURIComponent(launchPreviewPath(launch._id))})
        }
      />,
    )
  if (prepared || status === 'scheduled')
    buttons.push(
      <Button
        key="publish"
        icon={RocketIcon}
        tone="primary"
        text="Publicar ahora"
        disabled={saving || readiness.state !== 'ready'}
        onClick={() => setDialog('publish')}
      />,
    )
  if (prepared)
    buttons.push(
      <Button
        key="schedule"
        icon={CalendarIcon}
        mode="ghost"
        text="Programar"
        disabled={saving}
        onClick={onSchedule}
      />,
    )
  if (status === 'scheduled')
    buttons.push(
      <Button
        key="cancel"
        mode="ghost"
        tone="critical"
        text="Cancelar programación"
        disabled={saving}
        onClick={() => run(() => cancelSchedule(client, stored))}
      />,
    )
  if (status === 'published')
    buttons.push(
      <Button
        key="undo"
        icon={RestoreIcon}
        mode="ghost"
        tone="critical"
        text="Deshacer el lanzamiento"
        disabled={saving}
        onClick={() => setDialog('undo')}
      />,
    )

  const before = launch.before ?? []
  const labelOf = (documentId: string) =>
    labelled.find(({change}) => change.documentId === documentId)?.label ?? 'Un documento'
  return (
    <Stack gap={3} data-testid="launch-panel">
      <StatusLine launch={launch} />
      {(prepared || status === 'scheduled') && <ReadinessLine readiness={readiness} />}
      {problem && (
        <Card padding={3} radius={2} border tone="critical" data-testid="launch-problem">
          <Text size={1}>{problem}</Text>
        </Card>
      )}
      {buttons.length > 0 && (
        <Flex gap={2} wrap="wrap">
          {buttons}
        </Flex>
      )}
      {dialog === 'publish' && (
        <Confirm
          id="launch-publish"
          header="Publicar ahora"
          intro="El sitio publicará juntos, en un solo paso, los cambios de:"
          lines={labelled.map(({label}) => label)}
          confirm="Publicar ahora"
          tone="primary"
          onClose={() => setDialog(null)}
          onConfirm={() => run(() => requestPublish(client, stored, userId))}
        />
      )}
      {dialog === 'undo' && (
        <Confirm
          id="launch-undo"
          header="Deshacer el lanzamiento"
          intro="El sitio volverá a mostrar, en un solo paso, lo que había antes del lanzamiento:"
          lines={before.map((entry) =>
            entry.existed
              ? `${labelOf(entry.documentId)}: vuelve a la versión anterior`
              : `${labelOf(entry.documentId)}: deja de publicarse (el lanzamiento lo publicó por primera vez)`,
          )}
          confirm="Deshacer el lanzamiento"
          tone="critical"
          onClose={() => setDialog(null)}
          onConfirm={() => run(() => requestUndo(client, stored, userId))}
        />
      )}
    </Stack>
  )
}
