import {getLegalDocument, getLegalSlugs, getPageSlugs} from '../content'
import {readableRevisions, todayInBuenosAires} from '../content/legal'
import {knownPaths} from '../content/sitePaths'

/** How long the list of pages is trusted: a page published in the Studio is counted this long after at most. */
export const KNOWN_PAGES_TTL_MS = 5 * 60_000

let known: {paths: Promise<Set<string>>; readAt: number} | undefined

/** The paths of the site's pages as the content has them now, read at most every KNOWN_PAGES_TTL_MS. */
export function getKnownPaths(now = Date.now()): Promise<Set<string>> {
  if (!known || now - known.readAt > KNOWN_PAGES_TTL_MS) {
    const paths = readKnownPaths()
    known = {paths, readAt: now}
    // A failed read is not kept: the next beacon tries again.
    paths.catch(() => (known = undefined))
  }
  return known.paths
}

async function readKnownPaths() {
  const today = todayInBuenosAires()
  const [pageSlugs, legalSlugs] = await Promise.all([getPageSlugs(), getLegalSlugs()])
  const legal = await Promise.all(
    legalSlugs.map(async (slug) => {
      const document = await getLegalDocument(slug, 'es')
      return {slug, revisionDates: readableRevisions(document?.revisions ?? null, today).map(({inForce}) => inForce!)}
    }),
  )
  return knownPaths({pageSlugs, legal})
}
