import {RocketIcon} from '@sanity/icons/Rocket'
import {RemoveCircleIcon} from '@sanity/icons/RemoveCircle'
import {Button, Card, Flex, Radio, Stack, Text, TextInput} from '@sanity/ui'
import {useToast} from '@sanity/ui/toast'
import {useState} from 'react'
import {getPublishedId, useClient, type DocumentActionComponent, type DocumentActionProps} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import {
  documentLabel,
  LAUNCH_TYPE,
  LAUNCHABLE_TYPES,
  otherLaunchProblem,
  type LaunchChange,
} from '../../schemas/launches/rules'
import {
  changeFor,
  LAUNCHES,
  launchChoice,
  launchesInPreparation,
  launchHolding,
  launchName,
  withoutChange,
  type LaunchSummary,
} from './documentLaunch'
import {useLaunches} from './documentLaunchStore'

type Client = ReturnType<typeof useClient>

const NEW = 'new'
const TOAST_MS = 8000
const isConflict = (error: unknown) => (error as {statusCode?: number}).statusCode === 409

/** A problem the editor can act on, said in the dialog rather than thrown away. */
class Refused extends Error {}

const shortKey = () => crypto.randomUUID().replaceAll('-', '').slice(0, 12)

/**
 * Adds the change to a launch in preparation, or to a new one by that name. The launches are read
 * again first (another editor may have added the document elsewhere meanwhile), and the launch's
 * write is tied to the revision read, so two additions at once never lose one.
 */
async function addToLaunch(client: Client, change: LaunchChange, target: string, newName: string) {
  const launches = await client.fetch<LaunchSummary[]>(LAUNCHES.fetch, LAUNCHES.params)
  const refused = otherLaunchProblem(change.documentId, target === NEW ? '' : target, launches)
  if (refused) throw new Refused(refused)
  const withChange = changeFor(change.documentId, change.documentType, shortKey())
  if (target === NEW) {
    const title = newName.trim()
    await client.create(
      {_id: `launch-${crypto.randomUUID()}`, _type: LAUNCH_TYPE, title, status: 'draft', changes: [withChange]},
      {visibility: 'sync'},
    )
    return title
  }
  const launch = launches.find((found) => found._id === target)
  if (!launch || (launch.status ?? 'draft') !== 'draft')
    throw new Refused('Ese lanzamiento ya no está en preparación: elija otro.')
  await client
    .patch(launch._id)
    .ifRevisionId(launch._rev!)
    .set({changes: [...(launch.changes ?? []), withChange]})
    .commit({visibility: 'sync'})
  return launch.title ?? ''
}

function AddToLaunchDialog({
  props,
  launches,
  onDone,
}: {
  props: DocumentActionProps
  launches: LaunchSummary[]
  onDone: () => void
}) {
  const client = useClient({apiVersion: API_VERSION})
  const toast = useToast()
  const choices = launchesInPreparation(launches)
  const [target, setTarget] = useState(choices[0]?._id ?? NEW)
  const [newName, setNewName] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const change = {documentId: getPublishedId(props.id), documentType: props.type}
  const label = documentLabel(change, (props.draft ?? props.published) as Record<string, unknown> | null)

  const submit = () => {
    if (target === NEW && !newName.trim()) return setProblem('Escriba un nombre para el lanzamiento nuevo.')
    setSaving(true)
    setProblem(null)
    addToLaunch(client, change, target, newName)
      .then((title) => {
        toast.push({
          status: 'success',
          title: `Añadido al lanzamiento ${launchName({title})}: ${label}`,
          description: 'Se publicará junto con los demás cambios del lanzamiento.',
          duration: TOAST_MS,
        })
        onDone()
      })
      .catch((error: unknown) =>
        setProblem(
          error instanceof Refused
            ? error.message
            : isConflict(error)
              ? 'Otra persona cambió ese lanzamiento en este momento. Vuelva a intentarlo.'
              : 'No se pudo añadir al lanzamiento. Vuelva a intentarlo.',
        ),
      )
      .finally(() => setSaving(false))
  }

  return (
    <Stack gap={4} data-testid="add-to-launch">
      <Text size={1}>
        Los cambios preparados de {label} se publicarán junto con los demás cambios del lanzamiento, en un solo paso.
      </Text>
      <Stack gap={3} as="fieldset" style={{border: 0, padding: 0, margin: 0}}>
        {choices.map((launch) => (
          <Flex key={launch._id} gap={2} align="center" as="label">
            <Radio
              name="launch"
              value={launch._id}
              checked={target === launch._id}
              onChange={() => setTarget(launch._id)}
            />
            <Text size={1}>{launchChoice(launch)}</Text>
          </Flex>
        ))}
        <Flex gap={2} align="center" as="label">
          <Radio name="launch" value={NEW} checked={target === NEW} onChange={() => setTarget(NEW)} />
          <Text size={1}>Un lanzamiento nuevo</Text>
        </Flex>
        {target === NEW && (
          <Stack gap={2} paddingLeft={4}>
            <Text as="label" htmlFor="launch-name" size={1} weight="medium">
              Nombre del lanzamiento
            </Text>
            <TextInput
              id="launch-name"
              placeholder="Campaña de verano"
              value={newName}
              onChange={(event) => setNewName(event.currentTarget.value)}
            />
          </Stack>
        )}
      </Stack>
      {problem && (
        <Card padding={3} radius={2} border tone="critical" data-testid="add-to-launch-problem">
          <Text size={1}>{problem}</Text>
        </Card>
      )}
      <Flex>
        <Button text="Añadir" icon={RocketIcon} tone="primary" disabled={saving} onClick={submit} />
      </Flex>
    </Stack>
  )
}

/** Takes the document out of its launch (the launch's write tied to the revision read). */
function useRemoveFromLaunch(props: DocumentActionProps) {
  const client = useClient({apiVersion: API_VERSION})
  const toast = useToast()
  const [removing, setRemoving] = useState(false)
  const remove = (launch: LaunchSummary) => {
    const publishedId = getPublishedId(props.id)
    setRemoving(true)
    client
      .patch(launch._id)
      .ifRevisionId(launch._rev!)
      .set({changes: withoutChange(launch, publishedId)})
      .commit({visibility: 'sync'})
      .then(() => {
        toast.push({
          status: 'success',
          title: `Quitado del lanzamiento ${launchName(launch)}`,
          description: 'Sus cambios preparados siguen en el borrador.',
          duration: TOAST_MS,
        })
        props.onComplete()
      })
      .catch(() =>
        toast.push({
          status: 'error',
          title: `No se pudo quitar del lanzamiento ${launchName(launch)}. Vuelva a intentarlo.`,
          duration: TOAST_MS,
        }),
      )
      .finally(() => setRemoving(false))
  }
  return {remove, removing}
}

/**
 * «Añadir a un lanzamiento» on every document a launch can publish: its prepared change (the
 * draft) goes into a launch in preparation, or a new one named here. A document already in a
 * launch that has not gone live offers «Quitar del lanzamiento «X»» instead: one launch at a time.
 */
export const LaunchAction: DocumentActionComponent = (props) => {
  const launches = useLaunches()
  const {remove, removing} = useRemoveFromLaunch(props)
  const [open, setOpen] = useState(false)
  if (!LAUNCHABLE_TYPES[props.type]) return null
  const holding = launches && launchHolding(getPublishedId(props.id), launches)
  // An open dialog stays until it ends: should another editor add the document elsewhere
  // meanwhile, «Añadir» says so, naming that launch.
  if (holding && !open)
    return {
      label: `Quitar del lanzamiento ${launchName(holding)}`,
      icon: RemoveCircleIcon,
      disabled: removing,
      title: 'Sus cambios preparados siguen en el borrador; ya no se publicarán con el lanzamiento',
      onHandle: () => remove(holding),
    }
  return {
    label: 'Añadir a un lanzamiento',
    icon: RocketIcon,
    disabled: !props.draft || !launches,
    title: props.draft
      ? 'Publica los cambios preparados de este documento junto con los de otros, en un solo paso'
      : 'No hay cambios por publicar: edite el documento para preparar un cambio.',
    onHandle: () => setOpen(true),
    dialog: open &&
      launches && {
        type: 'dialog',
        header: 'Añadir a un lanzamiento',
        onClose: () => setOpen(false),
        content: (
          <AddToLaunchDialog
            props={props}
            launches={launches}
            onDone={() => {
              setOpen(false)
              props.onComplete()
            }}
          />
        ),
      },
  }
}
LaunchAction.displayName = 'LaunchAction'
