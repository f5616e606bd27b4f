import {keptReading} from './keptReading'

/**
 * - `known`: in the list (or empty: the field is optional);
 * - `unknown`: not in the last list read successfully (`expected`): a 400;
 * - `unchecked`: no list was ever read to check it against: stored as sent, and flagged.
 */
export type CategoryCheck = {status: 'known'} | {status: 'unknown'; expected: readonly string[]} | {status: 'unchecked'}

const KNOWN: CategoryCheck = {status: 'known'}

/**
 * The company types the form offers, kept as last read (./keptReading.ts). A category the list
 * lacks (a type editors just published) has the list read again first, waiting for it briefly.
 */
export function createCategoryList(read: () => Promise<string[]>, now: () => number = Date.now) {
  const list = keptReading(read, 'The contact categories', now)
  return {
    async check(category: string): Promise<CategoryCheck> {
      if (!category) return KNOWN
      if (list.latest()?.includes(category)) return KNOWN
      // Not in the list: a type editors just published, or no list yet. Read it again, briefly.
      const values = await list.fresh()
      if (values) return values.includes(category) ? KNOWN : {status: 'unknown', expected: values}
      return {status: 'unchecked'}
    },
  }
}
