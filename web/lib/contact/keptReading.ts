import {within} from '@habitum/content/deadline'

/** How old a kept reading may grow before a request has it read again, in the background. */
export const KEPT_READING_MAX_AGE_MS = 60_000
/** A value the kept reading lacks has it read again at once, unless that was tried this lately. */
export const KEPT_READING_REREAD_AFTER_MS = 5_000
/** How long a request waits for such a reading, at most. */
export const KEPT_READING_WAIT_MS = 2_000

/**
 * Content the contact endpoint checks requests against, as last read successfully from the content
 * source, so that a visitor's message never depends on content being readable at that moment (a
 * Content Lake outage, an unreadable snapshot): a reading older than KEPT_READING_MAX_AGE_MS is
 * read again in the background, and a failed reading keeps the last good one. `what` names it in
 * the log.
 */
export function keptReading<T>(read: () => Promise<T>, what: string, now: () => number = Date.now) {
  let last: {value: T} | undefined
  let reading: Promise<void> | undefined
  let attemptedAt = -Infinity

  const refresh = () => {
    attemptedAt = now()
    reading ??= read()
      .then(
        (value) => {
          last = {value}
        },
        (error: unknown) => console.error(`${what} could not be read; the last reading stays in use`, error),
      )
      .finally(() => (reading = undefined))
    return reading
  }

  return {
    /** The last value read (undefined before any), read again in the background once old. */
    latest(): T | undefined {
      if (last && now() - attemptedAt >= KEPT_READING_MAX_AGE_MS) void refresh()
      return last?.value
    },
    /**
     * The value read again first, waiting briefly, for a request the last reading does not answer
     * (what editors just published); not more often than KEPT_READING_REREAD_AFTER_MS.
     */
    async fresh(): Promise<T | undefined> {
      if (reading || now() - attemptedAt >= KEPT_READING_REREAD_AFTER_MS) await within(refresh(), KEPT_READING_WAIT_MS)
      return last?.value
    },
  }
}
