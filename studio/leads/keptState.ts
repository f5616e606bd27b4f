import {useCallback, useSyncExternalStore} from 'react'

const values = new Map<string, unknown>()
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/**
 * A state of the leads tool that outlives the tool's remounting: the Studio draws its whole
 * layout again once the user's permissions have loaded (seconds after the first paint), which
 * would empty a form being filled. Kept in this page's memory only, never stored.
 */
export function useKeptState<T>(key: string, initial: T): [T, (value: T) => void] {
  const value = useSyncExternalStore(subscribe, () => (values.has(key) ? (values.get(key) as T) : initial))
  const set = useCallback(
    (next: T) => {
      values.set(key, next)
      for (const listener of listeners) listener()
    },
    [key],
  )
  return [value, set]
}
