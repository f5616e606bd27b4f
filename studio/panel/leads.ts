import {formatCount} from '../metrics/format'
import {utcDay} from '../metrics/period'

/** A lead as «Panel» reads it: when it arrived and where from (no personal data). */
export type PanelLead = {
  receivedAt: string
  page?: string
  referrerOrigin?: string
  utmCampaign?: string
}

/** What leads can be grouped by, with the name of a lead that has no value. */
export const LEAD_DIMENSIONS = [
  {key: 'campaign', field: 'utmCampaign', title: 'Campaña', missing: '(sin campaña)'},
  {key: 'origin', field: 'referrerOrigin', title: 'Origen', missing: '(directo)'},
  {key: 'page', field: 'page', title: 'Página', missing: '(sin página)'},
] as const
export type LeadDimension = (typeof LEAD_DIMENSIONS)[number]

export type LeadsBySource = {
  total: number
  /** Each source's leads over the period, most first. */
  sources: Array<{label: string; count: number}>
  /** Every day of the period, with its leads by source (empty for a day without any). */
  days: Array<{day: string; total: number; bySource: Record<string, number>}>
}

/** The leads of the period by UTC day of arrival and by source. */
export function leadsBySource(
  leads: readonly PanelLead[],
  dimension: LeadDimension,
  periodDays: readonly string[],
): LeadsBySource {
  const days = new Map(periodDays.map((day) => [day, {day, total: 0, bySource: {} as Record<string, number>}]))
  const totals = new Map<string, number>()
  let total = 0
  for (const lead of leads) {
    const day = days.get(utcDay(lead.receivedAt))
    if (!day) continue
    const label = lead[dimension.field]?.trim() || dimension.missing
    day.total += 1
    day.bySource[label] = (day.bySource[label] ?? 0) + 1
    totals.set(label, (totals.get(label) ?? 0) + 1)
    total += 1
  }
  const sources = [...totals]
    .map(([label, count]) => ({label, count}))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
  return {total, sources, days: [...days.values()]}
}

/** A series of the stacked chart: a key safe for the chart's data (values may hold dots) and what it stands for. */
export type ChartSeries = {key: string; label: string; labels: string[]}

export const OTHER_SOURCES_LABEL = 'otras'

/**
 * The chart's series: the most frequent sources, one each, and the rest together as «otras», so
 * the bars stay readable whatever the number of campaigns; the table lists every one.
 */
export function chartSeries(sources: LeadsBySource['sources'], max = 6): ChartSeries[] {
  const shown = sources.length > max ? sources.slice(0, max - 1) : sources
  const series = shown.map(({label}, index) => ({key: `s${index}`, label, labels: [label]}))
  const rest = sources.slice(shown.length).map(({label}) => label)
  return rest.length > 0 ? [...series, {key: `s${shown.length}`, label: OTHER_SOURCES_LABEL, labels: rest}] : series
}

/** One row per day for the stacked chart: `day` and each series' count under its key. */
export function chartRows(bySource: LeadsBySource, series: readonly ChartSeries[]) {
  return bySource.days.map(({day, bySource: counts}) => ({
    day,
    ...Object.fromEntries(
      series.map(({key, labels}) => [key, labels.reduce((sum, label) => sum + (counts[label] ?? 0), 0)]),
    ),
  }))
}

/**
 * The period's leads that no figure counts, by why: those whose message looked like it held health
 * details (the site never asks for them, so they measure nothing) and those marked as spam.
 */
export type LeadsLeftOut = {health: number; spam: number}

const markedAsSpam = (count: number) => (count === 1 ? 'marcada como spam' : 'marcadas como spam')

const leadsOf = (count: number) => `${formatCount(count)} ${count === 1 ? 'solicitud' : 'solicitudes'}`

/**
 * What «Solicitudes por día» leaves out, in the staff's words, and what the inbox holds of the
 * period; nothing when it leaves nothing out.
 */
export function leftOutNote(counted: number, {health, spam}: LeadsLeftOut): string | undefined {
  if (health === 0 && spam === 0) return undefined
  const sentences = [
    `Estas cifras cuentan ${leadsOf(counted)} de estos días.`,
    health > 0 &&
      `No cuentan ${leadsOf(health)} ${health === 1 ? 'cuyo mensaje parece' : 'cuyos mensajes parecen'} incluir datos de salud: el sitio no pide esos datos, así que ` +
        `esas solicitudes no se usan para medir campañas ni páginas; se leen abriéndolas en «Solicitudes de contacto», ` +
        `cuya bandeja tiene ${leadsOf(counted + health)} de estos días.`,
    spam > 0 && `${health > 0 ? 'Tampoco cuentan' : 'No cuentan'} ${leadsOf(spam)} ${markedAsSpam(spam)}.`,
  ]
  return sentences.filter(Boolean).join(' ')
}

/**
 * Why «Enviado» of the form's funnel and the leads counted may differ: one is what visitors'
 * browsers said the site received, the other the leads kept, less those left out.
 */
export function sentVersusLeadsNote(sent: number, counted: number, {health, spam}: LeadsLeftOut): string {
  const leftOut = [
    health > 0 && `${formatCount(health)} con datos de salud`,
    spam > 0 && `${formatCount(spam)} ${markedAsSpam(spam)}`,
  ].filter(Boolean)
  return (
    `«Enviado» (${formatCount(sent)}) cuenta los envíos que el sitio recibió, según el navegador de cada visitante; ` +
    `«Solicitudes por día» cuenta ${formatCount(counted)}, las solicitudes guardadas` +
    (leftOut.length > 0 ? ` sin ${leftOut.join(' ni ')} (que «Enviado» sí incluye)` : '') +
    '. Pueden no coincidir del todo: un navegador que bloquea las mediciones no avisa de su envío, y una solicitud ' +
    'borrada deja de contarse.'
  )
}
