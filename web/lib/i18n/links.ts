import {LOCALE_SEGMENTS, type Language, type Locale} from './languages'

/**
 * Rewrites a link from content for the current page, following the site's link rules (docs/architecture.md, "Routes and languages"):
 * absolute (http…, mailto:, tel:) links are unchanged; site paths get /{lang} only when the
 * current URL carries a language; hash links point at the landing page: /{lang}/#id or /#id.
 */
export function localizeHref(href: string, locale: Locale): string {
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href
  const prefix = locale.prefixed ? `/${locale.lang}` : ''
  if (href.startsWith('#')) return `${prefix}/${href}`
  const path = href.startsWith('/') ? href : `/${href}`
  if (!prefix) return path
  return path === '/' ? `${prefix}/` : `${prefix}${path}`
}

/** Links that leave the site open in a new tab, without giving the new page a handle on ours. */
export function isExternalHref(href: string) {
  return /^https?:/i.test(href)
}

export const EXTERNAL_LINK_PROPS = {target: '_blank', rel: 'noopener noreferrer'} as const

/**
 * A page's canonical address in a language, from its path without a prefix ("/", "/alco"): Spanish
 * answers unprefixed (/es/… is the same page, a duplicate), English under /en (its home is /en/).
 */
export function canonicalPath(path: string, lang: Language): string {
  if (lang !== 'en') return path
  return path === '/' ? '/en/' : `/en${path}`
}

/**
 * A page's canonical URL, absolute: the origin (`SITE_URL`) and its canonical path, the home page
 * being the bare origin (`https://host`, no slash), as Next writes every metadata URL whose path is
 * "/" (web/lib/seo.ts): one string for its head, the sitemap, structured data and Markdown copies.
 */
export function canonicalAddress(path: string, lang: Language, siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '')
  const canonical = canonicalPath(path, lang)
  return canonical === '/' ? origin : `${origin}${canonical}`
}

/**
 * The page the language switch leads to: the same page in the other language, from the route
 * segments below the language (["legal", "terms-of-use"]), as the server renders them. The pages
 * that answer for no page of their own (the not-found and gone pages, in hidden segments starting
 * with "_") lead to the other language's home.
 */
export function switchTarget(segments: readonly string[], target: Language): string {
  const own = segments.filter((segment, index) => !(index === 0 && isLocaleSegment(segment)))
  if (own.some((segment) => /^(_|%5F)/i.test(segment))) return canonicalPath('/', target)
  return canonicalPath(own.length ? `/${own.join('/')}` : '/', target)
}

const isLocaleSegment = (segment: string) => (LOCALE_SEGMENTS as readonly string[]).includes(segment)
