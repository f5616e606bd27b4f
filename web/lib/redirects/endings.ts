import {defineQuery} from 'groq'
import type {PageEndingsQueryResult} from '@habitum/content/sanity.types'
import {hasEnded} from '../../../schemas/pageEnd'
import type {ContentSource} from '../content/source'
import {redirectFor} from './table'

/** Pages given an end date: their address, the date, and the page they redirect to after it, if any. */
const pageEndingsQuery = defineQuery(`
  *[_type == "page" && defined(slug.current) && defined(endDate)]{
    "path": "/" + slug.current,
    endDate,
    "redirectTo": select(afterEnd == "redirect" => endRedirect->{"path": "/" + coalesce(slug.current, ""), endDate})
  }
`)

type Ending = {endDate: string; redirectTo?: {path: string; endDate: string | null}}

/** Each page's address with its end, whatever today is: the day is checked per request. */
export type EndingTable = ReadonlyMap<string, Ending>

export async function loadEndings(source: ContentSource): Promise<EndingTable> {
  const endings = await source.fetch<PageEndingsQueryResult>(pageEndingsQuery)
  const table = new Map<string, Ending>()
  for (const {path, endDate, redirectTo} of endings) {
    if (!endDate || !path) continue
    table.set(path, {
      endDate,
      ...(redirectTo?.path ? {redirectTo: {path: redirectTo.path, endDate: redirectTo.endDate}} : {}),
    })
  }
  return table
}

/**
 * The answer for a request on `today` (Buenos Aires): null while the page is shown (or for any
 * other address), a 308 to the chosen page in the request's language, or `gone` (410). A target
 * the Studio would refuse (the page itself, one that has ended too, one not published) means 410.
 */
export function endingFor(table: EndingTable, pathname: string, search: string, today: string) {
  const from = pathname.replace(/^\/(es|en)(?=\/|$)/, '').replace(/(.)\/+$/, '$1') || '/'
  const ending = table.get(from)
  if (!ending || !hasEnded(ending.endDate, today)) return null
  const target = ending.redirectTo
  if (target && target.path !== from && !hasEnded(target.endDate, today)) {
    return redirectFor(new Map([[from, {to: target.path, permanent: true}]]), pathname, search)
  }
  return 'gone' as const
}
