import type {Device, FormField, FunnelStep, Vital} from '@habitum/content/metrics/events'
import type {Percentile, Rating} from '@habitum/content/metrics/histogram'
import {VITAL_SCALES} from '@habitum/content/metrics/histogram'

/** How «Panel» names what the metrics count, in the Studio's Spanish. */
export const DEVICE_TITLES: Record<Device, string> = {phone: 'Teléfono', tablet: 'Tableta', desktop: 'Escritorio'}

export const STEP_TITLES: Record<FunnelStep, string> = {
  seen: 'Visto',
  touched: 'Tocado',
  tried: 'Intentado',
  sent: 'Enviado',
  failed: 'Fallido',
}

export const FIELD_TITLES: Record<FormField, string> = {
  name: 'Nombre',
  email: 'Correo electrónico',
  category: 'Tipo de empresa',
  message: 'Mensaje',
  consent: 'Aceptación de la Política de privacidad',
}

/**
 * The Core Web Vitals in the staff's words: a short title for tables and what each measures, for
 * choosing one. Their technical names (LCP, INP, CLS) only under «Detalle técnico».
 */
export const VITAL_TITLES = {
  LCP: 'Carga',
  INP: 'Respuesta',
  CLS: 'Estabilidad',
} as const satisfies Partial<Record<Vital, string>>

export const VITAL_NAMES = {
  LCP: 'Carga: cuánto tarda en verse lo principal de la página',
  INP: 'Respuesta: cuánto tarda la página en reaccionar a un toque o clic',
  CLS: 'Estabilidad: cuánto se mueve lo que se está leyendo mientras carga',
} as const satisfies Partial<Record<Vital, string>>

export const RATING_TITLES: Record<Rating, string> = {good: 'Bueno', 'needs-improvement': 'Mejorable', poor: 'Malo'}

const numbers = new Intl.NumberFormat('es-ES')
const shares = new Intl.NumberFormat('es-ES', {style: 'percent', maximumFractionDigits: 1})
const decimals = (digits: number) =>
  new Intl.NumberFormat('es-ES', {minimumFractionDigits: digits, maximumFractionDigits: digits})

export const formatCount = (count: number) => numbers.format(count)

/** A fraction as a percentage, «—» when there is nothing to divide by. */
export const formatShare = (fraction: number | undefined) => (fraction === undefined ? '—' : shares.format(fraction))

/** A value of a vital in its unit: «850 ms», «2,6 s», CLS as a score with 2 decimals («0,12»). */
export function formatVitalValue(vital: Vital, value: number): string {
  if (VITAL_SCALES[vital].unit === 'score') return decimals(2).format(value)
  if (value < 1000) return `${numbers.format(Math.round(value))} ms`
  return `${new Intl.NumberFormat('es-ES', {maximumFractionDigits: 2}).format(value / 1000)} s`
}

/** A percentile read from a histogram: beyond the scale, «> 10 s» (its end). */
export const formatPercentile = (vital: Vital, percentile: Percentile) =>
  `${percentile.beyondScale ? '> ' : ''}${formatVitalValue(vital, percentile.value)}`

export const formatSamples = (samples: number) => `${formatCount(samples)} ${samples === 1 ? 'muestra' : 'muestras'}`

/** A day, YYYY-MM-DD, as «25/11/2026»; `short`: «25/11». */
export function formatDay(day: string, short = false) {
  const [year, month, date] = day.split('-')
  return short ? `${date}/${month}` : `${date}/${month}/${year}`
}

/** A stretch of days: one day, or «18/11–24/11». */
export const formatStretch = (days: readonly string[]) =>
  days.length === 1 ? formatDay(days[0]!, true) : `${formatDay(days[0]!, true)}–${formatDay(days.at(-1)!, true)}`
