import type {CdnPurge, ServerEntryConfig} from '../config'
import {getContentSource} from '../content/source'
import {withLock} from '../shared/lock'
import {connectedSharedState} from '../shared/sharedState'
import {affectedPages} from './affectedPages'
import {originsListening, OTHERS_WAIT_MS, regenerateHere} from './broadcast'
import {purgeTags, tagsToPurge} from './cdnPurge'
import {loadDatedChanges, type DatedChange} from './datedChanges'

/**
 * Changes dated to take effect (./datedChanges.ts) reach visitors at their time, without a
 * publish: every origin regenerates the pages the change touches in its own cache when the time
 * comes, and the CDN is purged once, after all of them have (else it could fetch the old page from
 * one that has not yet): with shared state (SHARED_STATE_URL) each origin says in the store that it
 * is done, and the last one purges; should one stay silent, the first purges after OTHERS_WAIT_MS.
 * A lock makes it once either way. The time is awaited to the millisecond, and checked again every
 * `checkMs` besides: a server whose clock is moved (a test) or that slept finds it too.
 */

/** Long enough that no origin can still be applying the same change when the lock lapses. */
const PURGE_LOCK_MS = 10 * 60_000

type Options = {server: Pick<ServerEntryConfig, 'port' | 'hostname'>; cdnPurge?: CdnPurge}

/** Applies one change now: this origin's pages, then the CDN's, once across the origins. */
export async function applyDatedChange(change: DatedChange, {server, cdnPurge}: Options) {
  const affected = await affectedPages(change.document, getContentSource())
  await regenerateHere({...affected, deliveryKey: null}, server)
  if (!cdnPurge) return
  const name = `dated:${change.document._id}@${change.at}`
  const purge = () =>
    withLock(name, PURGE_LOCK_MS, () => purgeTags(cdnPurge, tagsToPurge(change.document, affected)), {
      keepUntilExpiry: true,
    })
  const order = await regeneratedAmongOrigins(name)
  if (!order || order.done >= order.origins) return void (await purge())
  if (order.done === 1) setTimeout(() => void purge(), OTHERS_WAIT_MS).unref?.()
}

/** How many origins have regenerated for `name`, this one included, and how many there are. */
async function regeneratedAmongOrigins(name: string) {
  const shared = connectedSharedState()
  const origins = await originsListening()
  if (!shared || origins === undefined) return undefined
  try {
    const key = `habitum:regenerated:${name}`
    const [[, done]] = (await shared.client.multi().incr(key).pexpire(key, PURGE_LOCK_MS).exec()) as [[null, number]]
    return {done, origins}
  } catch {
    return undefined
  }
}

const RUNNING = Symbol.for('habitum.publishing.datedPurges')
type WithRunner = typeof globalThis & {[RUNNING]?: {stop: () => void}}

/** Starts watching for dated changes (web/instrumentation.ts), once per process. */
export function startDatedChanges(options: Options & {checkMs: number}) {
  const process = globalThis as WithRunner
  if (process[RUNNING]) return process[RUNNING]
  // What took effect while the server was down needs nothing: no CDN kept it past its time, and
  // this server regenerates its pages as they ask (web/server/edgeLifetime.ts keeps such copies short).
  let checkedUpTo = Date.now()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const pass = async () => {
    const now = Date.now()
    let next = Infinity
    try {
      const changes = await loadDatedChanges(getContentSource(), checkedUpTo)
      for (const change of changes.filter(({purgedAtItsTime}) => purgedAtItsTime)) {
        if (change.at > now) {
          next = Math.min(next, change.at)
          continue
        }
        if (change.at <= checkedUpTo) continue
        try {
          await applyDatedChange(change, options)
          console.info(`[dated] ${change.document._type} ${change.document._id}: took effect, pages regenerated`)
        } catch (error) {
          console.error(`[dated] ${change.document._id}: its pages were not regenerated now; within a minute`, error)
        }
      }
      checkedUpTo = now
    } catch (error) {
      console.error('[dated] looking for dated changes failed; it tries again', error)
    }
    if (stopped) return
    timer = setTimeout(pass, Math.max(0, Math.min(options.checkMs, next - Date.now())))
    timer.unref?.()
  }
  void pass()
  return (process[RUNNING] = {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  })
}
