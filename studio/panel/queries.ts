import {METRICS_DAY_TYPE} from '@habitum/content/metrics/day'
import type {LeadsLeftOut, PanelLead} from './leads'
import type {PanelDay} from '../metrics/metrics'
import type {Period} from '../metrics/period'

/**
 * What «Panel» asks the dataset, in one request: the metrics documents of the period's days; the
 * leads received in it, less spam and those whose message looked like it held health details
 * (counted nowhere: the site never asked for them); and how many of those two kinds there are, no
 * more, so the Panel can say what it left out. Only where a lead came from is read, never who sent
 * it. The `drafts` perspective, as the leads tool: a lead an editor marked as spam in a draft no
 * longer counts (metrics documents have no drafts).
 */
export const PANEL_PERSPECTIVE = 'drafts'

export const PANEL_QUERY = `{
  "days": *[_type == $metricsType && day >= $from && day <= $to] | order(day asc) {day, segments, sources, cspViolations},
  "leads": *[_type == "contactRequest" && status != "spam" && containsHealthData != true
    && receivedAt >= $fromInstant && receivedAt < $toInstant]
    | order(receivedAt asc) {receivedAt, page, referrerOrigin, utmCampaign},
  "leftOut": {
    "health": count(*[_type == "contactRequest" && status != "spam" && containsHealthData == true
      && receivedAt >= $fromInstant && receivedAt < $toInstant]),
    "spam": count(*[_type == "contactRequest" && status == "spam"
      && receivedAt >= $fromInstant && receivedAt < $toInstant])
  }
}`

export type PanelData = {days: PanelDay[]; leads: PanelLead[]; leftOut: LeadsLeftOut}

export const panelParams = ({from, to, fromInstant, toInstant}: Period) => ({
  metricsType: METRICS_DAY_TYPE,
  from,
  to,
  fromInstant,
  toInstant,
})
