import {defineQuery} from 'groq'
import type {RedirectsQueryResult} from '@habitum/content/sanity.types'
import {isRedirectTarget, pathOf} from '../../../schemas/redirectRules'
import type {ContentSource} from '../content/source'
import {splitLanguagePrefix} from '../i18n/languages'

/** The redirects editors publish, and the addresses of live pages, which always win over one. */
const redirectsQuery = defineQuery(`{
  "redirects": *[_type == "redirect" && defined(from) && defined(to)] | order(_createdAt asc){
    from,
    to,
    "permanent": coalesce(permanent, true)
  },
  "livePaths": [
    ...*[_type == "page"]{"path": "/" + coalesce(slug.current, "")}.path,
    ...*[_type == "legalDocument" && defined(slug.current)]{"path": "/legal/" + slug.current}.path
  ]
}`)

/** Where a `from` path leads: the final target (a chain already followed) and the kind of move. */
export type RedirectTable = ReadonlyMap<string, {to: string; permanent: boolean}>

/** How many hops a chain the Studio let through (edited concurrently, say) is followed. */
const MAX_HOPS = 10

/**
 * The table the site answers from. The Studio refuses what would break the site, but content can
 * come from elsewhere (an import, an API script), so what would still break it is left out here
 * and logged: a target that is not a path or an http(s) URL, a `from` that is a live page, a
 * second redirect from the same path, a loop. A chain (A → B → C) is answered with its end.
 */
export async function loadRedirectTable(source: ContentSource): Promise<RedirectTable> {
  const {redirects, livePaths} = await source.fetch<RedirectsQueryResult>(redirectsQuery)
  const live = new Set(livePaths)
  const direct = new Map<string, {to: string; permanent: boolean}>()
  for (const {from, to, permanent} of redirects) {
    if (!from || !to) continue
    const problem = !isRedirectTarget(to)
      ? `target "${to}" is not a path or an http(s) URL`
      : live.has(from)
        ? 'a published page has this address'
        : direct.has(from)
          ? 'another redirect has the same "from"'
          : undefined
    if (problem) console.warn(`[redirects] ignoring ${from} → ${to}: ${problem}`)
    else direct.set(from, {to, permanent})
  }
  const table = new Map<string, {to: string; permanent: boolean}>()
  for (const [from, first] of direct) {
    let {to, permanent} = first
    const seen = new Set([from])
    for (let hops = 0; hops < MAX_HOPS; hops++) {
      const next = direct.get(pathOf(to) ?? '')
      if (!next || seen.has(pathOf(to)!)) break
      seen.add(pathOf(to)!)
      ;({to} = next)
      permanent &&= next.permanent
    }
    if (seen.has(pathOf(to) ?? '')) console.warn(`[redirects] ignoring ${from} → ${first.to}: it leads back to itself`)
    else table.set(from, {to, permanent})
  }
  return table
}

/**
 * The answer to a request for `pathname` (with its `search`): the Location and status, or null
 * when no redirect applies. `/es/old` and `/en/old` keep their language on a path target.
 */
export function redirectFor(table: RedirectTable, pathname: string, search: string) {
  const {prefix: language, rest} = splitLanguagePrefix(pathname)
  const from = rest.replace(/(.)\/+$/, '$1')
  const entry = table.get(from)
  if (!entry) return null
  let location = entry.to
  if (language && location.startsWith('/') && !/^\/(es|en)(\/|$|[?#])/.test(location)) {
    location = `/${language}${location === '/' ? '' : location}`
  }
  if (search.length > 1) {
    const [target, fragment] = location.split('#', 2) as [string, string | undefined]
    location = `${target}${target.includes('?') ? '&' : '?'}${search.slice(1)}${fragment === undefined ? '' : `#${fragment}`}`
  }
  return {location, status: entry.permanent ? 308 : 307} as const
}
