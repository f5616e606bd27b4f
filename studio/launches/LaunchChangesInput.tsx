import {CloseIcon} from '@sanity/icons/Close'
import {Box, Button, Card, Flex, Stack, Text} from '@sanity/ui'
import {unset, useFormValue, type ArrayOfObjectsInputProps} from 'sanity'
import {IntentLink} from 'sanity/router'
import {holdsDocuments, type Launch, type LaunchChange} from '../../schemas/launches/rules'
import {AddChange} from './AddChange'
import {keyOf, useLaunchChecks} from './LaunchChecks'
import type {ChangeState} from './changeState'
import {UserNames} from './UserNames'

/** One change: its document by name (a link that opens it) and where it stands, with «Quitar». */
function ChangeLine({
  change,
  state,
  editable,
  onRemove,
}: {
  change: LaunchChange
  state: ChangeState | undefined
  editable: boolean
  onRemove: () => void
}) {
  return (
    <Card padding={3} radius={2} border data-testid="launch-change">
      <Flex gap={3} align="center">
        <Stack gap={2} flex={1}>
          <Text size={1} weight="medium">
            <IntentLink intent="edit" params={{id: change.documentId, type: change.documentType}}>
              {state?.label ?? 'Documento'}
            </IntentLink>
          </Text>
          {state && editable && (
            <Card tone={state.tone === 'default' ? 'transparent' : state.tone} padding={2} radius={2}>
              <Text size={1} data-testid="launch-change-state">
                {state.text}
                {state.people && (
                  <>
                    {' '}
                    <UserNames ids={state.people} />
                  </>
                )}
              </Text>
            </Card>
          )}
        </Stack>
        {editable && (
          <Button
            icon={CloseIcon}
            mode="bleed"
            tone="critical"
            text="Quitar"
            fontSize={1}
            aria-label={`Quitar ${state?.label ?? 'este cambio'} del lanzamiento`}
            onClick={onRemove}
          />
        )}
      </Flex>
    </Card>
  )
}

/**
 * «Cambios» on the launch's screen: each document by its name, opening it, with its state live;
 * a change removed, or added from the drafts in progress. Once the launch went live its list is
 * what it published, no longer edited.
 */
export function LaunchChangesInput(props: ArrayOfObjectsInputProps) {
  const launch = useFormValue([]) as Launch
  const changes = (props.value ?? []) as LaunchChange[]
  const {states} = useLaunchChecks()
  const editable = holdsDocuments(launch.status) && launch.status !== 'requested' && !props.readOnly
  return (
    <Stack gap={3} data-testid="launch-changes">
      {changes.length === 0 && (
        <Text size={1} muted>
          Aún no hay cambios en este lanzamiento.
        </Text>
      )}
      {changes.map((change) => (
        <ChangeLine
          key={keyOf(change)}
          change={change}
          state={states.get(keyOf(change))}
          editable={editable}
          onRemove={() => props.onChange(unset([{_key: keyOf(change)}]))}
        />
      ))}
      {editable && (
        <Box>
          <AddChange launch={launch} onAdd={(change) => props.onChange(change)} />
        </Box>
      )}
    </Stack>
  )
}
