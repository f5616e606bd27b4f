import type {WorkingSet} from './dataset'
import {contentOf, draftIdOf, isPublishedId, isValidId, strengthenReferences, type LakeDocument} from './documents'
import {invalidRequest} from './errors'
import {
  alreadyExists,
  checkRevision,
  deleteDocument,
  notFoundIn,
  patchDocument,
  readDocument,
  type Position,
} from './mutations'

type Action = Record<string, unknown>
type Handler = (documents: WorkingSet, action: Action, at: Position) => void

/**
 * The document actions of data/actions, the API the Studio edits and publishes through: each one
 * becomes writes to the draft and published documents, inside the request's one transaction.
 */
const HANDLERS: Record<string, Handler> = {
  'sanity.action.document.create': (documents, action, at) => {
    const publishedId = publishedIdIn(action, at)
    const attributes = draftAttributesIn(action, publishedId, at)
    const ifExists = action.ifExists ?? 'fail'
    if (ifExists !== 'fail' && ifExists !== 'ignore')
      throw invalidRequest(`${field(at, 'ifExists')} must be "fail" or "ignore"`)
    const existing = documents.get(attributes._id) ?? documents.get(publishedId)
    if (existing && ifExists === 'fail') throw alreadyExists(existing._id, at)
    if (!existing) documents.put(attributes._id, attributes)
  },

  'sanity.action.document.edit': (documents, action, at) => {
    const publishedId = publishedIdIn(action, at)
    const draftId = draftIdIn(action, publishedId, at)
    const patch = action.patch
    if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
      throw invalidRequest(`${field(at, 'patch')} must be an object of patch operations`)
    }
    // The first edit makes the draft, from the published document.
    if (!documents.get(draftId))
      documents.put(draftId, {...copyOf(documents.get(publishedId), publishedId, at), _id: draftId})
    patchDocument(documents, draftId, patch as Record<string, unknown>, at)
  },

  'sanity.action.document.publish': (documents, action, at) => {
    const publishedId = publishedIdIn(action, at)
    const draftId = draftIdIn(action, publishedId, at)
    const draft = documents.get(draftId)
    if (!draft) throw notFoundIn(draftId, at)
    checkRevision(draft, action.ifDraftRevisionId, at)
    checkRevision(documents.get(publishedId), action.ifPublishedRevisionId, at)
    documents.put(publishedId, strengthenReferences({...contentOf(draft), _id: publishedId}))
    deleteDocument(documents, draftId)
  },

  'sanity.action.document.unpublish': (documents, action, at) => {
    const publishedId = publishedIdIn(action, at)
    const draftId = draftIdIn(action, publishedId, at)
    const published = copyOf(documents.get(publishedId), publishedId, at)
    if (!documents.get(draftId)) documents.put(draftId, {...published, _id: draftId})
    deleteDocument(documents, publishedId)
  },

  'sanity.action.document.discard': (documents, action, at) => {
    const draftId = action.draftId
    if (!isValidId(draftId) || isPublishedId(draftId))
      throw invalidRequest(`${field(at, 'draftId')} must be the id of a draft ("drafts.…")`)
    if (!documents.get(draftId)) throw notFoundIn(draftId, at)
    deleteDocument(documents, draftId)
  },

  'sanity.action.document.delete': (documents, action, at) => {
    const publishedId = publishedIdIn(action, at)
    const drafts = action.includeDrafts ?? []
    if (!Array.isArray(drafts) || !drafts.every((id) => isValidId(id) && !isPublishedId(id))) {
      throw invalidRequest(`${field(at, 'includeDrafts')} must be an array of draft ids`)
    }
    const ids = [publishedId, ...(drafts as string[])]
    if (ids.every((id) => !documents.get(id))) throw notFoundIn(publishedId, at)
    for (const id of ids) deleteDocument(documents, id)
  },

  'sanity.action.document.replaceDraft': (documents, action, at) => {
    const attributes = draftAttributesIn(action, publishedIdIn(action, at), at)
    documents.put(attributes._id, attributes)
  },
}

export const ACTION_TYPES = Object.keys(HANDLERS)

/** Applies the actions of one data/actions request, in order, to its transaction. */
export function applyActions(documents: WorkingSet, actions: unknown) {
  if (!Array.isArray(actions) || actions.length === 0)
    throw invalidRequest('"actions" must be a non-empty array of actions')
  actions.forEach((action: unknown, index) => {
    const at: Position = {kind: 'action', index}
    if (typeof action !== 'object' || action === null || Array.isArray(action)) {
      throw invalidRequest(`actions[${index}] must be an object with an "actionType"`)
    }
    const type = (action as Action).actionType
    const handler = typeof type === 'string' ? HANDLERS[type] : undefined
    if (!handler) {
      const releases = typeof type === 'string' && /^sanity\.action\.(release|document\.version)\./.test(type)
      throw invalidRequest(
        releases
          ? `actions[${index}].actionType "${type}": releases are switched off in the local lake`
          : `actions[${index}].actionType must be one of ${ACTION_TYPES.join(', ')}; got ${JSON.stringify(type)}`,
      )
    }
    handler(documents, action as Action, at)
  })
}

const field = (at: Position, name: string) => `actions[${at.index}].${name}`

function publishedIdIn(action: Action, at: Position): string {
  const id = action.publishedId
  if (!isValidId(id) || !isPublishedId(id))
    throw invalidRequest(`${field(at, 'publishedId')} must be a published document id (not "drafts.…")`)
  return id
}

function draftIdIn(action: Action, publishedId: string, at: Position): string {
  if (action.draftId !== draftIdOf(publishedId)) {
    throw invalidRequest(`${field(at, 'draftId')} must be "${draftIdOf(publishedId)}", the draft of "${publishedId}"`)
  }
  return action.draftId
}

/** The new draft of a create or replaceDraft action: its `_id`, when given, must be the draft's. */
function draftAttributesIn(action: Action, publishedId: string, at: Position): LakeDocument {
  const attributes = action.attributes
  if (typeof attributes !== 'object' || attributes === null || Array.isArray(attributes)) {
    throw invalidRequest(`${field(at, 'attributes')} must be the draft document (an object)`)
  }
  const document = readDocument({_id: draftIdOf(publishedId), ...attributes}, field(at, 'attributes'), true)
  if (document._id !== draftIdOf(publishedId)) {
    throw invalidRequest(
      `${field(at, 'attributes._id')} must be "${draftIdOf(publishedId)}", the draft of "${publishedId}"`,
    )
  }
  return document
}

function copyOf(document: LakeDocument | null, id: string, at: Position): LakeDocument {
  if (!document) throw notFoundIn(id, at)
  return contentOf(document)
}
