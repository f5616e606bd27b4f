/** The site's own pages, from the content: its landing pages, legal pages, their earlier revisions and comparisons. */
export type SitePages = {
  pageSlugs: string[]
  legal: Array<{slug: string; revisionDates: string[]}>
}

/**
 * Every path the site has a page at (without a language prefix): what a visitor can be counted on
 * (web/lib/metrics), and what the proxy answers with a page rather than NOT FOUND (web/lib/redirects).
 */
export function knownPaths({pageSlugs, legal}: SitePages): Set<string> {
  const paths = new Set<string>(['/', ...pageSlugs.map((slug) => `/${slug}`)])
  for (const {slug, revisionDates} of legal) {
    paths.add(`/legal/${slug}`)
    const dates = [...revisionDates].sort()
    for (const [index, older] of dates.entries()) {
      paths.add(`/legal/${slug}/${older}`)
      for (const newer of dates.slice(index + 1)) paths.add(`/legal/${slug}/${older}/comparar/${newer}`)
    }
  }
  return paths
}
