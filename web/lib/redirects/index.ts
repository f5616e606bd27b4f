import {getContentSource} from '../content/source'
import {endingFor, loadEndings, type EndingTable} from './endings'
import {loadRedirectTable, redirectFor, type RedirectTable} from './table'

/**
 * The redirect table and the pages' end dates, kept in memory for the whole process: the proxy
 * (web/proxy.ts) reads them on every request, and the publishing webhook (web/app/api/revalidate)
 * forgets them, so a published redirect or end date is answered from the next request on, without
 * a rebuild. The two are bundled apart
 * by Next, hence one holder on globalThis. REDIRECTS_MAX_AGE_MS bounds how long a missed webhook
 * call can leave it stale.
 */
const REDIRECTS_MAX_AGE_MS = 60_000
const HOLDER = Symbol.for('habitum.redirects')

type Tables = {redirects: RedirectTable; endings: EndingTable}
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
      const [redirects, endings] = await Promise.all([loadRedirectTable(source), loadEndings(source)])
      return {redirects, endings}
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
