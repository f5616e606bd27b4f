import type {Device, FormField, FunnelStep, LcpElementKind, Vital} from './events'
import type {Histogram} from './histogram'
import type {Language} from '../languages'
import {METRICS_DAY_TYPE} from '../snapshotTypes'

/**
 * The aggregates of one day (UTC), one document per day (`siteMetricsDay`), written by the site's
 * server with atomic increments and read by the Studio's «Panel». Every key of its records is a
 * Sanity attribute name (a letter, then letters, digits or _), so a patch can increment any count
 * by its path; the values the keys stand for are kept beside the counts.
 */
export {METRICS_DAY_TYPE}

/** One document per day: `siteMetrics-2026-11-25`. */
export const metricsDayId = (day: string) => `siteMetrics-${day}`

/** A page in a language on a device class: what views, the funnel and the Web Vitals are counted by. */
export type MetricsSegment = {
  /** The page's path without its language prefix: `/`, `/alco`, `/legal/privacy-policy`. */
  path: string
  language: Language
  device: Device
  views: number
  funnel: Partial<Record<FunnelStep, number>>
  /** Validation errors shown, by field name. */
  fieldErrors: Partial<Record<FormField, number>>
  vitals: Partial<Record<Vital, Histogram>>
  /** What the LCP element was, per view that reported one. */
  lcpElements: Partial<Record<LcpElementKind, number>>
}

/**
 * The most frequent values of a day (at most TOP_VALUES, each with its count), and how many views
 * carried any other value: «otros». A value outside the top moves into «otros» with its count.
 */
export type TopValues = {
  entries: Record<string, {value: string; count: number}>
  others: number
}

export const TOP_VALUES = 50
/** How «Panel» names the views whose value fell outside the top. */
export const OTHERS_LABEL = 'otros'

export const SOURCE_KINDS = ['referrerOrigin', 'utmSource', 'utmMedium', 'utmCampaign'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/**
 * The directives a Content-Security-Policy violation is counted by: its effective directive, one
 * of CSP Level 3's fetch, document and navigation directives (a report naming another is refused).
 */
export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
  'img-src',
  'font-src',
  'connect-src',
  'media-src',
  'object-src',
  'frame-src',
  'child-src',
  'worker-src',
  'manifest-src',
  'fenced-frame-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
  'sandbox',
  'trusted-types',
  'require-trusted-types-for',
  'webrtc',
] as const
export type CspDirective = (typeof CSP_DIRECTIVES)[number]
/** A directive as a key of `cspViolations`: a Sanity attribute name, `-` written `_` (`script_src_elem`). */
export type CspViolationKey = Underscored<CspDirective>
type Underscored<S extends string> = S extends `${infer A}-${infer B}` ? `${A}_${Underscored<B>}` : S
export const cspViolationKey = (directive: CspDirective) => directive.replaceAll('-', '_') as CspViolationKey

export type MetricsDay = {
  _id: string
  _type: typeof METRICS_DAY_TYPE
  /** YYYY-MM-DD, UTC. */
  day: string
  /** By a key the server derives from path, language and device (`s` and hex digits). */
  segments: Record<string, MetricsSegment>
  /** Views by where they came from: the referring origin and each campaign parameter. */
  sources: Record<SourceKind, TopValues>
  /**
   * Content-Security-Policy violations the site's pages reported (/api/csp-report), by effective
   * directive; absent on a day without any (and on days stored before they were counted).
   */
  cspViolations?: Partial<Record<CspViolationKey, number>>
}

export const emptyTopValues = (): TopValues => ({entries: {}, others: 0})

export function emptyMetricsDay(day: string): MetricsDay {
  return {
    _id: metricsDayId(day),
    _type: METRICS_DAY_TYPE,
    day,
    segments: {},
    sources: {
      referrerOrigin: emptyTopValues(),
      utmSource: emptyTopValues(),
      utmMedium: emptyTopValues(),
      utmCampaign: emptyTopValues(),
    },
  }
}
