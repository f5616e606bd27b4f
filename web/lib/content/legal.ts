import type {LegalRevision} from './index'
import type {Language} from '../i18n/languages'

/** The revision in force on `today` (YYYY-MM-DD): the newest whose in-force date has come. */
export function revisionInForce(revisions: LegalRevision[] | null, today: string): LegalRevision | undefined {
  return [...(revisions ?? [])]
    .filter((revision) => revision.inForce && revision.inForce <= today)
    .sort((a, b) => (a.inForce! < b.inForce! ? 1 : -1))[0]
}

// Where the site and the Studio agree on what «today» is (also for pages' end dates).
export {todayInBuenosAires} from '../../../schemas/calendar'

/** A calendar date (YYYY-MM-DD) in words, e.g. «23 de mayo de 2024» or «May 23, 2024». */
export function formatDate(date: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-AR' : 'en-US', {dateStyle: 'long', timeZone: 'UTC'}).format(
    new Date(`${date}T00:00:00Z`),
  )
}

/** Revisions that were in force before the current one, newest first (future ones are not shown). */
export function earlierRevisions(revisions: LegalRevision[] | null, current: LegalRevision): LegalRevision[] {
  return [...(revisions ?? [])]
    .filter((revision) => revision.inForce && revision.inForce < current.inForce!)
    .sort((a, b) => (a.inForce! < b.inForce! ? 1 : -1))
}

/** The revisions in force on `today` or before, oldest first: the ones the site shows and compares. */
export function inForceRevisions(revisions: LegalRevision[] | null, today: string): LegalRevision[] {
  return [...(revisions ?? [])]
    .filter((revision) => revision.inForce && revision.inForce <= today)
    .sort((a, b) => (a.inForce! < b.inForce! ? -1 : 1))
}
