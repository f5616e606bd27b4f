import {useCallback, useEffect, useState} from 'react'
import {useClient} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import type {Period} from './period'
import {PANEL_PERSPECTIVE, PANEL_QUERY, panelParams, type PanelData} from './queries'

export type PanelState = {
  /** The last answer, with the period it is for: shown until the next one arrives. */
  shown?: PanelData & {period: Period}
  loading: boolean
  error?: string
}

/**
 * The period's documents, read with the editor's own session (the Studio's client: no other
 * token), again when the period changes (`period` stays the same object while its days do) or on
 * «Actualizar». An answer for a period no longer chosen is dropped.
 */
export function usePanelData(period: Period): [PanelState, () => void] {
  const client = useClient({apiVersion: API_VERSION})
  const [state, setState] = useState<PanelState>({loading: true})
  const [round, setRound] = useState(0)

  useEffect(() => {
    let current = true
    setState((previous) => ({shown: previous.shown, loading: true}))
    client
      .fetch<PanelData>(PANEL_QUERY, panelParams(period), {perspective: PANEL_PERSPECTIVE})
      .then((data) => current && setState({shown: {...data, period}, loading: false}))
      .catch((error: Error) => current && setState((previous) => ({...previous, loading: false, error: error.message})))
    return () => {
      current = false
    }
  }, [client, period, round])

  return [state, useCallback(() => setRound((value) => value + 1), [])]
}
