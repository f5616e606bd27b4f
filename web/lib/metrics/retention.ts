import {monthsBefore, type RetentionPolicy} from '../contact/retention'
import {utcDay} from './aggregate'
import type {MetricsStore} from './store'

/**
 * The day aggregates are kept as long as the leads (CONTACT_RETENTION_MONTHS): a day goes once
 * all of it is older than that. The server purges them with the leads (../contact/purgeSchedule.ts).
 */
export async function purgeExpiredMetrics(
  store: MetricsStore,
  {now, retentionMonths}: Pick<RetentionPolicy, 'retentionMonths'> & {now: Date},
): Promise<{before: string; days: number}> {
  const before = utcDay(monthsBefore(now, retentionMonths))
  return {before, days: await store.purgeBefore(before)}
}
