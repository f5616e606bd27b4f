import type {DocumentActionComponent} from 'sanity'
import {LAUNCHABLE_TYPES} from '../../schemas/launches/rules'
import {LaunchAction} from './documentLaunchAction'
import {warnedPublish} from './documentLaunchPublish'

/**
 * The actions of a document a launch can publish: Publish warns when the document is in a launch,
 * and «Añadir a un lanzamiento» (or «Quitar del lanzamiento») follows the rest.
 */
export function withLaunches(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (!LAUNCHABLE_TYPES[schemaType]) return actions
  return [...actions.map((action) => (action.action === 'publish' ? warnedPublish(action) : action)), LaunchAction]
}
