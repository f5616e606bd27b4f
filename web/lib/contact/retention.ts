import type {ErasureReason} from '@habitum/content/leads/erasure'
import type {LeadFilter, LeadStore} from './leadStore'
import type {ContactRequest} from './store'

/**
 * How long leads are kept, and the purge that deletes the older ones (npm run contacts -- --purge,
 * and the running server on a schedule: ./purgeSchedule.ts). Every deletion goes through
 * `LeadStore.erase`, so each purge is logged like any erasure, on either back end. The settable
 * periods' defaults and the privacy policy's limit are settings (../config.ts); spam's is fixed here.
 */

/** Leads stored as spam (`status: 'spam'`) are deleted this many days after they were received. */
export const SPAM_RETENTION_DAYS = 30
/**
 * Leads erased per `erase` call. The local store writes the log before it unlinks (see
 * leadStore.ts), so a purge killed half-way leaves at most one batch logged but not yet deleted:
 * the next purge deletes those and logs them again.
 */
const BATCH_SIZE = 100

const DAY_MS = 86_400_000

export type RetentionPolicy = {retentionMonths: number; healthRetentionDays: number}

/** The instants before which a lead, a spam lead, or a lead with health details has been kept long enough. */
export type Cutoffs = {retention: Date; spam: Date; health: Date}

export type PurgeResult = {
  cutoffs: Cutoffs
  /** Leads older than the retention period (spam included only when not already gone as spam). */
  retention: number
  /** Spam leads older than SPAM_RETENTION_DAYS. */
  spam: number
  /** Leads with health details older than the policy's `healthRetentionDays`. */
  health: number
}

/**
 * `months` calendar months before `now`, in UTC, at the same time of day. A day the target month
 * lacks (31 March − 1 month) becomes its last day (28 or 29 February), never a day of the month after.
 */
export function monthsBefore(now: Date, months: number): Date {
  // Date.UTC carries a negative month back into earlier years; day 0 of the next month is the last day of this one.
  const year = now.getUTCFullYear()
  const month = now.getUTCMonth() - months
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const day = Math.min(now.getUTCDate(), lastDay)
  return new Date(Date.UTC(year, month, day) + (((now.getTime() % DAY_MS) + DAY_MS) % DAY_MS))
}

export function purgeCutoffs(now: Date, {retentionMonths, healthRetentionDays}: RetentionPolicy): Cutoffs {
  return {
    retention: monthsBefore(now, retentionMonths),
    spam: new Date(now.getTime() - SPAM_RETENTION_DAYS * DAY_MS),
    health: new Date(now.getTime() - healthRetentionDays * DAY_MS),
  }
}

/**
 * Deletes what has been kept long enough: spam received before `now` − SPAM_RETENTION_DAYS (reason
 * 'spam'), leads with health details received before `now` − `healthRetentionDays` (reason
 * 'health'), then every lead received before `now` − `retentionMonths` calendar months (reason
 * 'retention'). A lead received exactly at a cutoff stays. The shorter periods go first so that
 * each lead is logged for the rule that deleted it. Safe to run again at any time: it only ever
 * deletes what is expired by then.
 */
export async function purgeExpiredLeads(
  store: LeadStore,
  {now, ...policy}: RetentionPolicy & {now: Date},
): Promise<PurgeResult> {
  const cutoffs = purgeCutoffs(now, policy)
  const spam = await eraseReceivedBefore(store, cutoffs.spam, 'spam', {status: 'spam'})
  const health = await eraseReceivedBefore(store, cutoffs.health, 'health', {containsHealthData: true})
  const retention = await eraseReceivedBefore(store, cutoffs.retention, 'retention')
  return {cutoffs, retention, spam, health}
}

async function eraseReceivedBefore(
  store: LeadStore,
  cutoff: Date,
  reason: ErasureReason,
  filter: Pick<LeadFilter, 'status' | 'containsHealthData'> = {},
): Promise<number> {
  // The store filters by whole days (inclusive): ask for up to the cutoff's day, then keep only
  // what was received before the cutoff instant.
  const expired = (await store.list({...filter, to: cutoff.toISOString().slice(0, 10)})).filter((request) =>
    receivedBefore(request, cutoff),
  )
  let erased = 0
  for (let start = 0; start < expired.length; start += BATCH_SIZE) {
    const ids = expired.slice(start, start + BATCH_SIZE).map(({_id}) => _id)
    erased += (await store.erase({ids}, reason)).count
  }
  return erased
}

function receivedBefore(request: ContactRequest, cutoff: Date) {
  const received = Date.parse(request.receivedAt)
  // A lead whose date cannot be read is kept: deleting it would be a guess (staff see it listed).
  return !Number.isNaN(received) && received < cutoff.getTime()
}
