import {defineQuery} from 'groq'
import type {SiteAddressesQueryResult} from '@habitum/content/sanity.types'
import {readableRevisions} from '../content/legal'
import {knownPaths} from '../content/sitePaths'
import type {ContentSource} from '../content/source'
import {splitLanguagePrefix} from '../i18n/languages'

/** The published pages (the home page's slug is "") and each legal document's revision dates. */
const siteAddressesQuery = defineQuery(`{
  "pageSlugs": *[_type == "page"]{"slug": coalesce(slug.current, "")}.slug,
  "legal": *[_type == "legalDocument" && defined(slug.current)]{
    "slug": slug.current,
    "revisions": revisions[defined(inForce)]{inForce}
  }
}`)

/** The paths, without a language prefix, that the site has a page at on the day they were read. */
export type AddressTable = ReadonlySet<string>

/**
 * The site's pages as the content has them on `today` (Buenos Aires): the landing pages, each legal
 * document with the revisions a visitor can read (those in force, and the one announced) and their
 * comparisons, as the routes of app/[locale]/ answer them.
 */
export async function loadAddresses(source: ContentSource, today: string): Promise<AddressTable> {
  const {pageSlugs, legal} = await source.fetch<SiteAddressesQueryResult>(siteAddressesQuery)
  return knownPaths({
    pageSlugs: pageSlugs.filter(Boolean),
    legal: legal.map(({slug, revisions}) => ({
      slug: slug!,
      revisionDates: readableRevisions(revisions, today).map(({inForce}) => inForce!),
    })),
  })
}

/**
 * Whether an address names a page of the site: in any language form (/alco, /es/alco, /en/alco),
 * with or without a trailing slash, its segments read as Next reads them (percent-decoded). An
 * address that starts with a route's own segment (/_/alco, /_gone) names none.
 */
export function isPageAddress(table: AddressTable, pathname: string): boolean {
  const path = pathWithoutLanguage(pathname)
  return path !== undefined && table.has(path)
}

/**
 * An address as the table keys it: its language prefix, trailing slashes and escapes gone
 * (`/en/alco/` → `/alco`); undefined for a malformed escape (/%E0), which names no page.
 */
export function pathWithoutLanguage(pathname: string): string | undefined {
  const trimmed = splitLanguagePrefix(pathname).rest.replace(/(.)\/+$/, '$1')
  try {
    return trimmed === '/' ? '/' : trimmed.split('/').map(decodeURIComponent).join('/')
  } catch {
    return undefined
  }
}
