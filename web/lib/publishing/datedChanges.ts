import {instantInBuenosAires} from '@habitum/content/calendar'
import type {ContentSource} from '../content/source'
import type {ChangedDocument} from './affectedPages'
import {documentTag, SITE_TAG} from './cacheTagNames'

/**
 * What changes on the site at a time set in advance, without a publish: a legal revision taking
 * effect at midnight in Buenos Aires (its page, and the notice every page shows until then), a
 * page's end date (at midnight too), a page scheduled to go live (web/lib/publishing/scheduled.ts).
 * A CDN may keep no answer past the next change of what it shows (web/server/edgeLifetime.ts), and
 * when the time comes the origins regenerate those pages and one of them purges the CDN
 * (./datedPurges.ts). A scheduled page is purged by its publish, through the webhook, as any publish.
 */
export type DatedChange = {
  /** When it happens, in milliseconds since the epoch. */
  at: number
  /** The document that changes then, as the publishing webhook would name it. */
  document: ChangedDocument
  /** The tags of the answers it changes (./cacheTagNames.ts). */
  tags: string[]
  /** Whether the site itself regenerates and purges at that time; false: its publish does. */
  purgedAtItsTime: boolean
}

/**
 * After a change, the pages' own regeneration period (their `revalidate`, 60 s): until then an
 * origin may still answer with a copy made before it, so no CDN keeps those answers long.
 */
export const SETTLING_MS = 60_000

const DATED_QUERY = `{
  "legal": *[_type == "legalDocument"]{_id, "dates": revisions[].inForce},
  "endings": *[_type == "page" && defined(endDate)]{_id, endDate},
  "schedules": *[_type == "publishSchedule" && status == "scheduled"]{documentId, documentType, publishAt}
}`
type DatedQueryResult = {
  legal: Array<{_id: string; dates: Array<string | null> | null}>
  endings: Array<{_id: string; endDate: string}>
  schedules: Array<{documentId: string | null; documentType: string | null; publishAt: string | null}>
}

const midnightInBuenosAires = (date: string) => {
  const instant = instantInBuenosAires(date, '00:00')
  return instant === undefined ? undefined : Date.parse(instant)
}

/**
 * Every dated change from `since` on, the soonest first (changes a minute past still matter: see
 * SETTLING_MS). Schedules are read where the source holds them (the Content Lake; not the snapshot).
 */
export async function loadDatedChanges(source: ContentSource, since: number): Promise<DatedChange[]> {
  const {legal, endings, schedules} = await source.fetch<DatedQueryResult>(DATED_QUERY)
  const changes: DatedChange[] = [
    // Every page announces a coming revision until it takes effect: every answer changes then.
    ...legal.flatMap(({_id, dates}) =>
      (dates ?? []).flatMap((date) => {
        const at = date ? midnightInBuenosAires(date) : undefined
        const document = {_id, _type: 'legalDocument'}
        return at === undefined ? [] : [{at, document, tags: [SITE_TAG], purgedAtItsTime: true}]
      }),
    ),
    ...endings.flatMap(({_id, endDate}) => {
      const at = midnightInBuenosAires(endDate)
      const document = {_id, _type: 'page'}
      return at === undefined ? [] : [{at, document, tags: [documentTag(_id)], purgedAtItsTime: true}]
    }),
    ...schedules.flatMap(({documentId, documentType, publishAt}) => {
      const at = publishAt ? Date.parse(publishAt) : NaN
      if (!documentId || Number.isNaN(at)) return []
      const document = {_id: documentId, _type: documentType ?? 'page'}
      return [{at, document, tags: [documentTag(documentId)], purgedAtItsTime: false}]
    }),
  ]
  return changes.filter(({at}) => at > since - SETTLING_MS).sort((a, b) => a.at - b.at)
}

/**
 * How long a CDN may keep an answer with `tags` at `now`: until the next change of what it shows
 * (`until`, or undefined when none is coming), or only briefly (`settling`) while a change that
 * just passed is still being regenerated.
 */
export type EdgeHint = {until?: number; settling: boolean}

export function edgeHintFor(changes: readonly DatedChange[], tags: readonly string[], now: number): EdgeHint {
  const touching = changes.filter((change) => change.tags.some((tag) => tags.includes(tag)))
  return {
    until: touching.find(({at}) => at > now)?.at,
    settling: touching.some(({at}) => at <= now && now - at < SETTLING_MS),
  }
}

/**
 * The hint travels from the proxy, which knows an answer's tags, to the site's server, which sees
 * the answer's final Cache-Control (web/server/edgeLifetime.ts), in this header; it never leaves
 * the server.
 */
export const EDGE_HINT_HEADER = 'x-habitum-edge-hint'

export const encodeEdgeHint = ({until, settling}: EdgeHint) =>
  settling ? 'settling' : until === undefined ? 'none' : `until=${until}`

export function decodeEdgeHint(value: string | undefined): EdgeHint | undefined {
  if (value === 'settling') return {settling: true}
  if (value === 'none') return {settling: false}
  const until = /^until=(\d+)$/.exec(value ?? '')?.[1]
  return until === undefined ? undefined : {until: Number(until), settling: false}
}
