/**
 * Calendar dates (YYYY-MM-DD) as the operator lives them, in Buenos Aires: the day legal revisions
 * come into force (a revision's in-force date begins at midnight there), pages stop being shown
 * and content is due for review. Shared by the site, the Studio and the CLI, so all agree on what
 * «today» is and count days alike.
 */

/** Where the operator is and its dates are set. */
export const OPERATOR_TIME_ZONE = 'America/Argentina/Buenos_Aires'

const BUENOS_AIRES = new Intl.DateTimeFormat('en-CA', {timeZone: OPERATOR_TIME_ZONE})

/** Today's date in Buenos Aires, where the operator is and the legal dates are set. */
export function todayInBuenosAires(now = new Date()): string {
  return BUENOS_AIRES.format(now)
}

/** The calendar date in Buenos Aires of an instant (an ISO date and time such as `_updatedAt`). */
export function dateInBuenosAires(instant: string): string {
  return BUENOS_AIRES.format(new Date(instant))
}

const asUtc = (date: string) => new Date(`${date}T00:00:00Z`)
const asDate = (utc: Date) => utc.toISOString().slice(0, 10)

/** The date `days` days after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const utc = asUtc(date)
  utc.setUTCDate(utc.getUTCDate() + days)
  return asDate(utc)
}

/** The same day a year later; 29 February becomes 1 March. */
export function addYear(date: string): string {
  const utc = asUtc(date)
  utc.setUTCFullYear(utc.getUTCFullYear() + 1)
  return asDate(utc)
}

/** Whether a value is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && asDate(asUtc(value)) === value
}

/** A calendar date as Argentina writes it in short, e.g. «03/05/2026» (day first). */
export function shortSpanishDate(date: string): string {
  return new Intl.DateTimeFormat('es-AR', {day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC'}).format(
    asUtc(date),
  )
}

/** A calendar date (YYYY-MM-DD) in words, e.g. «23 de mayo de 2024» or «May 23, 2024». */
export function formatDate(date: string, lang: 'es' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-AR' : 'en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    asUtc(date),
  )
}

/** A calendar date in Spanish words, e.g. «3 de mayo de 2026» (the Studio's language). */
export const spanishDate = (date: string) => formatDate(date, 'es')

/** Whole days from one calendar date to another (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((asUtc(to).getTime() - asUtc(from).getTime()) / 86_400_000)
}

const BUENOS_AIRES_CLOCK = new Intl.DateTimeFormat('en-CA', {
  timeZone: OPERATOR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The date and time (HH:MM) an instant shows on a clock in Buenos Aires. */
export function buenosAiresClock(instant: Date | string): {date: string; time: string} {
  const parts = Object.fromEntries(
    BUENOS_AIRES_CLOCK.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  )
  return {date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`}
}

/**
 * The instant (ISO, UTC) when a Buenos Aires clock shows `date` at `time` (HH:MM), or undefined for
 * a date or time that is not one. The offset is read from the time zone's rules, not assumed.
 */
export function instantInBuenosAires(date: string, time: string): string | undefined {
  if (!isCalendarDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined
  const asIfUtc = Date.parse(`${date}T${time}:00Z`)
  // The clock there at that UTC instant tells the offset; applied once, and checked.
  const shown = buenosAiresClock(new Date(asIfUtc))
  const offset = Date.parse(`${shown.date}T${shown.time}:00Z`) - asIfUtc
  const instant = new Date(asIfUtc - offset)
  const check = buenosAiresClock(instant)
  return check.date === date && check.time === time ? instant.toISOString() : undefined
}

/**
 * An instant in Spanish words, on the Buenos Aires clock: «lunes, 1 de diciembre de 2026, 09:00»;
 * without its weekday, «1 de diciembre de 2026 a las 09:00».
 */
export function spanishDateTime(instant: string, {weekday = true}: {weekday?: boolean} = {}): string {
  return new Intl.DateTimeFormat('es-AR', {
    timeZone: OPERATOR_TIME_ZONE,
    ...(weekday ? {weekday: 'long'} : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant))
}
