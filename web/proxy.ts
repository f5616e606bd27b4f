import Negotiator from 'negotiator'
import {NextResponse, type NextRequest} from 'next/server'
import {getServerConfig} from '@/lib/config'
import {LANGUAGES, splitLanguagePrefix, UNPREFIXED} from '@/lib/i18n/languages'
import {findCacheTags, findEdgeHint, findEnding, findRedirect, namesNoPage} from '@/lib/redirects'
import {
  GONE_SEGMENT,
  GONE_STATUS,
  NOT_FOUND_SEGMENT,
  NOT_FOUND_STATUS,
  STATUS_HEADER,
} from '@/lib/redirects/statusPages'
import {todayInBuenosAires} from '@/lib/content/legal'
import {cacheTagHeaders} from '@/lib/publishing/cacheTagNames'
import {EDGE_HINT_HEADER, encodeEdgeHint} from '@/lib/publishing/datedChanges'
import {MARKDOWN_EXTENSION, MARKDOWN_SEGMENT, pagePathOfMarkdown} from '@/lib/markdown/addresses'
import {isPreviewRequest, newNonce, PREVIEW_ROUTES, previewHeaders} from '@/lib/preview/headers'

/**
 * Redirects published in the Studio are answered first, before anything renders (web/lib/redirects),
 * then pages past their end date: a redirect, or the «gone» page as 410; then an address that names
 * no page of the site: the not-found page as 404 (web/lib/redirects/statusPages.ts), in the
 * language of the address, server-rendered in its layout as Next's notFound() is not.
 *
 * URLs without a language prefix are Spanish. They are served from the hidden segment
 * UNPREFIXED so that pages know their URL carried no prefix and keep their links unprefixed.
 * A URL that starts with the hidden segment itself, or with a route's own hidden segment (the gone
 * and not-found pages, the Markdown copies), names no page: it answers NOT FOUND.
 *
 * An editor in preview (the draft-mode cookie) is served the same pages from app/preview/,
 * the one route tree that holds the preview tools, with headers that keep drafts private. Those
 * pages are rendered for each request, so their scripts are named by a nonce: the policy carrying
 * it goes on the request too, where Next reads it and writes the nonce on every script it renders.
 *
 * A page's Markdown copy (docs/architecture.md, «Markdown copies and llms.txt») answers at its
 * address with `.md` appended, and at the page's own address for a request that prefers
 * `text/markdown` to HTML; both answers say `Vary: Accept` (the copy's route, and the site's
 * server for pages), so no cache hands one for the other. Copies are of published content only.
 */
export async function proxy(request: NextRequest) {
  const markdown = markdownPageOf(request)
  const response = await answer(request, markdown)
  // Tagged for a CDN's purges (web/lib/publishing/cacheTags.ts); an editor's preview is never kept.
  if (isPreviewRequest(request.cookies)) return response
  const address = markdown && markdown !== 'none' ? markdown : request.nextUrl.pathname
  const tags = await findCacheTags(address)
  for (const [name, value] of Object.entries(cacheTagHeaders(tags))) response.headers.set(name, value)
  // How long a CDN may keep it: the site's server decides, from this and the final Cache-Control.
  const hint = tags && (await findEdgeHint(tags))
  if (hint) response.headers.set(EDGE_HINT_HEADER, encodeEdgeHint(hint))
  return response
}

async function answer(request: NextRequest, markdown: string | 'none' | undefined) {
  const {pathname, search} = request.nextUrl
  if (markdown === 'none') return notFound(request)
  const redirect = await findRedirect(markdown ?? pathname, search)
  // Next turns a Location on the request's own origin into a relative one, which it must be: the
  // server's own name (localhost, see web/server/main.ts) is not the one visitors use.
  if (redirect) return NextResponse.redirect(new URL(redirect.location, request.url), redirect.status)
  // The gone and not-found pages answer only for other addresses, never at addresses of their own.
  if (HIDDEN_ADDRESS.test(pathname)) return notFound(request)
  if (markdown) return markdownCopy(request, markdown)
  const ending = await findEnding(pathname, search, todayInBuenosAires())
  if (ending === 'gone') return statusPage(request, GONE_SEGMENT, GONE_STATUS)
  if (ending) return NextResponse.redirect(new URL(ending.location, request.url), ending.status)
  if (!isPreviewRequest(request.cookies)) {
    // Editors' previews skip this: a draft page is no published address, and theirs to see.
    if (await namesNoPage(pathname)) return notFound(request)
    return route(request, '')
  }
  const headers = previewHeaders(getServerConfig(), newNonce())
  const requestHeaders = new Headers(request.headers)
  for (const {key, value} of headers) if (key === 'Content-Security-Policy') requestHeaders.set(key, value)
  const response = route(request, PREVIEW_ROUTES, requestHeaders)
  for (const {key, value} of headers) response.headers.set(key, value)
  return response
}

function route(request: NextRequest, tree: string, headers?: Headers) {
  const {pathname} = request.nextUrl
  const firstSegment = pathname.split('/')[1] ?? ''
  const prefixed = (LANGUAGES as readonly string[]).includes(firstSegment)
  if (prefixed && !tree) return NextResponse.next()
  // An internal rewrite keeps nextUrl's origin (Next compares it with the server's own; start the
  // server without --hostname so both say localhost, or Next proxies the rewrite over HTTP).
  const url = request.nextUrl.clone()
  const localized = prefixed ? pathname : `/${UNPREFIXED}${pathname === '/' ? '' : pathname}`
  url.pathname = `${tree}${localized}`
  return NextResponse.rewrite(url, headers ? {request: {headers}} : undefined)
}

/** An address that starts with the hidden segment of a route (/_gone, /en/_missing, /_/_markdown/alco). */
const HIDDEN_ADDRESS = new RegExp(
  `^(/(${[...LANGUAGES, UNPREFIXED].join('|')}))?/(${[GONE_SEGMENT, NOT_FOUND_SEGMENT, MARKDOWN_SEGMENT].join('|')})(/|$)`,
)

/**
 * The page whose Markdown copy is asked for (its path, language prefix included), `none` for a
 * `.md` address that names no page (`/alco.md.md`, `/.md`), or undefined for a request for HTML.
 * A browser's Accept prefers HTML (or anything) to Markdown: only a request that ranks
 * `text/markdown` above `text/html` gets the copy, and `q=0` refuses it.
 */
function markdownPageOf(request: NextRequest): string | 'none' | undefined {
  const {pathname} = request.nextUrl
  if (pathname.endsWith(MARKDOWN_EXTENSION)) return pagePathOfMarkdown(pathname) ?? 'none'
  const accept = request.headers.get('accept')
  if (!accept || !/markdown/i.test(accept)) return undefined
  const preferred = new Negotiator({headers: {accept}}).mediaType(['text/html', 'text/markdown'])
  return preferred === 'text/markdown' ? pathname : undefined
}

/** The copy's route (app/[locale]/%5Fmarkdown) for a page's path, in the path's language. */
function markdownCopy(request: NextRequest, pagePath: string) {
  const {prefix, rest} = splitLanguagePrefix(pagePath)
  const url = request.nextUrl.clone()
  url.pathname = `/${prefix ?? UNPREFIXED}/${MARKDOWN_SEGMENT}${rest === '/' ? '' : rest}`
  return NextResponse.rewrite(url)
}

/**
 * The gone or not-found page in the language of the address, marked for the server to send with
 * its status (web/lib/redirects/statusPages.ts).
 */
function statusPage(request: NextRequest, pageSegment: string, status: number) {
  const firstSegment = request.nextUrl.pathname.split('/')[1] ?? ''
  const segment = (LANGUAGES as readonly string[]).includes(firstSegment) ? firstSegment : UNPREFIXED
  const url = request.nextUrl.clone()
  url.pathname = `/${segment}/${pageSegment}`
  return NextResponse.rewrite(url, {headers: {[STATUS_HEADER]: String(status)}})
}

/** NOT FOUND, in the language of the address. */
const notFound = (request: NextRequest) => statusPage(request, NOT_FOUND_SEGMENT, NOT_FOUND_STATUS)

export const config = {
  // Everything but API routes, Next's own files, snapshot images, share cards, the font (web/public/fonts) and
  // the files at the root.
  matcher: [
    '/((?!api/|_next/|content-images/|share-cards/|fonts/|favicon\\.ico|icon\\.svg|apple-icon\\.png|robots\\.txt|llms\\.txt|sitemap\\.xml).*)',
  ],
}
