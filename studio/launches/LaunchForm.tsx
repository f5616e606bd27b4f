import {Stack} from '@sanity/ui'
import type {ArrayOfObjectsInputProps, ArraySchemaType, InputProps} from 'sanity'
import {LAUNCH_TYPE, type Launch} from '../../schemas/launches/rules'
import {LaunchChecksProvider} from './LaunchChecks'
import {LaunchPanel} from './LaunchPanel'

/** The launch's form: where it stands and its buttons above the fields, each change's state shared below. */
export const isLaunchForm = (props: InputProps) =>
  props.path.length === 0 && props.schemaType.name === LAUNCH_TYPE && Boolean(props.value)

/** The launch's «Cambios» (its only list of «Cambio»), drawn as its list of documents. */
export const isLaunchChanges = (props: InputProps): props is ArrayOfObjectsInputProps =>
  props.path.length === 1 &&
  props.path[0] === 'changes' &&
  'of' in props.schemaType &&
  (props.schemaType as ArraySchemaType).of.some((member) => member.name === 'change')

export function LaunchForm(props: InputProps) {
  const launch = props.value as Launch
  return (
    <LaunchChecksProvider launch={launch}>
      <Stack gap={4}>
        <LaunchPanel launch={launch} />
        {props.renderDefault(props)}
      </Stack>
    </LaunchChecksProvider>
  )
}
