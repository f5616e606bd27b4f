import type {ContactConfig} from '../config'
import {purgeExpiredMetrics} from '../metrics/retention'
import {metricsStoreFor} from '../metrics/store'
import {withLock} from '../shared/lock'
import {leadStoreFor} from './leadStore'
import {purgeExpiredLeads, SPAM_RETENTION_DAYS, type PurgeResult, type RetentionPolicy} from './retention'

/**
 * The running server deletes expired leads by itself (web/instrumentation.ts starts this): nobody
 * has to remember to. The first purge waits for the server to be serving; then one runs every
 * PURGE_INTERVAL_MS, so a lead outlives its retention by a few hours at most.
 */

/** The first purge, this long after the server starts (it answers requests first). */
export const FIRST_PURGE_DELAY_MS = 10_000
/** The wait between the end of one purge and the start of the next. */
export const PURGE_INTERVAL_MS = 6 * 3_600_000
/**
 * With several origins (SHARED_STATE_URL), the one that purges keeps the lock this long: the others
 * skip their purges meanwhile, so the site purges once per interval, whichever origin does it. A
 * minute short of the interval, so that the one purging takes it again at its next turn.
 */
const PURGE_LOCK_MS = PURGE_INTERVAL_MS - 60_000
/**
 * Held while a purge runs, by a server's scheduled purge and by `npm run contacts -- --purge`
 * alike: two purges never erase side by side, and an operator's purge is never refused because an
 * origin purged hours ago (the lock above). Long enough for the slowest purge.
 */
export const PURGE_RUNNING_LOCK = 'retention-purge-running'
export const PURGE_RUNNING_LOCK_MS = 30 * 60_000

export type Schedule = {stop: () => void}

/**
 * Runs `purge` after `firstDelayMs`, then again `intervalMs` after each run has ended: one at a
 * time, a slow run delays the next rather than overlapping it. A failed run is reported to
 * `onError` and the schedule goes on. The timers are unref()ed: they never keep the process alive
 * (a server told to stop stops).
 */
export function schedulePurges(
  purge: () => Promise<unknown>,
  {
    firstDelayMs = FIRST_PURGE_DELAY_MS,
    intervalMs = PURGE_INTERVAL_MS,
    onError,
  }: {firstDelayMs?: number; intervalMs?: number; onError: (error: unknown) => void},
): Schedule {
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  const runAfter = (delay: number) => {
    timer = setTimeout(async () => {
      try {
        await purge()
      } catch (error) {
        onError(error)
      }
      if (!stopped) runAfter(intervalMs)
    }, delay)
    timer.unref?.()
  }
  runAfter(firstDelayMs)
  return {
    stop() {
      stopped = true
      clearTimeout(timer)
    },
  }
}

/** What a purge did, in one line for the server's log and the CLI. */
export function describePurge({retention, spam, health, cutoffs}: PurgeResult, policy: RetentionPolicy): string {
  return (
    `${retention} lead(s) received before ${cutoffs.retention.toISOString()} (kept ${policy.retentionMonths} months), ` +
    `${health} lead(s) with health details received before ${cutoffs.health.toISOString()} (kept ${policy.healthRetentionDays} days) ` +
    `and ${spam} spam lead(s) received before ${cutoffs.spam.toISOString()} (kept ${SPAM_RETENTION_DAYS} days) erased` +
    (retention + spam + health > 0 ? '; the erasure log records it' : '')
  )
}

/** The retention the configuration sets. */
export const retentionPolicyOf = (contact: ContactConfig): RetentionPolicy => ({
  retentionMonths: contact.retentionMonths,
  healthRetentionDays: contact.healthRetentionDays,
})

/** One schedule per server process, even if the startup hook ran twice (a dev server reloading it). */
const RUNNING = Symbol.for('habitum.contact.purgeSchedule')
type WithSchedule = typeof globalThis & {[RUNNING]?: Schedule}

/** Starts the server's purges on the store the endpoint writes to, with the configured retention. */
export function startScheduledPurges(contact: ContactConfig): Schedule {
  const process = globalThis as WithSchedule
  const purgeLeads = async () => {
    const policy = retentionPolicyOf(contact)
    const result = await purgeExpiredLeads(leadStoreFor(contact), {now: new Date(), ...policy})
    // Only purges that deleted something are worth a line (one runs every few hours).
    if (result.retention + result.spam + result.health > 0)
      console.info(`[contact] retention purge: ${describePurge(result, policy)}`)
  }
  // The site's metrics are kept as long as the leads.
  const purgeMetrics = async () => {
    const {days, before} = await purgeExpiredMetrics(metricsStoreFor(contact), {
      now: new Date(),
      retentionMonths: contact.retentionMonths,
    })
    if (days > 0) console.info(`[metrics] retention purge: ${days} day(s) before ${before} erased`)
  }
  const purgeBoth = async () => {
    // Each runs whatever the other does; a failure of either is reported.
    const failed = (await Promise.allSettled([purgeLeads(), purgeMetrics()])).find(
      (outcome) => outcome.status === 'rejected',
    )
    if (failed) throw failed.reason
  }
  process[RUNNING] ??= schedulePurges(
    async () => {
      const outcome = await withLock(
        'retention-purge',
        PURGE_LOCK_MS,
        () => withLock(PURGE_RUNNING_LOCK, PURGE_RUNNING_LOCK_MS, purgeBoth),
        {keepUntilExpiry: true},
      )
      if (!outcome.ran) console.info('[contact] retention purge skipped: another origin purged in the last 6 hours')
      else if (!outcome.value.ran) console.info('[contact] retention purge skipped: a purge is running elsewhere now')
    },
    {onError: (error) => console.error('[contact] the retention purge failed; it runs again later', error)},
  )
  return process[RUNNING]
}
