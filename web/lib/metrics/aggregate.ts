import {createHash} from 'node:crypto'
import {
  cspViolationKey,
  emptyMetricsDay,
  SOURCE_KINDS,
  TOP_VALUES,
  type CspDirective,
  type MetricsDay,
  type MetricsSegment,
  type TopValues,
} from '@habitum/content/metrics/day'
import type {Device, MetricsEvent} from '@habitum/content/metrics/events'
import {bucketKey, bucketOf} from '@habitum/content/metrics/histogram'
import type {VisitedPage} from '@habitum/content/metrics/pages'

/**
 * Counting beacons into a day's aggregates, and adding one day's counts to another's. The same
 * shape (`MetricsDay`) holds what a server has counted since its last flush and what is stored:
 * a flush adds the first to the second. Nothing of a visitor survives counting but the counts.
 */

/** Sanity attribute names, stable across server instances: the same page or value gets the same key everywhere. */
const keyOf = (prefix: string, text: string) =>
  `${prefix}${createHash('sha256').update(text).digest('hex').slice(0, 16)}`
export const segmentKey = (page: VisitedPage, device: Device) => keyOf('s', `${page.path}\n${page.language}\n${device}`)
export const sourceKey = (value: string) => keyOf('v', value)

const emptySegment = (page: VisitedPage, device: Device): MetricsSegment => ({
  path: page.path,
  language: page.language,
  device,
  views: 0,
  funnel: {},
  fieldErrors: {},
  vitals: {},
  lcpElements: {},
})

const increment = <K extends string>(counts: Partial<Record<K, number>>, key: K, by = 1) => {
  counts[key] = (counts[key] ?? 0) + by
}

/** The UTC day of an instant: YYYY-MM-DD. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10)

/**
 * Adds a beacon's events to `day` (changed in place): views and their sources, funnel steps,
 * field errors, each Web Vital in its bucket and the LCP element's kind.
 */
export function countEvents(day: MetricsDay, page: VisitedPage, device: Device, events: MetricsEvent[]) {
  const key = segmentKey(page, device)
  const segment = (day.segments[key] ??= emptySegment(page, device))
  for (const event of events) {
    switch (event.kind) {
      case 'view':
        segment.views += 1
        for (const kind of SOURCE_KINDS) {
          const value = event[kind]
          if (value === undefined) continue
          const entries = day.sources[kind].entries
          const entry = (entries[sourceKey(value)] ??= {value, count: 0})
          entry.count += 1
        }
        break
      case 'funnel':
        increment(segment.funnel, event.step)
        break
      case 'fieldError':
        increment(segment.fieldErrors, event.field)
        break
      case 'vital': {
        const histogram = (segment.vitals[event.name] ??= {})
        increment(histogram, bucketKey(bucketOf(event.name, event.value)))
        if (event.name === 'LCP' && event.element) increment(segment.lcpElements, event.element)
        break
      }
    }
  }
}

/** Adds a Content-Security-Policy violation to `day` (changed in place), by its effective directive. */
export function countCspViolation(day: MetricsDay, directive: CspDirective) {
  increment((day.cspViolations ??= {}), cspViolationKey(directive))
}

/**
 * The `limit` most frequent values, the rest added to «otros». Ties keep the value whose key sorts
 * first, so every instance cuts the same way.
 */
export function keepTop({entries, others}: TopValues, limit: number): TopValues {
  const ranked = Object.entries(entries).sort(([keyA, a], [keyB, b]) => b.count - a.count || keyA.localeCompare(keyB))
  const dropped = ranked.slice(limit).reduce((sum, [, {count}]) => sum + count, 0)
  return {entries: Object.fromEntries(ranked.slice(0, limit)), others: others + dropped}
}

type Tree = {[key: string]: Tree | number | string}
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value)

/** `a` + `b`: numbers added, records merged key by key, texts (a segment's page, a value) kept. */
function addTrees(a: Tree, b: Tree): Tree {
  const sum: Tree = {...a}
  for (const [key, value] of Object.entries(b)) {
    const mine = sum[key]
    if (typeof value === 'number') sum[key] = (typeof mine === 'number' ? mine : 0) + value
    else if (isTree(value)) sum[key] = isTree(mine) ? addTrees(mine, value) : value
    else sum[key] ??= value
  }
  return sum
}

/** A day's aggregates with `delta`'s counts added, each list of sources cut to its top `limit`. */
export function addDays(current: MetricsDay | undefined, delta: MetricsDay, limit = TOP_VALUES): MetricsDay {
  const base = current ?? emptyMetricsDay(delta.day)
  const {segments, sources, cspViolations} = addTrees(
    {segments: base.segments, sources: base.sources, cspViolations: base.cspViolations ?? {}} as unknown as Tree,
    {segments: delta.segments, sources: delta.sources, cspViolations: delta.cspViolations ?? {}} as unknown as Tree,
  ) as unknown as Required<Pick<MetricsDay, 'segments' | 'sources' | 'cspViolations'>>
  return {
    ...base,
    // Left out while there is none, as on the days stored before violations were counted.
    ...(Object.keys(cspViolations).length > 0 ? {cspViolations} : {}),
    segments,
    sources: Object.fromEntries(
      SOURCE_KINDS.map((kind) => [kind, keepTop(sources[kind], limit)]),
    ) as MetricsDay['sources'],
  }
}

/** A Sanity patch: what to set where nothing was, what to increment, and which values left the top. */
export type CountsPatch = {set: Record<string, unknown>; inc: Record<string, number>; unset: string[]}

/**
 * The patch that turns `before` into `after` (both from addDays): increments where a count was,
 * a set where a record or count is new, and an unset for a source value that fell out of the top.
 */
export function patchBetween(before: MetricsDay, after: MetricsDay): CountsPatch {
  const patch: CountsPatch = {set: {}, inc: {}, unset: []}
  const walk = (was: Tree, now: Tree, at: string) => {
    for (const [key, value] of Object.entries(now)) {
      const path = `${at}.${key}`
      const old = was[key]
      if (old === undefined) patch.set[path] = value
      else if (typeof value === 'number' && typeof old === 'number') {
        if (value !== old) patch.inc[path] = value - old
      } else if (isTree(value) && isTree(old)) walk(old, value, path)
      else if (value !== old) patch.set[path] = value
    }
    for (const key of Object.keys(was)) if (now[key] === undefined) patch.unset.push(`${at}.${key}`)
  }
  walk(before.segments as unknown as Tree, after.segments as unknown as Tree, 'segments')
  walk(before.sources as unknown as Tree, after.sources as unknown as Tree, 'sources')
  // Optional: the whole record is set on the day it first appears, then incremented key by key.
  if (!before.cspViolations) {
    if (after.cspViolations) patch.set.cspViolations = after.cspViolations
  } else if (after.cspViolations) {
    walk(before.cspViolations as Tree, after.cspViolations as Tree, 'cspViolations')
  }
  return patch
}

export const isEmptyPatch = ({set, inc, unset}: CountsPatch) =>
  Object.keys(set).length + Object.keys(inc).length + unset.length === 0
