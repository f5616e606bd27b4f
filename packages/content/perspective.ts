/**
 * Drafts and published documents, as the Content Lake keeps them: a draft is a document of its
 * own whose id is the published one prefixed with `drafts.`. Both back ends apply these rules:
 * the snapshot source (content/ may hold drafts, as a dataset export does) and the local lake.
 */

/** What a query sees: only published documents (visitors), or each document as its draft (preview). */
export type Perspective = 'published' | 'drafts'

const DRAFTS_PREFIX = 'drafts.'

const isDraftId = (id: string) => id.startsWith(DRAFTS_PREFIX)
const isVersionId = (id: string) => id.startsWith('versions.')
export const isPublishedId = (id: string) => !isDraftId(id) && !isVersionId(id)
export const draftIdOf = (publishedId: string) => `${DRAFTS_PREFIX}${publishedId}`
const publishedIdOf = (id: string) => (isDraftId(id) ? id.slice(DRAFTS_PREFIX.length) : id)

/**
 * The documents a perspective sees, as the Content Lake's perspectives do. `published`: no drafts
 * (nor release versions). `drafts`: each document as its draft when it has one, under the
 * published id, with `_originalId` naming the document it came from; a draft never published
 * appears too.
 */
export function documentsInPerspective<Document extends {_id: string}>(
  documents: Document[],
  perspective: Perspective,
): Document[] {
  if (perspective === 'published') return documents.filter((document) => isPublishedId(document._id))
  const drafted = new Set(
    documents.filter((document) => isDraftId(document._id)).map((document) => publishedIdOf(document._id)),
  )
  return documents.flatMap((document) => {
    if (isDraftId(document._id)) return [{...document, _id: publishedIdOf(document._id), _originalId: document._id}]
    if (!isPublishedId(document._id) || drafted.has(document._id)) return []
    return [{...document, _originalId: document._id}]
  })
}
