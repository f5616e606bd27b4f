/**
 * The calendar legal dates live on: Buenos Aires, where the operator is. A revision's in-force
 * date (YYYY-MM-DD) begins at midnight there. The site (which revision is in force, which one is
 * announced) and the Studio (how many days of notice visitors get) count days alike.
 */
export const LEGAL_TIME_ZONE = 'America/Argentina/Buenos_Aires'

/** Fewer days of notice than this get a warning in the Studio (a lawyer may have reasons). */
export const RECOMMENDED_NOTICE_DAYS = 30

/** Today's date (YYYY-MM-DD) in Buenos Aires. */
export function todayInBuenosAires(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {timeZone: LEGAL_TIME_ZONE}).format(now)
}

/** Whole days from one calendar date to another (YYYY-MM-DD), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** A calendar date (YYYY-MM-DD) in words, e.g. «23 de mayo de 2024» or «May 23, 2024». */
export function formatDate(date: string, lang: 'es' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-AR' : 'en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${date}T00:00:00Z`),
  )
}
