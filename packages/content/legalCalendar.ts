/**
 * The calendar legal dates live on: Buenos Aires, where the operator is. A revision's in-force
 * date (YYYY-MM-DD) begins at midnight there. The site (which revision is in force, which one is
 * announced) and the Studio (how many days of notice visitors get) count days alike.
 */
export {
  daysBetween,
  OPERATOR_TIME_ZONE as LEGAL_TIME_ZONE,
  todayInBuenosAires,
} from '../../schemas/calendar'

/** Fewer days of notice than this get a warning in the Studio (a lawyer may have reasons). */
export const RECOMMENDED_NOTICE_DAYS = 30

/** A calendar date (YYYY-MM-DD) in words, e.g. «23 de mayo de 2024» or «May 23, 2024». */
export function formatDate(date: string, lang: 'es' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-AR' : 'en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${date}T00:00:00Z`),
  )
}
