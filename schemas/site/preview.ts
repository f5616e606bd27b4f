/**
 * Editors' preview (Next's draft mode), as the site and the Studio both need it: the routes that
 * turn it on (the Studio's Presentation tool opens it) and off (the site's banner links to it),
 * and where either may send the editor afterwards. The routes live in web/app/api/draft-mode/.
 */
/**
 * The site the Studio shows in its Presentation tool and asks to check external links, read at
 * build time by its literal name: the Studio's bundler replaces exactly this expression
 * (studio/env.ts says more).
 */
export const SITE_URL_FOR_STUDIO = process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000'

export const DRAFT_MODE_ENABLE_PATH = '/api/draft-mode/enable'
export const DRAFT_MODE_DISABLE_PATH = '/api/draft-mode/disable'

/**
 * A path of this site to go to after switching preview, or "/" for anything else: never another
 * origin (`//evil.example`, `https://…`, a backslash browsers read as a slash).
 */
export function pathOnThisSite(target: string | null | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return '/'
  const base = 'http://this-site.invalid'
  try {
    const url = new URL(target, base)
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/'
  } catch {
    return '/'
  }
}
