import type {SanityClient} from '@sanity/client'
import {cache} from 'react'
import {documentsInLaunch, draftIdOf, isPublishedId} from '@habitum/content/perspective'
import {LAUNCH_TYPE, PRIVATE_DOCUMENT_TYPES} from '@habitum/content/snapshotTypes'
import {datasetSource, type ContentSource} from './datasetSource'

/**
 * A launch's preview (issue 55, docs/studio.md «Previewing a launch»): the site as it will be
 * after the launch, and only that launch's changes. A free Sanity project has no release
 * perspectives, so the site builds the view itself: the published documents and the launch's
 * drafts, read once each, the drafts laid over them (documentsInLaunch), the page's GROQ run over
 * that set by groq-js, as the snapshot source runs it.
 */

/** What a preview says of its launch: its name, and the documents it changes (published ids). */
export type LaunchSummary = {title: string | null; documentIds: string[]}

const LAUNCH_QUERY = `*[_type == $type && _id == $id][0]{title, "documentIds": coalesce(changes[].documentId, [])}`

/** Types read with the token that are neither the site's content nor its images: never in the view. */
const NEVER_SHOWN = [...PRIVATE_DOCUMENT_TYPES, 'sanity.previewUrlSecret', 'sanity.previewUrlShareAccess']

const PUBLISHED_QUERY = `*[!(_type in $hidden)]`
const DRAFTS_QUERY = `*[_id in $ids]`

/** Sanity document ids: letters, digits, `.`, `_`, `-` (what a cookie or a query parameter may name). */
export const isDocumentId = (value: string | null | undefined): value is string =>
  !!value && /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(value) && isPublishedId(value)

/** The launch, read raw with the server's read token (launches are private), or null. */
export async function readLaunch(client: SanityClient, launchId: string): Promise<LaunchSummary | null> {
  if (!isDocumentId(launchId)) return null
  return client.fetch<LaunchSummary | null>(
    LAUNCH_QUERY,
    {type: LAUNCH_TYPE, id: launchId},
    {perspective: 'raw', useCdn: false},
  )
}

/**
 * The documents a launch's preview sees: one query for the published content, one for the
 * launch's drafts. Read once per request (React's cache): a page asks several queries.
 */
const launchDataset = cache(async (client: SanityClient, launchId: string): Promise<unknown[]> => {
  const launch = await readLaunch(client, launchId)
  const ids = launch?.documentIds ?? []
  const [published, drafts] = await Promise.all([
    client.fetch<Array<{_id: string}>>(PUBLISHED_QUERY, {hidden: NEVER_SHOWN}, {perspective: 'published', useCdn: false}),
    client.fetch<Array<{_id: string}>>(DRAFTS_QUERY, {ids: ids.map(draftIdOf)}, {perspective: 'raw', useCdn: false}),
  ])
  return documentsInLaunch([...published, ...drafts], new Set(ids))
})

/** The Content Lake as a launch's preview sees it (no stega: a launch's page is for reading). */
export const launchSanitySource = (client: SanityClient, launchId: string): ContentSource =>
  datasetSource(launchDataset(client, launchId))

/** A launch in documents that hold it (the snapshot never does: launches are private), or null. */
export function launchIn(documents: Array<{_id: string; _type?: string}>, launchId: string): LaunchSummary | null {
  const launch = documents.find((document) => document._id === launchId && document._type === LAUNCH_TYPE) as
    | {title?: string; changes?: Array<{documentId?: string}>}
    | undefined
  if (!launch) return null
  return {
    title: launch.title ?? null,
    documentIds: (launch.changes ?? []).flatMap((change) => (change.documentId ? [change.documentId] : [])),
  }
}
