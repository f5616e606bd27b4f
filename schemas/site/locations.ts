import {PRIVATE_DOCUMENT_TYPES} from '@habitum/content/snapshotTypes'
import {SECTIONS} from '../sections/registry'

/**
 * Where the site shows a document: the one answer to "which pages show this?". The publishing
 * webhook asks it to know which cached pages a change makes stale (web/lib/publishing); the
 * Studio's Presentation tool asks it to list the pages an editor can open beside the form
 * (studio/presentation.ts). Both run LOCATIONS_QUERY on their own client, then read the result
 * with `locationsOf`.
 */

/** The document types sections show, each with the section types that show it and how. */
const SHOWN_BY_SECTIONS = SECTIONS.flatMap(({schema, shows = {}}) =>
  Object.entries(shows).map(([documentType, how]) => ({documentType, how, sectionType: schema.name})),
)

/** Documents shown by the sections that reference them (FAQ items, sponsors). */
const REFERENCED = [
  ...new Set(SHOWN_BY_SECTIONS.filter(({how}) => how === 'referenced').map(({documentType}) => documentType)),
]

/** Document types a section shows every document of, wherever it is (company types: each contact form offers all). */
const SHOWN_ALL = SHOWN_BY_SECTIONS.filter(({how}) => how === 'all').map(
  ({documentType, sectionType}) => `($type == "${documentType}" && "${sectionType}" in sections[]._type)`,
)

/**
 * The pages that show the document `$id` of type `$type`, and a legal document's addresses.
 * A page shows itself; the sections of a page show documents as the section registry says
 * (`shows`, ../sections/registry.ts): those they reference, or every document of a type.
 */
export const LOCATIONS_QUERY = `{
  "pages": *[_type == "page" && (
    ${['_id == $id', `($type in ${JSON.stringify(REFERENCED)} && references($id))`, ...SHOWN_ALL].join('\n    || ')}
  )] | order(coalesce(slug.current, "") asc){"slug": coalesce(slug.current, ""), title},
  "legal": *[_type == "legalDocument" && _id == $id][0]{"slug": slug.current, title, "revisions": revisions[].inForce}
}`

/**
 * Document types the site never shows, by design: visitors' messages and what belongs with them
 * (the erasure log, the site's metrics), and redirects, which send a visitor elsewhere rather than
 * appear. Saying of them that «no page shows it» would be a warning about nothing.
 */
export const SHOWN_NOWHERE: ReadonlySet<string> = new Set([...PRIVATE_DOCUMENT_TYPES, 'redirect'])

/** The document types shown where the pages that hold them are: pages, and what sections show. */
const SHOWN_ON_PAGES: ReadonlySet<string> = new Set([
  'page',
  ...SHOWN_BY_SECTIONS.map(({documentType}) => documentType),
])

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
  if (type === 'siteSettings') return {everyPage: true}
  if (type === 'legalDocument') return legalLocations(found)
  if (SHOWN_ON_PAGES.has(type)) {
    return {
      everyPage: false,
      locations: found.pages.map(({slug, title}) => ({address: slug ? `/${slug}` : '/', title: title ?? null})),
      ownAddresses: type === 'page',
    }
  }
  // Images, contact requests and anything else are not shown on their own.
  return {everyPage: false, locations: [], ownAddresses: false}
}

/** A legal document: its page, each revision's, and each comparison of two revisions (older first). */
function legalLocations(found: LocationsQueryResult): DocumentLocations {
  const {slug, title = null, revisions} = found.legal ?? {}
  if (!slug) return {everyPage: false, locations: [], ownAddresses: true}
  const dates = (revisions ?? []).filter((date): date is string => Boolean(date))
  const comparisons = dates.flatMap((older) =>
    dates.filter((newer) => newer > older).map((newer) => `${older}/comparar/${newer}`),
  )
  return {
    everyPage: false,
    locations: [`/legal/${slug}`, ...[...dates, ...comparisons].map((path) => `/legal/${slug}/${path}`)].map(
      (address) => ({address, title}),
    ),
    ownAddresses: true,
  }
}
