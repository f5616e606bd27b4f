import {
  BEACON_MAX_BYTES,
  BEACON_MAX_EVENTS,
  deviceOf,
  METRICS_ENDPOINT,
  type Device,
  type MetricsBeacon,
  type MetricsEvent,
} from '@habitum/content/metrics/events'
import {metricsRefused} from './privacy'

/**
 * The page's metrics on their way to `/api/metrics` (packages/content/metrics/events.ts): what
 * happened is queued and sent in beacons (`navigator.sendBeacon`), a few seconds after the last
 * event, as soon as BEACON_MAX_EVENTS are waiting, and always when the page is hidden or left.
 * Everything is sent as it is at that moment and forgotten: no cookie, no storage, no id, no retry
 * (a beacon the browser refuses is dropped).
 *
 * The contact form's funnel and the Web Vitals reporter both record here; this module is small and
 * imports no measuring code, so the form's bundle does not grow with it. Nothing is sent until the
 * reporter starts the queue (after the page has loaded, web/lib/metrics/client/start.ts): what is
 * recorded before waits, at most BEACON_MAX_EVENTS events, and on a page that is never measured
 * (an editor's preview, a browser that refuses) it waits for good.
 */

/** How long after the last event the queue is sent, when nothing sends it sooner. */
export const FLUSH_DELAY_MS = 5_000

/** An event with where it happened: its page's path as visited, and the device class then. */
type Queued = {path: string; device: Device; event: MetricsEvent}

let sending: 'not yet' | 'on' | 'off' = 'not yet'
let queued: Queued[] = []
let timer: ReturnType<typeof setTimeout> | undefined

/** Queues one event of the page at `path` (the address's path now, unless told). */
export function record(event: MetricsEvent, path = location.pathname) {
  if (sending === 'off' || (sending === 'not yet' && queued.length >= BEACON_MAX_EVENTS)) return
  queued.push({path, device: deviceOf(innerWidth), event})
  if (sending !== 'on') return
  // A page already hidden may never run a timer again (it is being left, or frozen): send now.
  if (queued.length >= BEACON_MAX_EVENTS || document.visibilityState === 'hidden') flush()
  else sendLater()
}

/** Starts sending (once): what waited goes out a few seconds later. A browser that refuses to be measured never starts. */
export function startSending() {
  if (sending !== 'not yet') return
  if (metricsRefused()) {
    sending = 'off'
    queued = []
    return
  }
  sending = 'on'
  // Both: a tab put away fires only the first; a page left fires both, and the second finds the queue empty.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  addEventListener('pagehide', flush)
  if (queued.length > 0) sendLater()
}

function sendLater() {
  clearTimeout(timer)
  timer = setTimeout(flush, FLUSH_DELAY_MS)
}

/** Sends what is queued now, in as many beacons as the limits ask for. */
export function flush() {
  clearTimeout(timer)
  timer = undefined
  if (sending !== 'on' || queued.length === 0) return
  const beacons = beaconsOf(queued)
  queued = []
  for (const beacon of beacons) {
    // false: the browser would not queue it (its beacon budget is spent). Dropped, never retried.
    navigator.sendBeacon(METRICS_ENDPOINT, new Blob([JSON.stringify(beacon)], {type: 'application/json'}))
  }
}

const bytesOf = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

/**
 * The beacons that carry `queued`: one per page and device class, in the order each first
 * appears, each split so that it holds at most BEACON_MAX_EVENTS events in at most
 * BEACON_MAX_BYTES bytes of JSON. An event too large for any beacon (a path thousands of
 * characters long) is dropped.
 */
export function beaconsOf(queued: readonly Queued[]): MetricsBeacon[] {
  const byPage = new Map<string, Queued[]>()
  for (const item of queued) {
    const key = JSON.stringify([item.path, item.device])
    byPage.set(key, [...(byPage.get(key) ?? []), item])
  }
  const beacons: MetricsBeacon[] = []
  for (const items of byPage.values()) {
    const {path, device} = items[0]!
    let beacon: MetricsBeacon | undefined
    let bytes = 0
    for (const {event} of items) {
      const eventBytes = bytesOf(event)
      // Each event after the first adds a comma.
      if (beacon && beacon.events.length < BEACON_MAX_EVENTS && bytes + 1 + eventBytes <= BEACON_MAX_BYTES) {
        beacon.events.push(event)
        bytes += 1 + eventBytes
        continue
      }
      const empty: MetricsBeacon = {path, device, events: []}
      if (bytesOf(empty) + eventBytes > BEACON_MAX_BYTES) continue
      beacon = {...empty, events: [event]}
      bytes = bytesOf(empty) + eventBytes
      beacons.push(beacon)
    }
  }
  return beacons
}
