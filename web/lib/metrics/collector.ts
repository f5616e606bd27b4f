import {
  emptyMetricsDay,
  SOURCE_KINDS,
  TOP_VALUES,
  type CspDirective,
  type MetricsDay,
} from '@habitum/content/metrics/day'
import type {Device, MetricsEvent} from '@habitum/content/metrics/events'
import {addDays, countCspViolation, countEvents, keepTop, utcDay} from './aggregate'
import type {VisitedPage} from '@habitum/content/metrics/pages'
import type {MetricsStore} from './store'

/**
 * What a server counted since its last flush, in memory: per day, the same shape as the stored
 * day. Bounded like the store: the pages are the site's, and each list of sources keeps its
 * PENDING_TOP_VALUES most frequent values between two flushes (the rest counted as «otros»), so a
 * flood of random campaign values cannot grow it.
 */
export const PENDING_TOP_VALUES = TOP_VALUES * 4

export type MetricsCollector = {
  count(page: VisitedPage, device: Device, events: MetricsEvent[], at?: Date): void
  /** A Content-Security-Policy violation a page reported, by its effective directive. */
  countCspViolation(directive: CspDirective, at?: Date): void
  /** Adds what was counted to the store; what fails to be stored is kept for the next flush. */
  flush(): Promise<void>
  /** Days counted and not yet stored (for tests and the log). */
  readonly pendingDays: number
}

export function createMetricsCollector(store: MetricsStore, onError: (error: unknown) => void): MetricsCollector {
  let pending = new Map<string, MetricsDay>()
  let flushes = Promise.resolve()
  const flushOnce = async () => {
    const taken = pending
    pending = new Map()
    for (const [day, delta] of taken) {
      try {
        await store.add(delta)
      } catch (error) {
        // Kept for the next flush, added to what has been counted meanwhile.
        pending.set(day, addDays(pending.get(day), delta, PENDING_TOP_VALUES))
        onError(error)
      }
    }
  }
  const countsOf = (at: Date) => {
    const day = utcDay(at)
    let counts = pending.get(day)
    if (!counts) pending.set(day, (counts = emptyMetricsDay(day)))
    return counts
  }
  return {
    count(page, device, events, at = new Date()) {
      const counts = countsOf(at)
      countEvents(counts, page, device, events)
      for (const kind of SOURCE_KINDS) {
        if (Object.keys(counts.sources[kind].entries).length > PENDING_TOP_VALUES * 2)
          counts.sources[kind] = keepTop(counts.sources[kind], PENDING_TOP_VALUES)
      }
    },
    countCspViolation(directive, at = new Date()) {
      countCspViolation(countsOf(at), directive)
    },
    flush() {
      // One flush at a time: the next waits for the last, then stores what came since.
      flushes = flushes.then(flushOnce)
      return flushes
    },
    get pendingDays() {
      return pending.size
    },
  }
}
