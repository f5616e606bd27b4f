import {onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType} from 'web-vitals'
import type {LcpElementKind, VitalEvent} from '@habitum/content/metrics/events'
import {rememberLandingPage, visitAttribution} from '@/lib/contact/attribution'
import {record, startSending} from './queue'

/**
 * What measures a page, loaded only once it has loaded and the browser is idle
 * (web/lib/metrics/client/start.ts), so none of it is in the page's first JavaScript: the Web
 * Vitals (Google's web-vitals, which reads the browser's buffered performance entries, so the
 * paints before it arrived still count) and the page views. It starts the queue.
 */
export function startReporting(hardLoadPath: string | undefined) {
  startSending()
  // A page answered "not found" is no page of the site: its load is not measured.
  if (hardLoadPath === undefined) return
  // The Web Vitals belong to the page loaded from the server: a later in-site navigation is not a
  // new load (web-vitals keeps measuring the same document). Final values only: each is reported
  // once, at the latest when the page is hidden, and the queue sends what is recorded then at once.
  const report = (metric: MetricType) => record(vitalEvent(metric), hardLoadPath)
  const options = {reportAllChanges: false}
  onTTFB(report, options)
  onFCP(report, options)
  onLCP(report, options)
  onCLS(report, options)
  onINP(report, options)
}

/** A page view at `path`, with where the visit came from: what its landing page recorded, only what it has. */
export function recordView(path: string) {
  // Recorded by the landing page already (RememberLandingPage); once more in case its effect has not run.
  rememberLandingPage()
  record({kind: 'view', ...visitAttribution()}, path)
}

/** A metric as the contract sends it: milliseconds (CLS unitless), and for LCP what its element was. */
export function vitalEvent(metric: MetricType): VitalEvent {
  const event: VitalEvent = {kind: 'vital', name: metric.name, value: metric.value}
  if (metric.name === 'LCP') {
    const element = lcpElementKind(metric.entries.at(-1))
    if (element) event.element = element
  }
  return event
}

/**
 * An image when the LCP entry names a resource (an <img>, an SVG <image>, a poster or a CSS
 * background image), text otherwise. Unknown without an entry (an LCP after a restore from the
 * back/forward cache is measured without one).
 */
export function lcpElementKind(entry: Pick<LargestContentfulPaint, 'url'> | undefined): LcpElementKind | undefined {
  if (!entry) return undefined
  return entry.url ? 'image' : 'text'
}
