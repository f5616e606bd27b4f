import {LANGUAGES, type Language} from '@habitum/content/languages'
import {DEVICES, type Device, type FunnelStep} from '@habitum/content/metrics/events'
import {visitedPage} from '@habitum/content/metrics/pages'
import {
  funnelOf,
  speedRows,
  totalViews,
  vitalsOf,
  type FunnelRow,
  type PanelDay,
  type SpeedRow,
} from '../metrics/metrics'

/**
 * What a page's «Rendimiento» shows, from the same day records «Panel» reads: pure functions of
 * the documents read, each language apart, so each number on screen can be checked without a
 * browser. The site counts a visit by the page's path without its language prefix and by its
 * language (docs/metrics.md); a lead names the address its form was sent from (docs/leads.md).
 */

/** «Rendimiento» shows the last 30 days (UTC, today included), as «Panel» counts days. */
export const PERFORMANCE_DAYS = 30

/** The form's steps a page shows: opened (seen on screen), started (a field touched) and sent. */
export const PAGE_FUNNEL_STEPS = ['seen', 'touched', 'sent'] as const satisfies readonly FunnelStep[]

/** The path a page document is counted by: `/alco`, or `/` for the home page (it has no address of its own). */
export const pagePath = (slug: string | undefined) => (slug ? `/${slug}` : '/')

/** A lead as «Rendimiento» reads it: the address its form was sent from, nothing about the person. */
export type PageLead = {page: string}

export type LanguageFigures = {
  views: number
  viewsByDevice: Record<Device, number>
  /** Opened, started, sent, each with its share of opened. */
  funnel: FunnelRow[]
  /** Leads sent from the page in this language (spam and health details left out by the query). */
  leads: number
  /** The p75 of each vital over every device, and by device class. */
  vitals: SpeedRow['vitals']
  vitalsByDevice: Partial<Record<Device, SpeedRow['vitals']>>
}

export type PagePerformance = {
  byLanguage: Record<Language, LanguageFigures>
  /** Every day of the period with its views in each language. */
  daily: Array<{day: string} & Record<Language, number>>
  /** Nothing counted for the page in the period: no view, no step of the form, no lead. */
  empty: boolean
}

/** The days with only the segments of one page in one language. */
function daysOfPage(days: readonly PanelDay[], path: string, language: Language): PanelDay[] {
  return days.map((day) => ({
    day: day.day,
    segments: Object.fromEntries(
      Object.entries(day.segments ?? {}).filter(
        ([, segment]) => segment.path === path && segment.language === language,
      ),
    ),
  }))
}

function figuresOf(days: readonly PanelDay[], leads: number): LanguageFigures {
  const devices = speedRows(days)
  return {
    views: totalViews(days),
    viewsByDevice: Object.fromEntries(
      DEVICES.map((device) => [device, devices.find((row) => row.device === device)?.views ?? 0]),
    ) as Record<Device, number>,
    funnel: funnelOf(days).filter((row) => (PAGE_FUNNEL_STEPS as readonly FunnelStep[]).includes(row.step)),
    leads,
    vitals: vitalsOf(days),
    vitalsByDevice: Object.fromEntries(devices.map((row) => [row.device, row.vitals])),
  }
}

/**
 * A page's figures over the period's days, Spanish and English apart: the day records' segments
 * of that path in each language, and the leads whose address shows that page in it.
 */
export function pagePerformance(
  days: readonly PanelDay[],
  leads: readonly PageLead[],
  path: string,
  periodDays: readonly string[],
): PagePerformance {
  const pageDays = Object.fromEntries(
    LANGUAGES.map((language) => [language, daysOfPage(days, path, language)]),
  ) as Record<Language, PanelDay[]>
  const leadsIn = (language: Language) =>
    leads.filter((lead) => {
      const shown = visitedPage(lead.page)
      return shown.path === path && shown.language === language
    }).length
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((language) => [language, figuresOf(pageDays[language], leadsIn(language))]),
  ) as Record<Language, LanguageFigures>
  const daily = periodDays.map((day) => ({
    day,
    ...(Object.fromEntries(
      LANGUAGES.map((language) => [language, totalViews(pageDays[language].filter((one) => one.day === day))]),
    ) as Record<Language, number>),
  }))
  const empty = LANGUAGES.every(
    (language) =>
      byLanguage[language].views === 0 &&
      byLanguage[language].leads === 0 &&
      funnelOf(pageDays[language]).every((row) => row.count === 0),
  )
  return {byLanguage, daily, empty}
}
