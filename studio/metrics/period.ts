/**
 * The periods «Panel» and «Rendimiento» show: the last days in UTC, today included (today is
 * still running); in «Panel» 7, 28 or 90 days. Metrics are kept as one document per UTC day, so
 * both count days as they do.
 */
export const PERIOD_LENGTHS = [7, 28, 90] as const
export type PeriodLength = (typeof PERIOD_LENGTHS)[number]
export const DEFAULT_PERIOD: PeriodLength = 28

export type Period = {
  /** Every day of the period, oldest first, YYYY-MM-DD (UTC). */
  days: string[]
  /** The first day and the last (today). */
  from: string
  to: string
  /** The instants that bound it: from the start of `from` up to (not including) the start of the day after `to`. */
  fromInstant: string
  toInstant: string
}

const DAY_MS = 86_400_000

/** The UTC day of an instant, YYYY-MM-DD. */
export const utcDay = (instant: Date | string) => new Date(instant).toISOString().slice(0, 10)

/** The day `offset` days after `day` (before, when negative). */
export const addDays = (day: string, offset: number) =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + offset * DAY_MS))

/** The last `length` days, today the last. */
export function periodOf(length: number, now = new Date()): Period {
  const to = utcDay(now)
  const days = Array.from({length}, (_, index) => addDays(to, index - length + 1))
  const from = days[0]!
  return {days, from, to, fromInstant: `${from}T00:00:00.000Z`, toInstant: `${addDays(to, 1)}T00:00:00.000Z`}
}

/**
 * The stretches a trend is drawn by: each day of a week-long period, else blocks of 7 days counted
 * back from today (the oldest block is shorter when the period is not a whole number of weeks).
 */
export function trendBlocks(days: readonly string[]): string[][] {
  if (days.length <= 7) return days.map((day) => [day])
  const blocks: string[][] = []
  for (let end = days.length; end > 0; end -= 7) blocks.unshift(days.slice(Math.max(0, end - 7), end))
  return blocks
}
