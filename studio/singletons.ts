import type {DocumentActionComponent, Template} from 'sanity'
import {SINGLETON_TYPES} from '../schemas'
import {contactRequest} from '../schemas/documents/contactRequest'

/**
 * What staff may create: neither a singleton (edited in place) nor a contact request (sent by
 * visitors).
 */
export function creatableTemplates(templates: Template[]) {
  return templates.filter(
    (template) => !SINGLETON_TYPES.has(template.schemaType) && template.schemaType !== contactRequest.name,
  )
}

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export function singletonActions(actions: DocumentActionComponent[], schemaType: string) {
  return SINGLETON_TYPES.has(schemaType)
    ? actions.filter((action) => action.action && SINGLETON_ACTIONS.has(action.action))
    : actions
}

/** Contact requests come from visitors: staff may not duplicate them. */
export function withoutLeadCreation(actions: DocumentActionComponent[], schemaType: string) {
  return schemaType === contactRequest.name ? actions.filter((action) => action.action !== 'duplicate') : actions
}
