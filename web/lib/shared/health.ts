import {sharedState} from './sharedState'

/** What /api/health says of the shared store (SHARED_STATE_URL). */
export type SharedStateHealth = {
  status: 'ok' | 'degraded'
  sharedState: 'off' | 'connecting' | 'connected' | 'unreachable'
  warning?: string
}

export function sharedStateHealth(): SharedStateHealth {
  const shared = sharedState()
  if (!shared) return {status: 'ok', sharedState: 'off'}
  const state = shared.status()
  if (state === 'connected') return {status: 'ok', sharedState: state}
  return {
    status: 'degraded',
    sharedState: state,
    warning:
      `the shared store at ${shared.address} does not answer: rate limits and locks are this origin's own, ` +
      'and publishes received by another origin reach this one within a minute, until it answers again',
  }
}
