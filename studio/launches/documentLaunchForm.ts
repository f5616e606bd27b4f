import type {InputProps} from 'sanity'
import {LAUNCHABLE_TYPES} from '../../schemas/launches/rules'

/** The whole form of a document a launch can publish: where the launch's notice goes. */
export const isLaunchableForm = (props: InputProps) =>
  props.path.length === 0 && Boolean(LAUNCHABLE_TYPES[props.schemaType.name]) && Boolean(props.value)
