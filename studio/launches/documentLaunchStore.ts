import {useEffect, useState} from 'react'
import {getPublishedId, useDocumentStore} from 'sanity'
import {API_VERSION} from '../../schemas/apiVersion'
import {LAUNCHES, launchHolding, type LaunchSummary} from './documentLaunch'

/**
 * Every launch, kept current while the screen is open (the Studio's own listener): undefined until
 * first read. Few enough to judge here with the launches' rules.
 */
export function useLaunches(): LaunchSummary[] | undefined {
  const store = useDocumentStore()
  const [launches, setLaunches] = useState<LaunchSummary[]>()
  useEffect(() => {
    const subscription = store
      .listenQuery(LAUNCHES, LAUNCHES.params, {perspective: 'raw', apiVersion: API_VERSION, tag: 'launches.document'})
      .subscribe({
        next: (found: LaunchSummary[] | null) => setLaunches(found ?? []),
        // Without the launches the screen stands as it would with none.
        error: () => setLaunches([]),
      })
    return () => subscription.unsubscribe()
  }, [store])
  return launches
}

/** The waiting launch that holds this document (draft or published id), if any. */
export function useLaunchHolding(documentId: string): LaunchSummary | undefined {
  const launches = useLaunches()
  return launches && launchHolding(getPublishedId(documentId), launches)
}
