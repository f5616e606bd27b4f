import {DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePrefix, type Language} from '../languages'

/**
 * How the site's metrics name a page (docs/metrics.md): its path without the language prefix, in
 * a language. The site counts each visit by it; the Studio finds a page's figures by it.
 */
export type VisitedPage = {path: string; language: Language}

/**
 * The page an address's path shows, as the site's routes read it (docs/architecture.md, "Routes
 * and languages"): `/en/alco` is `/alco` in English, `/alco` and `/es/alco` are `/alco` in Spanish.
 * A trailing slash is the same page.
 */
export function visitedPage(pathname: string): VisitedPage {
  const {prefix, rest} = splitLanguagePrefix(pathname)
  return {path: rest.replace(/\/+$/, '') || '/', language: prefix ?? DEFAULT_LANGUAGE}
}

/**
 * Every address that shows a page (`/alco`): without a prefix and with each language's, each with
 * and without a trailing slash, so that `visitedPage` of each is that page. What a lead's `page`
 * (the address its form was sent from) may hold for it.
 */
export function pageAddresses(path: string): string[] {
  const addresses = [path, ...LANGUAGES.map((language) => `/${language}${path === '/' ? '' : path}`)]
  return addresses.flatMap((address) => (address === '/' ? [address] : [address, `${address}/`]))
}
