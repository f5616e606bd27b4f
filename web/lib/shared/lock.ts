import {randomUUID} from 'node:crypto'
import {connectedSharedState, type SharedState} from './sharedState'

/**
 * A lock by name, so that a job runs once at a time across every origin (the retention purge;
 * any job the server runs on a schedule): taken in the shared store when there is one
 * (SHARED_STATE_URL), and always in this process, so two runs never overlap here either. Without a
 * reachable store the lock is this process's own: the job still runs (a purge or a publish
 * skipped for an outage of the store would be a promise broken), at most once per origin.
 */

export type LockOutcome<T> = {ran: true; value: T} | {ran: false}

export type LockOptions = {
  /**
   * Keep the lock until `ttlMs` has passed even after `fn` succeeds: one run per `ttlMs` across
   * the origins, not only one at a time (a failed run lets go at once, so the next try may run).
   */
  keepUntilExpiry?: boolean
}

/** Where the lock `name` is kept in the shared store. */
export const lockKeyOf = (name: string) => `habitum:lock:${name}`
/** Deletes the lock only if it is still ours: it may have expired and been taken by another since. */
const RELEASE_IF_OURS =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/** Names held in this process now (one set per process, whichever of Next's bundles asks). */
const HELD = Symbol.for('habitum.shared.locksHeld')
type WithHeld = typeof globalThis & {[HELD]?: Set<string>}
const heldHere = () => ((globalThis as WithHeld)[HELD] ??= new Set())

/**
 * Runs `fn` if nobody holds the lock `name`, holding it for `ttlMs` at most (a run that outlives
 * it may overlap the next: give the longest run's time); else runs nothing and says so.
 */
export async function withLock<T>(
  name: string,
  ttlMs: number,
  fn: () => Promise<T>,
  {keepUntilExpiry = false}: LockOptions = {},
): Promise<LockOutcome<T>> {
  const local = heldHere()
  if (local.has(name)) return {ran: false}
  local.add(name)
  try {
    const shared = connectedSharedState()
    const token = randomUUID()
    const key = lockKeyOf(name)
    const taken = shared ? await takeShared(shared, key, token, ttlMs) : 'unavailable'
    if (taken === 'held') return {ran: false}
    let succeeded = false
    try {
      const value = await fn()
      succeeded = true
      return {ran: true, value}
    } finally {
      if (taken === 'taken' && (!keepUntilExpiry || !succeeded)) await releaseShared(shared!, key, token)
    }
  } finally {
    local.delete(name)
  }
}

async function takeShared(shared: SharedState, key: string, token: string, ttlMs: number) {
  try {
    return (await shared.client.set(key, token, 'PX', ttlMs, 'NX')) === 'OK' ? 'taken' : 'held'
  } catch (error) {
    console.warn(`[shared-state] lock ${key} not taken in the shared store (${String(error)}): this process's own`)
    return 'unavailable'
  }
}

async function releaseShared(shared: SharedState, key: string, token: string) {
  try {
    await shared.client.eval(RELEASE_IF_OURS, 1, key, token)
  } catch (error) {
    // It expires by itself at its time.
    console.warn(`[shared-state] lock ${key} not released (${String(error)}): it expires at its time`)
  }
}
