import {METRICS_DAY_TYPE} from '@habitum/content/metrics/day'
import {pageAddresses} from '@habitum/content/metrics/pages'
import type {PanelDay} from '../metrics/metrics'
import type {Period} from '../metrics/period'
import type {PageLead} from './pagePerformance'

/**
 * What a page's «Rendimiento» asks the dataset, in one request: the day records of the period (as
 * «Panel», whole: a day's segments are keyed by a hash the server makes, so the page's are picked
 * out in the Studio) and the leads sent from the page's addresses in it, with «Panel»'s rules:
 * spam and messages that looked like they held health details left out, the `drafts` perspective,
 * and only the address each was sent from.
 */
export const PERFORMANCE_PERSPECTIVE = 'drafts'

export const PERFORMANCE_QUERY = `{
  "days": *[_type == $metricsType && day >= $from && day <= $to] | order(day asc) {day, segments},
  "leads": *[_type == "contactRequest" && status != "spam" && containsHealthData != true
    && receivedAt >= $fromInstant && receivedAt < $toInstant && page in $addresses] {page}
}`

export type PerformanceData = {days: PanelDay[]; leads: PageLead[]}

/** A page's period: the days, and the path the page is counted by. */
export type PagePeriod = {period: Period; path: string}

export const performanceParams = ({period, path}: PagePeriod) => ({
  metricsType: METRICS_DAY_TYPE,
  from: period.from,
  to: period.to,
  fromInstant: period.fromInstant,
  toInstant: period.toInstant,
  addresses: pageAddresses(path),
})
