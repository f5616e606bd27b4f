import {todayInBuenosAires} from '../content/legal'
import {getContentSource} from '../content/source'
import {loadTagTable, tagsOfAddress, type TagTable} from '../publishing/cacheTags'
import {edgeHintFor, loadDatedChanges, type DatedChange, type EdgeHint} from '../publishing/datedChanges'
import {isPageAddress, loadAddresses, type AddressTable} from './addresses'
import {endingFor, loadEndings, type EndingTable} from './endings'
import {loadRedirectTable, redirectFor, type RedirectTable} from './table'

/**
 * The redirect table, the pages' end dates, the addresses the site has pages at, the tags of
 * each address's answer for a CDN (web/lib/publishing/cacheTags.ts) and the changes dated to take
 * effect (web/lib/publishing/datedChanges.ts), kept in memory for the whole
 * process: the proxy (web/proxy.ts) reads them on every request, and the publishing webhook
 * (web/app/api/revalidate) forgets them, so a published redirect, end date or page is answered
 * (and tagged) from the next request on, without a rebuild. The two are bundled apart
 * by Next, hence one holder on globalThis. REDIRECTS_MAX_AGE_MS bounds how long a missed webhook
 * call can leave it stale.
 */
const REDIRECTS_MAX_AGE_MS = 60_000
const HOLDER = Symbol.for('habitum.redirects')

/**
 * `addresses` is undefined when they could not be read: then no address is taken for a page that
 * is not; `tags` too: then answers are kept out of a CDN rather than kept unpurgeable.
 */
type Tables = {
  redirects: RedirectTable
  endings: EndingTable
  addresses?: AddressTable
  tags?: TagTable
  dated?: DatedChange[]
}
type Holder = {tables?: Promise<Tables>; loadedAt: number}

function holder(): Holder {
  const global = globalThis as typeof globalThis & {[HOLDER]?: Holder}
  return (global[HOLDER] ??= {loadedAt: 0})
}

/** Drops the table: the next request reads the redirects again (the publishing webhook calls this). */
export function forgetRedirects() {
  holder().tables = undefined
}

/** The tables as last read. Content that cannot be read means none, never a failure. */
function tables(): Promise<Tables> {
  const kept = holder()
  if (!kept.tables || Date.now() - kept.loadedAt > REDIRECTS_MAX_AGE_MS) {
    kept.loadedAt = Date.now()
    // A content source that cannot even be opened (an unreadable snapshot) throws at once: the
    // async wrapper turns that into a rejection too. Until the next webhook call or
    // REDIRECTS_MAX_AGE_MS, there are then no redirects, and pages answer as they can.
    kept.tables = (async () => {
      const source = getContentSource()
      const [redirects, endings, addresses, tags, dated] = await Promise.all([
        loadRedirectTable(source),
        loadEndings(source),
        loadAddresses(source, todayInBuenosAires()),
        loadTagTable(source),
        loadDatedChanges(source, Date.now()),
      ])
      return {redirects, endings, addresses, tags, dated}
    })().catch((error: unknown) => {
      console.error('[redirects] could not read the redirects:', error)
      return {redirects: new Map(), endings: new Map()}
    })
  }
  return kept.tables
}

/** The redirect for a request, or null. */
export async function findRedirect(pathname: string, search: string) {
  return redirectFor((await tables()).redirects, pathname, search)
}

/**
 * What answers a page past its end date on `today` (web/lib/redirects/endings.ts): a redirect,
 * `gone`, or null. The date is compared per request, so a page ends at midnight in Buenos Aires.
 */
export async function findEnding(pathname: string, search: string, today: string) {
  return endingFor((await tables()).endings, pathname, search, today)
}

/**
 * Whether an address names no page of the site, so that the proxy answers NOT FOUND itself
 * (web/lib/redirects/statusPages.ts). The day's readable legal revisions are those of when the
 * table was read, a minute old at most. Content that cannot be read answers false: the pages then
 * decide, as they do for an address this table is not sure of.
 */
export async function namesNoPage(pathname: string) {
  const {addresses} = await tables()
  return addresses !== undefined && !isPageAddress(addresses, pathname)
}

/** The tags of the answer at `pathname` for a CDN; undefined when the content could not be read. */
export async function findCacheTags(pathname: string): Promise<string[] | undefined> {
  const {tags} = await tables()
  return tags && tagsOfAddress(tags, pathname)
}

/**
 * How long a CDN may keep an answer with `tags` (web/lib/publishing/datedChanges.ts); undefined
 * when the dated changes could not be read: then it is kept only briefly.
 */
export async function findEdgeHint(tags: string[]): Promise<EdgeHint | undefined> {
  const {dated} = await tables()
  return dated && edgeHintFor(dated, tags, Date.now())
}
