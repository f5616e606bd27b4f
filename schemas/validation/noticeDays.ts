import type {ValidationContext} from 'sanity'
import {daysBetween, todayInBuenosAires} from '@habitum/content/calendar'
import {API_VERSION} from '../apiVersion'

/** Fewer days of notice than this get a warning in the Studio (a lawyer may have reasons). */
export const RECOMMENDED_NOTICE_DAYS = 30

/** «1 día», «12 días». */
export const daysInWords = (days: number) => `${days} ${days === 1 ? 'día' : 'días'}`

/**
 * The warning for a revision dated so close that visitors get fewer than RECOMMENDED_NOTICE_DAYS
 * of notice: the site announces it from the moment it is published (web/components/LegalNotices).
 * A warning, not an error: a lawyer may have reasons. A revision already published with this date
 * is being announced already, so the days it has left are not a new decision to question.
 */
export async function shortNotice(inForce: string | undefined, context: ValidationContext): Promise<true | string> {
  if (!inForce) return true
  const days = daysBetween(todayInBuenosAires(), inForce)
  if (days <= 0 || days >= RECOMMENDED_NOTICE_DAYS) return true
  const key = (context.path?.[1] as {_key?: string} | undefined)?._key
  const id = context.document?._id.replace(/^drafts\./, '')
  const published = await context
    .getClient({apiVersion: API_VERSION})
    .fetch<string | null>(`*[_id == $id][0].revisions[_key == $key][0].inForce`, {id: id ?? '', key: key ?? ''})
  if (published === inForce) return true
  return `Los visitantes tendrán solo ${daysInWords(days)} de aviso antes de que rija esta versión (se recomiendan al menos ${RECOMMENDED_NOTICE_DAYS}): el sitio la anuncia desde que se publica`
}
