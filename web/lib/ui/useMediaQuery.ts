'use client'

import {useCallback, useSyncExternalStore} from 'react'

/**
 * Whether a media query matches, kept in sync with the window. The server (and hydration) answer
 * `serverValue`; the real value follows right after, without a hydration error.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
