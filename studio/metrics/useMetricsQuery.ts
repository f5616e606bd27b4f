import {useCallback, useEffect, useState} from 'react'
import {useClient} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'

export type MetricsQueryState<Data, For> = {
  /** The last answer, with what it is for (a period, a page): shown until the next one arrives. */
  shown?: Data & {for: For}
  loading: boolean
  error?: string
}

/**
 * What «Panel» and «Rendimiento» read, with the editor's own session (the Studio's client: no
 * other token), again when what they show changes (`of` stays the same object while it does: a
 * period, a page's period) or on «Actualizar». An answer for something no longer shown is dropped.
 */
export function useMetricsQuery<Data, For>(
  query: string,
  of: For,
  paramsOf: (of: For) => Record<string, unknown>,
  perspective: 'drafts' | 'published',
): [MetricsQueryState<Data, For>, () => void] {
  const client = useClient({apiVersion: API_VERSION})
  const [state, setState] = useState<MetricsQueryState<Data, For>>({loading: true})
  const [round, setRound] = useState(0)

  useEffect(() => {
    let current = true
    setState((previous) => ({shown: previous.shown, loading: true}))
    client
      .fetch<Data>(query, paramsOf(of), {perspective})
      .then((data) => current && setState({shown: {...data, for: of}, loading: false}))
      .catch((error: Error) => current && setState((previous) => ({...previous, loading: false, error: error.message})))
    return () => {
      current = false
    }
    // `paramsOf` is a module's function: `of` is what the answer depends on.
  }, [client, query, of, paramsOf, perspective, round])

  return [state, useCallback(() => setRound((value) => value + 1), [])]
}
