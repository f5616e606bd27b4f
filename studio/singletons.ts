import type {DocumentActionComponent, NewDocumentOptionsContext, TemplateItem} from 'sanity'
import {SINGLETON_TYPES} from '../schemas'

/** Singletons are edited in place: no «new» template, no duplicate or delete action. */
export function withoutSingletonTemplates(templates: TemplateItem[], context: NewDocumentOptionsContext) {
  return context.creationContext.type === 'global'
    ? templates.filter((template) => !SINGLETON_TYPES.has(template.templateId))
    : templates
}

const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore'])

export function singletonActions(actions: DocumentActionComponent[], schemaType: string) {
  return SINGLETON_TYPES.has(schemaType)
    ? actions.filter((action) => action.action && SINGLETON_ACTIONS.has(action.action))
    : actions
}

/** Contact requests come from visitors: staff may not create them by hand or duplicate them. */
export function withoutLeadCreation(actions: DocumentActionComponent[], schemaType: string) {
  return schemaType === 'contactRequest' ? actions.filter((action) => action.action !== 'duplicate') : actions
}
