import type {LegalRevision} from './index'

export {formatDate, todayInBuenosAires} from '@habitum/content/calendar'

/** A revision as far as its dates go. */
type Dated = {inForce?: string | null}

/** The revision in force on `today` (YYYY-MM-DD): the newest whose in-force date has come. */
export function revisionInForce<Revision extends Dated>(revisions: Revision[] | null, today: string): Revision | undefined {
  return [...(revisions ?? [])]
    .filter((revision) => revision.inForce && revision.inForce <= today)
    .sort((a, b) => (a.inForce! < b.inForce! ? 1 : -1))[0]
}


/** Revisions that were in force before the current one, newest first (future ones are not shown). */
export function earlierRevisions(revisions: LegalRevision[] | null, current: LegalRevision): LegalRevision[] {
  return [...(revisions ?? [])]
    .filter((revision) => revision.inForce && revision.inForce < current.inForce!)
    .sort((a, b) => (a.inForce! < b.inForce! ? 1 : -1))
}

/** The revisions in force on `today` or before, oldest first: the ones the site shows and compares. */
export function inForceRevisions<Revision extends Dated>(revisions: Revision[] | null, today: string): Revision[] {
  return [...(revisions ?? [])]
    .filter((revision) => revision.inForce && revision.inForce <= today)
    .sort((a, b) => (a.inForce! < b.inForce! ? -1 : 1))
}


/**
 * The change announced on `today`: the revision in force and the next one, dated ahead. Only the
 * nearest future revision is announced (a later one is announced once that one is in force), and
 * only while one is in force: a first revision has nothing to compare with.
 */
export function announcedChange<Revision extends Dated>(
  revisions: Revision[] | null,
  today: string,
): {current: Revision; coming: Revision} | undefined {
  const dated = [...(revisions ?? [])].filter((revision) => revision.inForce).sort((a, b) => (a.inForce! < b.inForce! ? -1 : 1))
  const current = dated.filter((revision) => revision.inForce! <= today).at(-1)
  const coming = dated.find((revision) => revision.inForce! > today)
  return current && coming ? {current, coming} : undefined
}

/**
 * The revisions a visitor can read on `today`, oldest first: those in force so far, and the one
 * announced (its own page and its comparison with the one in force, both kept out of search engines).
 */
export function readableRevisions<Revision extends Dated>(revisions: Revision[] | null, today: string): Revision[] {
  const coming = announcedChange(revisions, today)?.coming
  return [...inForceRevisions(revisions, today), ...(coming ? [coming] : [])]
}
