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

/**
 * The query parameter that names the launch a preview shows (docs/studio.md «Previewing a
 * launch»): on the enable route itself, or on the page it goes to, which is how the Studio's
 * Presentation tool passes it (it opens the enable route with the page it was asked for).
 */
export const LAUNCH_PREVIEW_PARAM = 'launch'

/** The site's home page in a launch's preview, as the Presentation tool is asked to open it. */
export const launchPreviewPath = (launchId: string) => `/?${LAUNCH_PREVIEW_PARAM}=${encodeURIComponent(launchId)}`
