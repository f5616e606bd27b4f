import {evaluate, parse} from 'groq-js'

export type QueryParams = Record<string, string | number | boolean | null | string[]>

/**
 * Where content comes from. The rest of the app asks this one interface and never knows whether
 * the Content Lake or the bundled snapshot answered: both run the very same GROQ.
 */
export interface ContentSource {
  fetch<Result>(query: string, params?: QueryParams): Promise<Result>
}

/** A source that runs GROQ over documents already read, as the Content Lake would over them. */
export function datasetSource(dataset: unknown[] | Promise<unknown[]>): ContentSource {
  return {
    async fetch<Result>(query: string, params: QueryParams = {}) {
      const result = await evaluate(parse(query, {params}), {dataset: await dataset, params})
      return (await result.get()) as Result
    },
  }
}

