import {NextResponse, type NextRequest} from 'next/server'
import {LANGUAGES, UNPREFIXED} from '@/lib/i18n/languages'
import {findRedirect} from '@/lib/redirects'

/**
 * Redirects published in the Studio are answered first, before anything renders (web/lib/redirects).
 *
 * URLs without a language prefix are Spanish. They are served from the hidden segment
 * UNPREFIXED so that pages know their URL carried no prefix and keep their links unprefixed.
 * A URL that starts with the hidden segment itself is pushed one level down, where nothing
 * matches: it answers NOT FOUND.
 */
export async function proxy(request: NextRequest) {
  const {pathname, search} = request.nextUrl
  const redirect = await findRedirect(pathname, search)
  // Next turns a Location on the request's own origin into a relative one, which it must be: the
  // server's own name (localhost, see web/server/main.ts) is not the one visitors use.
  if (redirect) return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status)
  const firstSegment = pathname.split('/')[1] ?? ''
  if ((LANGUAGES as readonly string[]).includes(firstSegment)) return NextResponse.next()
  // An internal rewrite keeps nextUrl's origin (Next compares it with the server's own; start the
  // server without --hostname so both say localhost, or Next proxies the rewrite over HTTP).
  const url = request.nextUrl.clone()
  url.pathname = `/${UNPREFIXED}${pathname === '/' ? '' : pathname}`
  return NextResponse.rewrite(url)
}

export const config = {
  // Everything but API routes, Next's own files, snapshot images and the files at the root.
  matcher: [
    '/((?!api/|_next/|content-images/|favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|sitemap\\.xml).*)',
  ],
}
