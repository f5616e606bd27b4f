import type {
  LegalDocumentPathsQueryResult,
  PageSlugByIdQueryResult,
  PagesReferencingQueryResult,
  PagesWithSectionQueryResult,
} from '../../sanity.types'
import type {ContentSource} from '../content/source'
import {
  legalDocumentPathsQuery,
  pageSlugByIdQuery,
  pagesReferencingQuery,
  pagesWithSectionQuery,
} from '../content/queries'
import {LOCALE_SEGMENTS} from '../i18n/languages'

/** What the publishing webhook sends (README, "Publishing"): the changed document, projected. */
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
 * address of a page is cached under its language segment, see web/proxy.ts).
 */
export async function affectedPages(change: ChangedDocument, source: ContentSource): Promise<AffectedPages> {
  switch (change._type) {
    case 'siteSettings':
      // Header, footer, contact details and sharing defaults are on every page.
      return {site: true}
    case 'page': {
      const page = await source.fetch<PageSlugByIdQueryResult>(pageSlugByIdQuery, {id: change._id})
      const slugs = [page?.slug, change.previousSlug].filter((slug) => typeof slug === 'string')
      return pathsOf(slugs.map(pagePath), true)
    }
    case 'faqItem':
    case 'sponsor': {
      const pages = await source.fetch<PagesReferencingQueryResult>(pagesReferencingQuery, {id: change._id})
      return pathsOf(pages.map((page) => pagePath(page.slug)))
    }
    case 'companyType': {
      const pages = await source.fetch<PagesWithSectionQueryResult>(pagesWithSectionQuery, {sectionType: 'contact'})
      return pathsOf(pages.map((page) => pagePath(page.slug)))
    }
    case 'legalDocument': {
      const document = await source.fetch<LegalDocumentPathsQueryResult>(legalDocumentPathsQuery, {id: change._id})
      const slugs = [document?.slug, change.previousSlug].filter(isDefined)
      const revisions = (document?.revisions ?? []).filter(isDefined)
      // Its page, each revision's, and each comparison of two revisions (older first).
      const comparisons = revisions.flatMap((older) =>
        revisions.filter((newer) => newer > older).map((newer) => `${older}/comparar/${newer}`),
      )
      return pathsOf(
        unique(slugs).flatMap((slug) => [
          `/legal/${slug}`,
          ...[...revisions, ...comparisons].map((path) => `/legal/${slug}/${path}`),
        ]),
        true,
      )
    }
    default:
      // Images, contact requests and anything else are not shown on their own.
      return {site: false, paths: []}
  }
}

/** A page's address without a language prefix: "/" for the main landing page. */
function pagePath(slug: string) {
  return slug ? `/${slug}` : '/'
}

/** Every language form of each address; the sitemap too when addresses may have come or gone. */
function pathsOf(addresses: string[], listedInSitemap = false): AffectedPages {
  const paths = unique(addresses).flatMap((address) =>
    LOCALE_SEGMENTS.map((segment) => `/${segment}${address === '/' ? '' : address}`),
  )
  return {site: false, paths: listedInSitemap ? [...paths, '/sitemap.xml'] : paths}
}

function unique<T>(values: T[]) {
  return [...new Set(values)]
}

function isDefined<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined && value !== ''
}
