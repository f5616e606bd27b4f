/** Documents as the Content Lake stores them, and the rules for their ids and references. */

export type LakeDocument = {
  _id: string
  _type: string
  _rev?: string
  _createdAt?: string
  _updatedAt?: string
  [field: string]: unknown
}

/** Fields the lake sets on every write; a document's content is everything else. */
export const SYSTEM_FIELDS = ['_rev', '_createdAt', '_updatedAt'] as const

// The id rules of drafts are the site's too (its snapshot may hold drafts): one definition.
export {draftIdOf, isPublishedId} from '@habitum/content/perspective'

/** Sanity's rule: letters, digits, `.`, `_` and `-`, at most 128 characters, not starting with `-`. */
const ID_PATTERN = /^[a-zA-Z0-9_.][a-zA-Z0-9_.-]{0,127}$/

export function isValidId(id: unknown): id is string {
  return typeof id === 'string' && ID_PATTERN.test(id) && !id.includes('..') && !id.endsWith('.')
}

export function isDocument(value: unknown): value is LakeDocument {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as LakeDocument)._id === 'string' &&
    typeof (value as LakeDocument)._type === 'string'
  )
}

/** A document without the fields the lake maintains: what two versions are compared by. */
export function contentOf(document: LakeDocument): LakeDocument {
  const content = {...document}
  for (const field of SYSTEM_FIELDS) delete content[field]
  return content
}

export type Reference = {ref: string; weak: boolean; path: string}

/** Every `_ref` in a document, with whether it is weak and where it is. */
export function referencesIn(node: unknown, path = ''): Reference[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => referencesIn(item, `${path}[${index}]`))
  if (typeof node !== 'object' || node === null) return []
  const record = node as Record<string, unknown>
  const own: Reference[] =
    typeof record._ref === 'string' ? [{ref: record._ref, weak: record._weak === true, path: path || '(root)'}] : []
  return [
    ...own,
    ...Object.entries(record)
      .filter(([key]) => key !== '_ref')
      .flatMap(([key, value]) => referencesIn(value, path ? `${path}.${key}` : key)),
  ]
}

/**
 * A published copy of a draft: references the Studio made weak because their target was not yet
 * published (`_strengthenOnPublish`) become strong, as the Content Lake does on publish.
 */
export function strengthenReferences<T>(node: T): T {
  if (Array.isArray(node)) return node.map(strengthenReferences) as T
  if (typeof node !== 'object' || node === null) return node
  const record = {...(node as Record<string, unknown>)}
  if (typeof record._ref === 'string' && record._strengthenOnPublish) {
    delete record._weak
    delete record._strengthenOnPublish
  }
  for (const [key, value] of Object.entries(record)) record[key] = strengthenReferences(value)
  return record as T
}
