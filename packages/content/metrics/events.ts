import {CONTACT_FIELDS} from '../leads/record'

/**
 * What the site's pages send to `/api/metrics` (docs/metrics.md): named once for the browser's
 * reporter, the endpoint that checks it and the Studio's «Panel» that shows the sums. Nothing here
 * names a person: no cookie, no id, no address; the visit's campaign as issue 23's attribution keeps it.
 */

export const METRICS_ENDPOINT = '/api/metrics'

/** A device class, from the viewport's width in CSS pixels (the site's own breakpoint is 768). */
export const DEVICES = ['phone', 'tablet', 'desktop'] as const
export type Device = (typeof DEVICES)[number]
export const TABLET_MIN_WIDTH = 768
export const DESKTOP_MIN_WIDTH = 1200

export function deviceOf(viewportWidth: number): Device {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return 'desktop'
  return viewportWidth >= TABLET_MIN_WIDTH ? 'tablet' : 'phone'
}

/** The contact form's funnel, in order: seen (in the viewport), first field touched, submit tried, sent, failed. */
export const FUNNEL_STEPS = ['seen', 'touched', 'tried', 'sent', 'failed'] as const
export type FunnelStep = (typeof FUNNEL_STEPS)[number]

/** The form's fields whose validation errors are counted, by name (never their value): the texts and the consent box. */
export const FORM_FIELDS = [...CONTACT_FIELDS, 'consent'] as const
export type FormField = (typeof FORM_FIELDS)[number]

/** The Core Web Vitals (LCP, INP, CLS) and two diagnostics (FCP, TTFB), as the web-vitals library names them. */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const
export type Vital = (typeof VITALS)[number]

/** What the LCP element was: text (a block of text) or an image (an <img>, <svg> image or a background). */
export const LCP_ELEMENT_KINDS = ['text', 'image'] as const
export type LcpElementKind = (typeof LCP_ELEMENT_KINDS)[number]

/** The longest referrer origin or campaign value kept (the form's attribution keeps the same). */
export const SOURCE_VALUE_MAX = 100

export type ViewEvent = {
  kind: 'view'
  /** The referring site's origin, never the full URL; absent when the visitor came from this site or nowhere. */
  referrerOrigin?: string
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
}
export type FunnelEvent = {kind: 'funnel'; step: FunnelStep}
export type FieldErrorEvent = {kind: 'fieldError'; field: FormField}
export type VitalEvent = {
  kind: 'vital'
  name: Vital
  /** Milliseconds; for CLS the unitless score. */
  value: number
  /** LCP only: what its element was. */
  element?: LcpElementKind
}
export type MetricsEvent = ViewEvent | FunnelEvent | FieldErrorEvent | VitalEvent
export const EVENT_KINDS = ['view', 'funnel', 'fieldError', 'vital'] as const

/**
 * One beacon: the page it was sent from and what happened there since the last one. `path` is
 * the address's path as visited (`/en/alco`); the server derives the page and its language.
 */
export type MetricsBeacon = {
  path: string
  device: Device
  events: MetricsEvent[]
}

/** A beacon carries at most this many events, in at most this many bytes: a page's worth, never a flood. */
export const BEACON_MAX_EVENTS = 40
export const BEACON_MAX_BYTES = 8_192
