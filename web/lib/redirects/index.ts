import {getContentSource} from '../content/source'
import {loadRedirectTable, redirectFor, type RedirectTable} from './table'

/**
 * The redirect table, kept in memory for the whole process: the proxy (web/proxy.ts) reads it on
 * every request, and the publishing webhook (web/app/api/revalidate) forgets it, so a published
 * redirect is answered from the next request on, without a rebuild. The two are bundled apart
 * by Next, hence one holder on globalThis. REDIRECTS_MAX_AGE_MS bounds how long a missed webhook
 * call can leave it stale.
 */
const REDIRECTS_MAX_AGE_MS = 60_000
const HOLDER = Symbol.for('habitum.redirects')

type Holder = {table?: Promise<RedirectTable>; loadedAt: number}

function holder(): Holder {
  const global = globalThis as typeof globalThis & {[HOLDER]?: Holder}
  return (global[HOLDER] ??= {loadedAt: 0})
}

/** Drops the table: the next request reads the redirects again (the publishing webhook calls this). */
export function forgetRedirects() {
  holder().table = undefined
}

/** The redirect for a request, or null. Content that cannot be read means no redirects, never a failure. */
export async function findRedirect(pathname: string, search: string) {
  const kept = holder()
  if (!kept.table || Date.now() - kept.loadedAt > REDIRECTS_MAX_AGE_MS) {
    kept.loadedAt = Date.now()
    // A content source that cannot even be opened (an unreadable snapshot) throws at once: the
    // async wrapper turns that into a rejection too. Until the next webhook call or
    // REDIRECTS_MAX_AGE_MS, there are then no redirects, and pages answer as they can.
    kept.table = (async () => loadRedirectTable(getContentSource()))().catch((error: unknown) => {
      console.error('[redirects] could not read the redirects:', error)
      return new Map()
    })
  }
  return redirectFor(await kept.table, pathname, search)
}
