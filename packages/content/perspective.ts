/**
 * Drafts and published documents, as the Content Lake keeps them: a draft is a document of its
 * own whose id is the published one prefixed with `drafts.`. Both back ends apply these rules:
 * the snapshot source (content/ may hold drafts, as a dataset export does) and the local lake.
 */

/**
 * What a query sees: only published documents (visitors), each document as its draft (preview),
 * or a launch's preview (`launch:<id>`): the published site with only that launch's drafts over it.
 * A string, not an object: perspectives key caches and React's `cache()` compares arguments by value.
 */
export type Perspective = 'published' | 'drafts' | LaunchPerspective

export type LaunchPerspective = `launch:${string}`

const LAUNCH_PREFIX = 'launch:'

export const launchPerspective = (launchId: string): LaunchPerspective => `${LAUNCH_PREFIX}${launchId}`

/** The launch a perspective previews, or null. */
export const launchIdOf = (perspective: Perspective): string | null =>
  perspective.startsWith(LAUNCH_PREFIX) ? perspective.slice(LAUNCH_PREFIX.length) : null

/** Whether a perspective is an editor's preview (drafts or a launch's): private, never cached, never indexed. */
export const isPreview = (perspective: Perspective) => perspective !== 'published'

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
  perspective: 'published' | 'drafts',
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

/**
 * The site as it will be after a launch (issue 55): the published documents, each replaced by its
 * draft when the launch changes it, and the launch's drafts never published added. Other drafts in
 * progress are left out: the launch publishes only its own.
 */
export function documentsInLaunch<Document extends {_id: string}>(
  documents: Document[],
  launchedIds: ReadonlySet<string>,
): Document[] {
  const inLaunch = documents.filter(
    (document) =>
      isPublishedId(document._id) || (isDraftId(document._id) && launchedIds.has(publishedIdOf(document._id))),
  )
  return documentsInPerspective(inLaunch, 'drafts')
}
