import {
  LOCATIONS_QUERY,
  locationsOf,
  type DocumentLocations,
  type LocationsQueryResult,
} from '../../../schemas/site/locations'
import type {ContentSource} from '../content/source'
import {LOCALE_SEGMENTS} from '../i18n/languages'
import {MARKDOWN_SEGMENT} from '../markdown/addresses'

/** What the publishing webhook sends (docs/architecture.md, "Publishing"): the changed document, projected. */
export type ChangedDocument = {
  _id: string
  _type: string
  /** The slug before the change (`before().slug.current`): a renamed or deleted page's old address. */
  previousSlug?: string | null
}

/** Which cached pages a change makes stale: the whole site, or these route paths. */
export type AffectedPages = {site: true} | {site: false; paths: string[]}

/**
 * The pages that show the changed document, as route paths (`/_/alco`, `/en/alco`, …: each
 * address of a page is cached under its language segment, see web/proxy.ts). Where a document
 * is shown is the Studio's knowledge too (schemas/site/locations.ts); a renamed or deleted page
 * or legal document also leaves its old address to clear.
 */
export async function affectedPages(change: ChangedDocument, source: ContentSource): Promise<AffectedPages> {
  // Every page announces a legal document's coming revision (components/LegalNotices.tsx), and
  // stops announcing it when it is withdrawn: whether it had one before the change is not sent.
  if (change._type === 'legalDocument') return {site: true}
  const found = await source.fetch<LocationsQueryResult>(LOCATIONS_QUERY, {id: change._id, type: change._type})
  const shown = locationsOf(change._type, found)
  if (shown.everyPage) return {site: true}
  if (!shown.ownAddresses) return pathsOf(addressesOf(shown))
  const before = change.previousSlug ? locationsOf(change._type, underSlug(found, change.previousSlug)) : shown
  return pathsOf([...addressesOf(shown), ...addressesOf(before)], true)
}

const addressesOf = (shown: DocumentLocations) => (shown.everyPage ? [] : shown.locations.map(({address}) => address))

/** The page or legal document found as it was under its previous slug: its old addresses. */
function underSlug(found: LocationsQueryResult, slug: string): LocationsQueryResult {
  return {pages: [{slug}], legal: {...found.legal, slug}}
}

/**
 * Every language form of each address, and of its Markdown copy (app/[locale]/%5Fmarkdown); the
 * sitemap and llms.txt too when addresses, titles or descriptions may have changed.
 */
function pathsOf(addresses: string[], listedInSitemap = false): AffectedPages {
  const paths = [...new Set(addresses)].flatMap((address) => {
    const rest = address === '/' ? '' : address
    return LOCALE_SEGMENTS.flatMap((segment) => [`/${segment}${rest}`, `/${segment}/${MARKDOWN_SEGMENT}${rest}`])
  })
  return {site: false, paths: listedInSitemap ? [...paths, '/sitemap.xml', '/llms.txt'] : paths}
}
