import {splitLanguagePrefix, type Language, type Locale} from './languages'

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

/** The same page in another language: /alco → /en/alco, /en/legal/x → /es/legal/x. */
export function pathInLanguage(pathname: string, target: Language): string {
  const {rest} = splitLanguagePrefix(pathname)
  return rest === '/' ? `/${target}/` : `/${target}${rest}`
}
