import type {DocumentActionComponent, Template} from 'sanity'
import {SINGLETON_TYPES} from '../schemas'
import {contactErasure} from '../schemas/documents/contactErasure'
import {contactRequest} from '../schemas/documents/contactRequest'
import {publishSchedule} from '../schemas/documents/publishSchedule'

/**
 * What staff may create: neither a singleton (edited in place), a contact request (sent by
 * visitors), an entry of the erasure log (written only with an erasure) nor a publishing schedule.
 */
export function creatableTemplates(templates: Template[]) {
  return templates.filter(
    (template) =>
      !SINGLETON_TYPES.has(template.schemaType) &&
      template.schemaType !== contactRequest.name &&
      template.schemaType !== contactErasure.name &&
      // Made by a page's «Programar publicación» (studio/scheduling/).
      template.schemaType !== publishSchedule.name,
  )
}

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export function singletonActions(actions: DocumentActionComponent[], schemaType: string) {
  return SINGLETON_TYPES.has(schemaType)
    ? actions.filter((action) => action.action && SINGLETON_ACTIONS.has(action.action))
    : actions
}

/**
 * Contact requests come from visitors: staff may not duplicate them. The erasure log is a record:
 * no action at all (no publish, edit, duplicate, unpublish or delete).
 */
export function withoutLeadCreation(actions: DocumentActionComponent[], schemaType: string) {
  if (schemaType === contactErasure.name) return []
  return schemaType === contactRequest.name ? actions.filter((action) => action.action !== 'duplicate') : actions
}
