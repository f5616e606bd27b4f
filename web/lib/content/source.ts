import path from 'node:path'
import {createClient} from '@sanity/client'
import {evaluate, parse} from 'groq-js'
import {API_VERSION} from '../../../schemas/apiVersion'
import {getServerConfig} from '../config'
import {loadSnapshot, type Snapshot} from './snapshot'

export type QueryParams = Record<string, string | number | boolean | null | string[]>

/**
 * Where content comes from. The rest of the app asks this one interface and never knows whether
 * the Content Lake or the bundled snapshot answered: both run the very same GROQ.
 */
export interface ContentSource {
  readonly kind: 'sanity' | 'snapshot'
  fetch<Result>(query: string, params?: QueryParams): Promise<Result>
}

export function createSnapshotSource(snapshot: Snapshot): ContentSource {
  return {
    kind: 'snapshot',
    async fetch<Result>(query: string, params: QueryParams = {}) {
      const result = await evaluate(parse(query, {params}), {dataset: snapshot.documents, params})
      return (await result.get()) as Result
    },
  }
}

export function createSanitySource(options: {
  projectId: string
  dataset: string
  token?: string
}): ContentSource {
  const client = createClient({
    ...options,
    apiVersion: API_VERSION,
    perspective: 'published',
    // The CDN serves published content fast; a token (private dataset) bypasses it.
    useCdn: !options.token,
  })
  return {
    kind: 'sanity',
    fetch: <Result>(query: string, params: QueryParams = {}) => client.fetch<Result>(query, params),
  }
}

let cachedSnapshot: {directory: string; snapshot: Snapshot} | undefined

/** The snapshot, read once per process (the files do not change while the server runs). */
export function getSnapshot(directory = getServerConfig().contentDirectory): Snapshot {
  if (cachedSnapshot?.directory !== directory) {
    cachedSnapshot = {directory, snapshot: loadSnapshot(path.resolve(directory))}
  }
  return cachedSnapshot.snapshot
}

/** The content source that configuration selects. */
export function getContentSource(): ContentSource {
  const {sanity, contentDirectory} = getServerConfig()
  return sanity ? createSanitySource(sanity) : createSnapshotSource(getSnapshot(contentDirectory))
}
