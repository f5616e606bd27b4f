import type {Locale} from '../i18n/languages'

/**
 * Where a page's Markdown copy is (docs/architecture.md, «Markdown copies and llms.txt»): at the
 * page's address with `.md` appended, the home page's at `index.md` (llmstxt.org's convention for
 * an address that ends in a slash): /alco.md, /en/alco.md, /index.md, /en/index.md.
 */
export const MARKDOWN_EXTENSION = '.md'
const INDEX = 'index'

/** The hidden route segment that answers the copies (web/app/[locale]/%5Fmarkdown); 404 at its own address. */
export const MARKDOWN_SEGMENT = '_markdown'

/** The copy's address of a page's path (without language prefix: "/", "/alco"), for this locale. */
export function markdownPath(path: string, locale: Locale) {
  const prefix = locale.prefixed ? `/${locale.lang}` : ''
  return `${prefix}${path === '/' ? `/${INDEX}` : path}${MARKDOWN_EXTENSION}`
}

/**
 * The page path a `.md` address names, without the language prefix it may carry ("/alco.md" →
 * "/alco", "/en/index.md" → "/en/"); undefined for any other address.
 */
export function pagePathOfMarkdown(pathname: string): string | undefined {
  if (!pathname.endsWith(MARKDOWN_EXTENSION)) return undefined
  const path = pathname.slice(0, -MARKDOWN_EXTENSION.length)
  // A copy of a copy, an empty name, a folder: no such page.
  if (path.endsWith(MARKDOWN_EXTENSION) || path.endsWith('/') || path === '') return undefined
  const last = path.slice(path.lastIndexOf('/') + 1)
  return last === INDEX ? path.slice(0, -INDEX.length) : path
}
