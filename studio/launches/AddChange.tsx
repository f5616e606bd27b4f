import {AddIcon} from '@sanity/icons/Add'
import {Button, Card, Flex, Select, Stack, Text} from '@sanity/ui'
import {useEffect, useState} from 'react'
import {getPublishedId, insert, setIfMissing, useClient, type FormPatch} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import {
  changeProblem,
  documentLabel,
  LAUNCHABLE_TYPES,
  otherLaunchProblem,
  type Launch,
  type LaunchChange,
} from '../../schemas/launches/rules'
import {useLaunchChecks} from './LaunchChecks'

type Draft = {_id: string; _type: string} & Record<string, unknown>

/** The documents with prepared changes (a draft), of the types a launch takes. */
const DRAFTS = `*[_id in path("drafts.**") && _type in $types] | order(_updatedAt desc){_id, _type, title, question, name, label, from}`

/** A random key for the new line, as the Studio gives array items. */
const newKey = () => Math.random().toString(36).slice(2, 14)

/**
 * «Añadir un cambio»: a document whose changes are prepared (it has a draft), chosen by its name.
 * One held by another launch that has not gone live is refused, naming that launch.
 */
export function AddChange({launch, onAdd}: {launch: Launch; onAdd: (patches: FormPatch[]) => void}) {
  const client = useClient({apiVersion: API_VERSION})
  const {otherLaunches} = useLaunchChecks()
  const [open, setOpen] = useState(false)
  const [drafts, setDrafts] = useState<Draft[] | null>(null)
  const [chosen, setChosen] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  useEffect(() => {
    if (!open) return
    let live = true
    client
      .fetch<Draft[]>(DRAFTS, {types: Object.keys(LAUNCHABLE_TYPES)}, {perspective: 'raw'})
      .then((found) => live && setDrafts(found))
      .catch(() => live && setProblem('No se pudieron leer los documentos con cambios. Vuelva a intentarlo.'))
    return () => {
      live = false
    }
  }, [open, client])

  const changes = launch.changes ?? []
  const inLaunch = new Set(changes.map((change) => change.documentId))
  const offered = (drafts ?? []).filter((draft) => !inLaunch.has(getPublishedId(draft._id)))
  const add = () => {
    const draft = offered.find((candidate) => candidate._id === chosen)
    if (!draft) return setProblem('Elija un documento.')
    const change: LaunchChange & {_type: 'change'} = {
      _key: newKey(),
      _type: 'change',
      documentId: getPublishedId(draft._id),
      documentType: draft._type,
    }
    const refused =
      changeProblem(change, [...changes, change]) ??
      otherLaunchProblem(change.documentId, launch._id, otherLaunches ?? [])
    if (refused) return setProblem(`${documentLabel(change, draft)}: ${refused}`)
    onAdd([setIfMissing([]), insert([change], 'after', [-1])])
    setChosen('')
    setProblem(null)
    setOpen(false)
  }

  if (!open) return <Button icon={AddIcon} mode="ghost" text="Añadir un cambio" onClick={() => setOpen(true)} />
  return (
    <Card padding={3} radius={2} border data-testid="launch-add-change">
      <Stack gap={3}>
        <Text as="label" htmlFor="launch-add-document" size={1} weight="medium">
          Documento con cambios por publicar
        </Text>
        <Select
          id="launch-add-document"
          value={chosen}
          disabled={!drafts}
          onChange={(event) => setChosen(event.currentTarget.value)}
        >
          <option value="">{drafts ? 'Elija un documento…' : 'Buscando documentos con cambios…'}</option>
          {offered.map((draft) => (
            <option key={draft._id} value={draft._id}>
              {documentLabel({documentId: getPublishedId(draft._id), documentType: draft._type}, draft)}
            </option>
          ))}
        </Select>
        {drafts && offered.length === 0 && (
          <Text size={1} muted>
            No hay otros documentos con cambios por publicar. Edite un documento y vuelva aquí.
          </Text>
        )}
        {problem && (
          <Card padding={3} radius={2} border tone="critical" data-testid="launch-add-problem">
            <Text size={1}>{problem}</Text>
          </Card>
        )}
        <Flex gap={2}>
          <Button tone="primary" text="Añadir" disabled={!chosen} onClick={add} />
          <Button
            mode="ghost"
            text="Cancelar"
            onClick={() => {
              setOpen(false)
              setProblem(null)
            }}
          />
        </Flex>
      </Stack>
    </Card>
  )
}
