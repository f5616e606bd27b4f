/**
 * Where the site shows a document: the one answer to "which pages show this?". The publishing
 * webhook asks it to know which cached pages a change makes stale (web/lib/publishing); the
 * Studio's Presentation tool asks it to list the pages an editor can open beside the form
 * (studio/presentation.ts). Both run LOCATIONS_QUERY on their own client, then read the result
 * with `locationsOf`.
 */

/**
 * The pages that show the document `$id` of type `$type`, and a legal document's addresses.
 * A page shows itself; FAQ items and sponsors are shown by the pages whose sections reference
 * them; company types are the options of every page with a contact form.
 */
export const LOCATIONS_QUERY = `{
  "pages": *[_type == "page" && (
    _id == $id
    || ($type in ["faqItem", "sponsor"] && references($id))
    || ($type == "companyType" && "contact" in sections[]._type)
  )] | order(coalesce(slug.current, "") asc){"slug": coalesce(slug.current, ""), title},
  "legal": *[_type == "legalDocument" && _id == $id][0]{"slug": slug.current, title, "revisions": revisions[].inForce}
}`

/** A bilingual title as the Studio stores it. */
type LocaleTitle = {es?: string | null; en?: string | null} | null

/** What LOCATIONS_QUERY answers. */
export type LocationsQueryResult = {
  pages: {slug: string; title?: LocaleTitle}[]
  legal: {slug?: string | null; title?: LocaleTitle; revisions?: (string | null)[] | null} | null
}

/** One place of the site: its address in Spanish without a prefix ("/", "/alco", "/legal/x/2023-07-01"). */
export type SiteLocation = {address: string; title: LocaleTitle}

export type DocumentLocations =
  /** Shown in the header, footer or metadata of every page (the site settings). */
  | {everyPage: true}
  /**
   * Shown at these addresses. `ownAddresses`: they are the document's own (a page, a legal
   * document), so they come and go with it, and the sitemap lists them.
   */
  | {everyPage: false; locations: SiteLocation[]; ownAddresses: boolean}

/** Where a document of type `type` is shown, from what LOCATIONS_QUERY found for it. */
export function locationsOf(type: string, found: LocationsQueryResult): DocumentLocations {
  switch (type) {
    case 'siteSettings':
      return {everyPage: true}
    case 'page':
    case 'faqItem':
    case 'sponsor':
    case 'companyType':
      return {
        everyPage: false,
        locations: found.pages.map(({slug, title}) => ({address: slug ? `/${slug}` : '/', title: title ?? null})),
        ownAddresses: type === 'page',
      }
    case 'legalDocument': {
      const {slug, title = null, revisions} = found.legal ?? {}
      if (!slug) return {everyPage: false, locations: [], ownAddresses: true}
      const dates = (revisions ?? []).filter((date): date is string => Boolean(date))
      // Its page, each revision's, and each comparison of two revisions (older first).
      const comparisons = dates.flatMap((older) =>
        dates.filter((newer) => newer > older).map((newer) => `${older}/comparar/${newer}`),
      )
      return {
        everyPage: false,
        locations: [`/legal/${slug}`, ...[...dates, ...comparisons].map((path) => `/legal/${slug}/${path}`)].map(
          (address) => ({
            address,
            title,
          }),
        ),
        ownAddresses: true,
      }
    }
    default:
      // Images, contact requests and anything else are not shown on their own.
      return {everyPage: false, locations: [], ownAddresses: false}
  }
}
