import {within} from '@habitum/content/deadline'

/** How old the kept list may grow before a request has it read again, in the background. */
export const CATEGORY_LIST_MAX_AGE_MS = 60_000
/** A category the kept list lacks has it read again at once, unless that was tried this lately. */
export const CATEGORY_LIST_REREAD_AFTER_MS = 5_000
/** How long a request waits for such a reading, at most. */
export const CATEGORY_LIST_WAIT_MS = 2_000

/**
 * - `known`: in the list (or empty: the field is optional);
 * - `unknown`: not in the last list read successfully (`expected`): a 400;
 * - `unchecked`: no list was ever read to check it against: stored as sent, and flagged.
 */
export type CategoryCheck = {status: 'known'} | {status: 'unknown'; expected: readonly string[]} | {status: 'unchecked'}

const KNOWN: CategoryCheck = {status: 'known'}

/**
 * The company types the form offers, as last read successfully from the content source, so that a
 * visitor's message never depends on content being readable at that moment (a Content Lake
 * outage, an unreadable snapshot): a list older than CATEGORY_LIST_MAX_AGE_MS is read again in the
 * background, and a failed reading keeps the last good list. A category the list lacks (a type
 * editors just published) has the list read again first, waiting for it briefly.
 */
export function createCategoryList(read: () => Promise<string[]>, now: () => number = Date.now) {
  let last: {values: string[]; readAt: number} | undefined
  let reading: Promise<void> | undefined
  let attemptedAt = -Infinity

  const refresh = () => {
    attemptedAt = now()
    reading ??= read()
      .then(
        (values) => {
          last = {values, readAt: now()}
        },
        (error: unknown) =>
          console.error('The contact categories could not be read; the last list read stays in use', error),
      )
      .finally(() => (reading = undefined))
    return reading
  }

  return {
    refresh,
    async check(category: string): Promise<CategoryCheck> {
      if (!category) return KNOWN
      const sinceAttempt = now() - attemptedAt
      if (last?.values.includes(category)) {
        if (sinceAttempt >= CATEGORY_LIST_MAX_AGE_MS) void refresh()
        return KNOWN
      }
      // Not in the list: a type editors just published, or no list yet. Read it again, briefly.
      if (reading || sinceAttempt >= CATEGORY_LIST_REREAD_AFTER_MS) await within(refresh(), CATEGORY_LIST_WAIT_MS)
      if (last) return last.values.includes(category) ? KNOWN : {status: 'unknown', expected: last.values}
      return {status: 'unchecked'}
    },
  }
}
