import {evaluate, parse, type ExprNode} from 'groq-js'
import {documentsInPerspective as documentsInSiteView} from '@habitum/content/perspective'
import type {LakeDocument} from './documents'
import {LakeError} from './errors'
import {markStrings, sourceMapOf, type ArraySelector, type ContentSourceMap} from './sourceMap'

/** The views of a dataset a query can ask for (releases are switched off locally). */
export const PERSPECTIVES = ['raw', 'published', 'drafts', 'previewDrafts'] as const
export type Perspective = (typeof PERSPECTIVES)[number]

/** The API version from which a query without a perspective sees the published one, not raw. */
const PUBLISHED_BY_DEFAULT_FROM = '2025-02-19'

export function readPerspective(value: string | null, apiVersion: string): Perspective {
  if (value === null || value === '') {
    return apiVersion >= PUBLISHED_BY_DEFAULT_FROM && apiVersion !== 'X' ? 'published' : 'raw'
  }
  if (!(PERSPECTIVES as readonly string[]).includes(value)) {
    throw new LakeError(
      400,
      'validationError',
      `Unknown perspective "${value}": the local lake offers ${PERSPECTIVES.join(', ')} (releases are off)`,
    )
  }
  return value as Perspective
}

/** The documents a perspective sees (`previewDrafts` is the older name of `drafts`). */
export function documentsInPerspective(documents: LakeDocument[], perspective: Perspective): LakeDocument[] {
  if (perspective === 'raw') return documents
  return documentsInSiteView(documents, perspective === 'published' ? 'published' : 'drafts')
}

export type QueryContext = {identity: string; projectId: string; dataset: string; now?: Date}

/** GROQ as the Content Lake runs it, by groq-js, Sanity's own engine. */
export async function runQuery(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
  {identity, projectId, dataset, now = new Date()}: QueryContext,
): Promise<unknown> {
  const tree = parseQuery(query, params)
  const result = await evaluate(tree, {
    dataset: documents,
    params,
    identity,
    timestamp: now,
    sanity: {projectId, dataset},
  })
  return result.get()
}

/**
 * A query's result with its Content Source Map (`resultSourceMap`, local-lake/sourceMap.ts): the
 * query runs once more over the documents with their strings marked.
 */
export async function runQueryWithSourceMap(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
  context: QueryContext,
  arraySelector: ArraySelector,
): Promise<{result: unknown; resultSourceMap: ContentSourceMap}> {
  const result = await runQuery(documents, query, params, context)
  const {marked, origins} = markStrings(documents, arraySelector)
  const markedResult = await runQuery(marked, query, params, context)
  return {result, resultSourceMap: sourceMapOf(result, markedResult, origins)}
}

/** Parses a query, or answers 400 with the position of the mistake as Sanity does. */
export function parseQuery(query: string, params: Record<string, unknown> = {}): ExprNode {
  try {
    return parse(query, {params})
  } catch (error) {
    const position = (error as {position?: number}).position
    if (typeof position !== 'number') throw error
    throw new LakeError(400, 'queryParseError', (error as Error).message, {query, start: position, end: position + 1})
  }
}

/** The ids of the documents a filter query (`*[…]`) selects: for patches and deletes by query. */
export async function idsMatching(
  documents: LakeDocument[],
  query: string,
  params: Record<string, unknown>,
  context: QueryContext,
) {
  const result = await runQuery(documents, query, params, context)
  if (!Array.isArray(result))
    throw new LakeError(400, 'validationError', `The query "${query}" must select documents (an array)`)
  return result.map((document) => (document as LakeDocument)._id).filter((id) => typeof id === 'string')
}
