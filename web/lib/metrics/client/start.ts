import {metricsRefused} from './privacy'

/**
 * The part of the site's metrics in every page's first JavaScript, kept to a few hundred bytes: it
 * notes the page views and, once the page has loaded and the browser is idle, fetches the
 * reporter (./reporter.ts, with web-vitals) and hands them over. A browser that refuses to be
 * measured (./privacy.ts) fetches nothing. SiteMetrics (web/components) calls it, on visitors'
 * pages only.
 */

/** Performance marks a page leaves when it has decided: measured or not (the browser tests wait for them). */
export const METRICS_MARKS = {on: 'habitum:metrics-on', off: 'habitum:metrics-off'} as const

type Reporter = typeof import('./reporter')

let started = false
let reporter: Reporter | undefined
/** The page loaded from the server, whose Web Vitals these are: the first one viewed. */
let hardLoadPath: string | undefined
let lastViewed: string | undefined
/** Views before the reporter arrived (client-side navigations during the load), at most a few. */
const viewsBefore: string[] = []
const MAX_VIEWS_BEFORE = 20

/** Addresses answered "not found": no page of the site, so nothing is sent for them (the endpoint refuses unknown pages). */
const notPages = new Set<string>()

/** Called by the not-found page (NotAPage) before the view is noted: neither its view nor its Web Vitals are sent. */
export function notAPage(path: string) {
  notPages.add(path)
}

/** A page view at `path` (the address's path as visited); the same path twice in a row is one view. */
export function pageViewed(path: string) {
  hardLoadPath ??= path
  if (path === lastViewed || notPages.has(path)) return
  lastViewed = path
  if (reporter) reporter.recordView(path)
  else if (viewsBefore.length < MAX_VIEWS_BEFORE) viewsBefore.push(path)
}

/**
 * The page shown again from the browser's back/forward cache (`pageshow`, persisted): no new
 * load, but the visitor sees the page once more, so it is one more view of it.
 */
export function pageRestored(path: string) {
  lastViewed = undefined
  pageViewed(path)
}

/** Called once the page has loaded: when the browser is next idle, the reporter is fetched and started. */
export function startMetrics() {
  if (started) return
  started = true
  if (metricsRefused()) {
    performance.mark(METRICS_MARKS.off)
    return
  }
  whenIdle(() => {
    import('./reporter')
      .then((module) => {
        const loaded = hardLoadPath ?? location.pathname
        module.startReporting(notPages.has(loaded) ? undefined : loaded)
        reporter = module
        for (const path of viewsBefore.splice(0)) module.recordView(path)
        performance.mark(METRICS_MARKS.on)
      })
      // Not fetched (offline, a new deployment): this page is not measured.
      .catch(() => {})
  })
}

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, {timeout: 10_000})
  else setTimeout(run, 1_000)
}
