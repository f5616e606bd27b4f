import {randomBytes} from 'node:crypto'
import {Mutation} from '@sanity/mutator'
import type {WorkingSet} from './dataset'
import {isDocument, isValidId, type LakeDocument} from './documents'
import {invalidRequest, LakeError, transactionError, type TransactionKind} from './errors'
import {newRevisionId} from './dataset'
import {idsMatching, type QueryContext} from './query'

/** The patch operations Sanity offers, applied by @sanity/mutator as the Studio applies them. */
const PATCH_OPERATIONS = ['set', 'setIfMissing', 'unset', 'inc', 'dec', 'insert', 'diffMatchPatch'] as const
const PATCH_FIELDS = new Set<string>([...PATCH_OPERATIONS, 'id', 'query', 'params', 'ifRevisionID'])
const MUTATION_TYPES = ['create', 'createIfNotExists', 'createOrReplace', 'delete', 'patch'] as const

type Patch = Record<string, unknown> & {ifRevisionID?: string}

/** Where a failure happened: the request's kind and the index of the mutation or action. */
export type Position = {kind: TransactionKind; index: number}

export type MutateOptions = {
  /** Sanity's `autoGenerateArrayKeys`: a `_key` for each object the mutations put in an array without one. */
  autoGenerateArrayKeys?: boolean
}

/** Applies a list of data/mutate mutations, in order, to a transaction's working set. */
export async function applyMutations(
  documents: WorkingSet,
  mutations: unknown,
  context: QueryContext,
  {autoGenerateArrayKeys = false}: MutateOptions = {},
) {
  if (!Array.isArray(mutations) || mutations.length === 0) {
    throw invalidRequest('"mutations" must be a non-empty array of mutations')
  }
  for (const [index, mutation] of mutations.entries()) {
    const keyed = autoGenerateArrayKeys ? withArrayKeys(mutation) : mutation
    await applyMutation(documents, keyed, {kind: 'mutation', index}, context)
  }
}

/** The values a mutation writes: a create's document, a patch's set, setIfMissing and insert. */
const WRITTEN_VALUES: Record<string, readonly string[]> = {
  create: [],
  createIfNotExists: [],
  createOrReplace: [],
  patch: ['set', 'setIfMissing', 'insert'],
}

/**
 * A copy of a mutation whose written values give every object in an array a `_key` when it has
 * none, as Sanity's `autoGenerateArrayKeys` does (array items are then addressable by key). What
 * is not a well-formed mutation is returned as it is, for applyMutation to refuse.
 */
function withArrayKeys(mutation: unknown): unknown {
  if (typeof mutation !== 'object' || mutation === null || Array.isArray(mutation)) return mutation
  const entries = Object.entries(mutation)
  if (entries.length !== 1) return mutation
  const [[type, body]] = entries as [[string, unknown]]
  const fields = WRITTEN_VALUES[type]
  if (!fields || typeof body !== 'object' || body === null || Array.isArray(body)) return mutation
  if (fields.length === 0) return {[type]: keyArrayItems(body)}
  const patch = {...(body as Record<string, unknown>)}
  for (const field of fields) if (patch[field] !== undefined) patch[field] = keyArrayItems(patch[field])
  return {[type]: patch}
}

function keyArrayItems(value: unknown, inArray = false): unknown {
  if (Array.isArray(value)) return value.map((item) => keyArrayItems(item, true))
  if (typeof value !== 'object' || value === null) return value
  const copy = Object.fromEntries(Object.entries(value).map(([name, field]) => [name, keyArrayItems(field)]))
  return inArray && copy._key === undefined ? {_key: newArrayKey(), ...copy} : copy
}

/** An array item's key in the Studio's style: 12 random hexadecimal digits. */
const newArrayKey = () => randomBytes(6).toString('hex')

async function applyMutation(documents: WorkingSet, mutation: unknown, at: Position, context: QueryContext) {
  const where = `mutations[${at.index}]`
  if (typeof mutation !== 'object' || mutation === null || Array.isArray(mutation)) {
    throw invalidRequest(`${where} must be an object such as {"create": {…}}`)
  }
  const keys = Object.keys(mutation)
  const type = keys[0] as (typeof MUTATION_TYPES)[number]
  if (keys.length !== 1 || !MUTATION_TYPES.includes(type)) {
    throw invalidRequest(
      `${where} must have exactly one of ${MUTATION_TYPES.join(', ')}; it has ${keys.join(', ') || 'none'}`,
    )
  }
  const body = (mutation as Record<string, unknown>)[type]
  if (type === 'delete' || type === 'patch') {
    const target = body as {id?: unknown; query?: unknown; params?: unknown}
    for (const id of await targets(documents, target, `${where}.${type}`, context)) {
      if (type === 'delete') deleteDocument(documents, id)
      else patchDocument(documents, id, body as Patch, at)
    }
    return
  }
  const document = readDocument(body, `${where}.${type}`, type !== 'create')
  const existing = documents.get(document._id)
  if (type === 'create' && existing) throw alreadyExists(document._id, at)
  if (type === 'createIfNotExists' && existing) return
  documents.put(document._id, {...document, ...(existing ? {_createdAt: existing._createdAt} : {})})
}

/** The documents a delete or patch names: by `id`, or every document its `query` selects. */
async function targets(
  documents: WorkingSet,
  target: {id?: unknown; query?: unknown; params?: unknown},
  where: string,
  context: QueryContext,
) {
  if (typeof target !== 'object' || target === null)
    throw invalidRequest(`${where} must be an object with "id" or "query"`)
  if (target.id !== undefined) {
    if (!isValidId(target.id)) throw invalidRequest(`${where}.id must be a document id`)
    return [target.id]
  }
  if (typeof target.query === 'string') {
    const params = (target.params ?? {}) as Record<string, unknown>
    return idsMatching(documents.all(), target.query, params, context)
  }
  throw invalidRequest(`${where} must have "id" (a document id) or "query" (a GROQ filter)`)
}

/** The document of a create mutation: `_type` required, `_id` required unless generated. */
export function readDocument(value: unknown, where: string, idRequired: boolean): LakeDocument {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalidRequest(`${where} must be a document (an object)`)
  const document = structuredClone(value) as Record<string, unknown>
  if (document._id === undefined && !idRequired) document._id = newRevisionId()
  else if (typeof document._id === 'string' && document._id.endsWith('.') && !idRequired)
    document._id += newRevisionId()
  if (!isValidId(document._id))
    throw invalidRequest(`${where}._id must be a document id (letters, digits, ".", "_" and "-")`)
  if (typeof document._type !== 'string' || document._type === '')
    throw invalidRequest(`${where}._type must be a non-empty string`)
  delete document._rev
  delete document._updatedAt
  return document as LakeDocument
}

export function deleteDocument(documents: WorkingSet, id: string) {
  documents.put(id, null)
}

/** Applies one patch to one document; the document must exist and have the expected revision. */
export function patchDocument(documents: WorkingSet, id: string, patch: Patch, at: Position) {
  const unknown = Object.keys(patch).find((key) => !PATCH_FIELDS.has(key))
  if (unknown) {
    throw invalidRequest(
      `Unknown patch operation "${unknown}" in ${at.kind}s[${at.index}]: expected ${PATCH_OPERATIONS.join(', ')}`,
    )
  }
  for (const name of PATCH_OPERATIONS) {
    const value = patch[name]
    if (value === undefined) continue
    const expected = name === 'unset' ? 'an array of paths' : 'an object'
    const fits =
      name === 'unset'
        ? Array.isArray(value) && value.every((path) => typeof path === 'string')
        : typeof value === 'object' && value !== null && !Array.isArray(value)
    if (!fits) throw invalidRequest(`"${name}" in ${at.kind}s[${at.index}] must be ${expected}`)
  }
  const document = documents.get(id)
  if (!document) throw notFoundIn(id, at)
  checkRevision(document, patch.ifRevisionID, at)
  documents.put(id, applyPatch(document, patch, at))
}

/** @sanity/mutator's patch, as the Studio applies it locally: same library, same result. */
export function applyPatch(document: LakeDocument, patch: Patch, at: Position): LakeDocument {
  const operations = Object.fromEntries(
    PATCH_OPERATIONS.filter((name) => patch[name] !== undefined).map((name) => [name, patch[name]]),
  )
  let result: unknown
  try {
    result = new Mutation({mutations: [{patch: {...operations, id: document._id}}]}).apply(document)
  } catch (error) {
    throw transactionError(at.kind, 400, {
      type: 'patchError',
      description: `Cannot apply the patch to "${document._id}": ${(error as Error).message}`,
      id: document._id,
      index: at.index,
    })
  }
  if (!isDocument(result) || result._id !== document._id) {
    throw transactionError(at.kind, 400, {
      type: 'patchError',
      description: `A patch may not remove or change "_id" or "_type" of "${document._id}"`,
      id: document._id,
      index: at.index,
    })
  }
  return result
}

/** 409 when the caller edited a revision that is no longer the current one. */
export function checkRevision(document: LakeDocument | null, expected: unknown, at: Position) {
  if (expected === undefined || expected === null) return
  if (document?._rev !== expected) {
    const id = document?._id ?? 'the document'
    throw transactionError(at.kind, 409, {
      type: 'documentRevisionIDDoesNotMatchError',
      description: `Document "${id}" has unexpected revision ID ("${document?._rev ?? 'none'}"), expected "${String(expected)}"`,
      id: document?._id,
      index: at.index,
    })
  }
}

export function alreadyExists(id: string, at: Position): LakeError {
  return transactionError(at.kind, 409, {
    type: 'documentAlreadyExistsError',
    description: `Document by ID "${id}" already exists`,
    id,
    index: at.index,
  })
}

export function notFoundIn(id: string, at: Position): LakeError {
  return transactionError(at.kind, 404, {
    type: 'documentNotFoundError',
    description: `Document "${id}" not found`,
    id,
    index: at.index,
  })
}
