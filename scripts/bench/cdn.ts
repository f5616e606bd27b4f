import {markdownTable} from './table'

/**
 * What npm run bench -- --cdn measures and how it prints it (scripts/bench/cdnRun.ts runs it): each
 * page's requests a second from the origin and from Varnish in front of it, what the origin is
 * still asked while Varnish serves the load, and how long a publish takes to reach Varnish's
 * visitors.
 */

/** How many publishes the run times, and how long it waits for each to show through Varnish. */
export const PUBLISHES = 20
export const PUBLISH_TIMEOUT_MS = 30_000

/** The load on every bench page at once through Varnish, over which the origin's requests are counted. */
export const STEADY_SECONDS = 60

export type CdnRow = {
  page: string
  origin: {requestsPerSecond: number; p99Ms: number; failures: number}
  edge: {requestsPerSecond: number; p99Ms: number; failures: number}
  /** Requests the origin received for this page while Varnish served the steady load, per minute. */
  originRequestsPerMinute: number
}

/** One publish of the run: which document, the page that shows it, and the text that shows it is live. */
export type PublishEdit = {
  id: string
  type: string
  page: string
  text: string
  /** Changes the document (as read from content/data.ndjson) to show `text`. */
  apply: (document: Record<string, unknown>) => void
}

/** A FAQ item's question and the page's own text, in turn, both shown on /alco, each publish's words its own. */
export function publishEdit(round: number): PublishEdit {
  if (round % 2 === 1) {
    const text = `¿Cómo me sumo a Habitum si soy miembro del plan ALCO? (cambio ${round})`
    return {
      id: 'faq-21',
      type: 'faqItem',
      page: '/alco',
      text,
      apply: (faq) => (spanishOf(faq, 'question').es = text),
    }
  }
  const text = `Herramientas pensadas para tu plan de descenso de peso (cambio ${round})`
  return {
    id: 'page-alco',
    type: 'page',
    page: '/alco',
    text,
    apply: (page) => {
      const sections = page.sections as Array<Record<string, unknown>>
      const features = sections.find((section) => section._key === 'alcoFeatures')
      if (!features) throw new Error('page-alco has no section alcoFeatures (content/data.ndjson)')
      spanishOf(features, 'heading').es = text
    },
  }
}

function spanishOf(holder: Record<string, unknown>, field: string): {es?: string} {
  const value = holder[field] as {es?: string} | undefined
  if (!value) throw new Error(`no ${field} to edit`)
  return value
}

/** The rows as a Markdown table: each page's origin and edge side by side. */
export function cdnTable(rows: readonly CdnRow[]): string {
  const header = [
    'page',
    'origin req/s',
    'origin p99',
    'Varnish req/s',
    'Varnish p99',
    'Varnish / origin',
    'origin requests a minute under load',
  ]
  const rate = ({requestsPerSecond, failures}: CdnRow['origin']) =>
    `${Math.round(requestsPerSecond)}${failures > 0 ? ` (${failures} failed)` : ''}`
  const lines = rows.map((row) => [
    row.page.startsWith('/share-cards/') ? 'share card' : row.page,
    rate(row.origin),
    `${Math.round(row.origin.p99Ms)} ms`,
    rate(row.edge),
    `${Math.round(row.edge.p99Ms)} ms`,
    row.origin.requestsPerSecond > 0
      ? `${(row.edge.requestsPerSecond / row.origin.requestsPerSecond).toFixed(1)}×`
      : '',
    row.originRequestsPerMinute.toFixed(1),
  ])
  return markdownTable(header, lines, 1)
}

/** Requests counted over `seconds`, as a rate a minute. */
export const perMinute = (count: number, seconds: number) => (count * 60) / seconds

/**
 * Each publish's time from the webhook to Varnish serving the new text (undefined: not within
 * PUBLISH_TIMEOUT_MS), as one line: how many, the median and the worst.
 */
export function publishSummary(times: ReadonlyArray<number | undefined>): string {
  // A publish not seen counts as slower than any seen: the median and the worst say so.
  const sorted = times.map((time) => time ?? Infinity).sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2
  const missed = sorted.filter((time) => time === Infinity).length
  const said = (ms: number | undefined) =>
    ms === undefined || !Number.isFinite(ms) ? `not within ${PUBLISH_TIMEOUT_MS / 1000} s` : `${Math.round(ms)} ms`
  return (
    `${times.length} publishes, from the webhook to Varnish serving the new text: ` +
    `median ${said(median)}, worst ${said(sorted.at(-1))}${missed > 0 ? ` (${missed} not seen)` : ''}`
  )
}
