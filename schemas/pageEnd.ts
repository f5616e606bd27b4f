import {isCalendarDate, spanishDate} from '@habitum/content/calendar'

/**
 * A page's end date («Dejar de mostrar desde», in Buenos Aires) and what the site answers at its
 * address from that day on: 410 Gone with a page saying so, or a permanent redirect (308) to
 * another page. Shared by the Studio's validation (schemas/documents/page.ts) and the site
 * (web/lib/redirects/endings.ts), which answers as the Studio allows even for content that
 * came from elsewhere. Messages are in Spanish: editors read them in the Studio, in the words of
 * what visitors then see, not of the status codes.
 */

export const AFTER_END_OPTIONS = [
  {title: 'La página deja de existir para los visitantes', value: 'gone'},
  {title: 'Su dirección lleva a otra página', value: 'redirect'},
] as const

/** Whether a page with this end date is no longer shown on `today` (YYYY-MM-DD, Buenos Aires). */
export function hasEnded(endDate: string | null | undefined, today: string): boolean {
  return isCalendarDate(endDate) && endDate <= today
}

/** Why a page cannot have this end date, or undefined when it can. */
export function endDateProblem(endDate: string | undefined, slug: string | undefined): string | undefined {
  if (!endDate) return undefined
  if (!slug) return 'La página de inicio no puede dejar de mostrarse: el sitio se quedaría sin portada. Borre la fecha.'
  return undefined
}

/** The page a redirect points at, as validation reads it (null when it is not published). */
export type RedirectTarget = {_id: string; title: string | null; endDate: string | null} | null

/**
 * Why this page cannot redirect, after its end date, to `target`, or undefined when it can: a
 * target is required when a redirect is chosen, and may be neither the page itself nor a page
 * that is no longer shown by then (by this page's end date, or today if that is later).
 */
export function endRedirectProblem(
  page: {id: string; endDate?: string; afterEnd?: string; targetId?: string},
  target: RedirectTarget,
  today: string,
): string | undefined {
  if (page.afterEnd !== 'redirect') return undefined
  if (!page.targetId) return 'Elija la página a la que se redirige después de la fecha'
  if (page.targetId.replace(/^drafts\./, '') === page.id.replace(/^drafts\./, '')) {
    return 'Una página no puede redirigir a sí misma: elija otra'
  }
  if (!target) return 'La página elegida no está publicada: publíquela o elija otra'
  const from = page.endDate && page.endDate > today ? page.endDate : today
  if (target.endDate && hasEnded(target.endDate, from)) {
    return `«${target.title ?? 'La página elegida'}» deja de mostrarse el ${spanishDate(target.endDate)}: elija una página que siga publicada`
  }
  return undefined
}
