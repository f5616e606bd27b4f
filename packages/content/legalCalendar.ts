/**
 * The calendar legal dates live on: Buenos Aires, where the operator is. A revision's in-force
 * date (YYYY-MM-DD) begins at midnight there. The site (which revision is in force, which one is
 * announced) and the Studio (how many days of notice visitors get) count days alike.
 */
export {
  daysBetween,
  formatDate,
  OPERATOR_TIME_ZONE as LEGAL_TIME_ZONE,
  todayInBuenosAires,
} from '../../schemas/calendar'

/** Fewer days of notice than this get a warning in the Studio (a lawyer may have reasons). */
export const RECOMMENDED_NOTICE_DAYS = 30
