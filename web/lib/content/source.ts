import {statSync} from 'node:fs'
import path from 'node:path'
import {createClient, type SanityClient} from '@sanity/client'
import {API_VERSION} from '../../../schemas/apiVersion'
import {getServerConfig} from '../config'
import {documentsInLaunch, documentsInPerspective, launchIdOf, type Perspective} from '@habitum/content/perspective'
import {loadSnapshot, type Snapshot} from '@habitum/content/snapshot'
import {datasetSource, type ContentSource, type QueryParams} from './datasetSource'
import {launchIn, launchSanitySource} from './launchPreview'

export type {ContentSource, QueryParams} from './datasetSource'


/**
 * The snapshot as a perspective sees it: visitors never see its drafts, a preview sees them first,
 * a launch's preview only that launch's (launches are never in content/: only a snapshot a test
 * built holds one; otherwise the view is the published one).
 */
export function createSnapshotSource(snapshot: Snapshot, perspective: Perspective = 'published'): ContentSource {
  const launchId = launchIdOf(perspective)
  if (launchId === null) return datasetSource(documentsInPerspective(snapshot.documents, perspective as 'published' | 'drafts'))
  const launch = launchIn(snapshot.documents, launchId)
  return datasetSource(documentsInLaunch(snapshot.documents, new Set(launch?.documentIds ?? [])))
}

export type SanityProject = {projectId: string; dataset: string; token?: string; apiHost?: string}

/**
 * Client options for the configured project: Sanity's own hosts, or the configured API host (a
 * lake at its own address needs no project id: the project is not part of the URL there).
 */
export function sanityConnection({apiHost, ...project}: Omit<SanityProject, 'projectId'> & {projectId?: string}) {
  return {...project, ...(apiHost ? {apiHost, useProjectHostname: false} : {}), apiVersion: API_VERSION}
}

/**
 * The Content Lake as a perspective sees it. Drafts need the read token (preview is refused
 * without it) and carry stega: each string knows its document and field, so the Presentation
 * tool opens that field when an editor clicks it on the page.
 */
export function createSanitySource(
  project: SanityProject,
  perspective: 'published' | 'drafts' = 'published',
  studioUrl?: string,
): ContentSource {
  const client = createClient({
    ...sanityConnection(project),
    perspective,
    // Not the API CDN: pages are cached by Next and regenerated when the publishing webhook calls,
    // which can be before the CDN has the new version; the live API answers with what was published.
    useCdn: false,
    ...(perspective === 'drafts' ? {stega: {enabled: true, studioUrl}} : {}),
  })
  return {
    fetch: <Result>(query: string, params: QueryParams = {}) => client.fetch<Result>(query, params),
  }
}

let cachedSnapshot: {directory: string; version: string; snapshot: Snapshot} | undefined

/**
 * The snapshot, read again only when its data file changes: an edited snapshot followed by a
 * call to the publishing webhook reaches visitors just as a publish in the Studio does.
 */
export function getSnapshot(directory = getServerConfig().contentDirectory): Snapshot {
  const version = snapshotVersion(directory)
  if (cachedSnapshot?.directory !== directory || cachedSnapshot.version !== version) {
    cachedSnapshot = {directory, version, snapshot: loadSnapshot(path.resolve(directory))}
  }
  return cachedSnapshot.snapshot
}

function snapshotVersion(directory: string) {
  try {
    const {mtimeMs, size} = statSync(path.join(/*turbopackIgnore: true*/ directory, 'data.ndjson'))
    return `${mtimeMs}:${size}`
  } catch {
    return 'missing' // loadSnapshot explains what is wrong
  }
}

/** The content source that configuration selects, as visitors see it or as a preview does. */
export function getContentSource(perspective: Perspective = 'published'): ContentSource {
  const {sanity, contentDirectory, preview} = getServerConfig()
  if (!sanity) return createSnapshotSource(getSnapshot(contentDirectory), perspective)
  const launchId = launchIdOf(perspective)
  // A launch's view is read for each request (launchPreview.ts), with the read token.
  if (launchId !== null) return launchSanitySource(launchReader(sanity), launchId)
  // One client per perspective for the process: configuration does not change while it runs.
  let source = sanitySources.get(perspective)
  if (!source) {
    source = createSanitySource(sanity, perspective as 'published' | 'drafts', preview.studioUrl)
    sanitySources.set(perspective, source)
  }
  return source
}

const sanitySources = new Map<Perspective, ContentSource>()

let launchClient: SanityClient | undefined

/** The client a launch's preview reads with: the read token, no stega, no CDN. */
export function launchReader(project: SanityProject): SanityClient {
  launchClient ??= createClient({...sanityConnection(project), useCdn: false})
  return launchClient
}
