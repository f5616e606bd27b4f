'use client'

import {useSyncExternalStore} from 'react'

const subscribe = (onChange: () => void) => {
  window.addEventListener('load', onChange)
  return () => window.removeEventListener('load', onChange)
}

/** Whether the window's `load` event has fired (the server, and hydration, say not yet). */
export function useDocumentLoaded(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.readyState === 'complete',
    () => false,
  )
}
