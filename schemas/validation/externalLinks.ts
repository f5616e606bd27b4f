import {LRUCache} from 'lru-cache'
import type {Path, ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {SITE_URL_FOR_STUDIO} from '../site/preview'

/**
 * The rules "an external link answers": asked of the site's server (/api/link-check,
 * web/lib/links/linkCheck.ts), since the editor's browser may not read another site's answer. A
 * link the server found gone is an error; one it could not check (no answer in time, a login, a
 * private address) a warning: the editor looks, the Studio does not block. When the site itself
 * cannot be asked (a Studio offline, no site running beside it, an editor signed in without a
 * token) nothing is said of the link. Only in the Studio: the content check of `npm test` runs
 * offline, with nobody to ask.
 *
 * The site answers members of the project only: each request carries the editor's own credential,
 * the token the Studio's client signs its requests with (docs/security.md, "The link check").
 *
 * Quiet while typing: the Studio validates a document one pass at a time, so a pass cannot see
 * the keystrokes after it. The link's input tells this module what is typed (`noteLinkTyped`,
 * studio/formInputs.tsx); a pass asks only once the address it validates has stood still for
 * QUIET_MS, and says nothing of one already typed over.
 */
export type LinkVerdict = {
  result: 'ok' | 'broken' | 'unchecked'
  status?: number
  reason?: string
}

/** How long an address must stand still before it is asked. */
export const QUIET_MS = 800
/** How long the Studio keeps an answer (every edit validates the whole document again), and how many. */
const KEPT_MS = 60_000
const KEPT_VERDICTS = 300
const ASK_TIMEOUT_MS = 10_000

/** Verdicts by address; `null`: the site could not be asked, so nothing is said (kept too, so it is not asked at each pass). */
const verdicts = new LRUCache<string, LinkVerdict | {result: null}>({max: KEPT_VERDICTS, ttl: KEPT_MS})
/** Requests on their way, by address: one address is asked once, however many rules and fields want it. */
const asking = new Map<string, Promise<LinkVerdict | undefined>>()

type Typed = {href: string | undefined; at: number; changed: Array<() => void>}
/** What each link field last held as the editor typed it, and since when, by the field's path. */
const typed = new LRUCache<string, Typed>({max: KEPT_VERDICTS})

const fieldKey = (path: Path | undefined) => JSON.stringify(path ?? [])

/** The link input's report of what the field now holds (studio/formInputs.tsx), at each keystroke. */
export function noteLinkTyped(path: Path, href: string | undefined) {
  const key = fieldKey(path)
  const before = typed.get(key)
  if (before && before.href === href) return
  typed.set(key, {href, at: Date.now(), changed: []})
  for (const wake of before?.changed ?? []) wake()
}

/**
 * Resolves true once `href` has stood in its field for QUIET_MS, false as soon as the field holds
 * something else. A field nobody typed in (a document just opened) is still at once.
 */
async function standsStill(path: Path | undefined, href: string): Promise<boolean> {
  for (;;) {
    const field = typed.get(fieldKey(path))
    if (!field) return true
    if (field.href !== href) return false
    const left = field.at + QUIET_MS - Date.now()
    if (left <= 0) return true
    await new Promise<void>((wake) => {
      const timer = setTimeout(wake, left)
      field.changed.push(() => {
        clearTimeout(timer)
        wake()
      })
    })
  }
}

const isExternal = (href: string | undefined): href is string => Boolean(href && /^https?:\/\//i.test(href))

/** The credential is sent only where nobody on the way can read it: https, or this machine. */
const endpointKeepsSecrets = (url: URL) =>
  url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)

/** The editor's own credential: the token of the Studio's client (undefined when signed in by cookie). */
function credentialOf(context: ValidationContext): string | undefined {
  return context.getClient({apiVersion: API_VERSION}).config().token
}

function ask(href: string, credential: string): Promise<LinkVerdict | undefined> {
  const endpoint = new URL('/api/link-check', SITE_URL_FOR_STUDIO)
  endpoint.searchParams.set('url', href)
  const request = fetch(endpoint, {
    headers: {authorization: `Bearer ${credential}`},
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
  })
    .then(async (response) => (response.ok ? ((await response.json()) as LinkVerdict) : undefined))
    .catch(() => undefined)
    .then((verdict) => {
      verdicts.set(href, verdict ?? {result: null})
      asking.delete(href)
      return verdict
    })
  asking.set(href, request)
  return request
}

/** What is known of an address: its verdict, `undefined` inside when the site could not be asked; nothing when it was never asked. */
function known(href: string): {verdict: LinkVerdict | undefined} | undefined {
  const kept = verdicts.get(href)
  return kept && {verdict: kept.result === null ? undefined : kept}
}

/** The site's verdict; undefined when there is nothing to say (not asked, or the site could not answer). */
async function verdictOf(href: string, context: ValidationContext): Promise<LinkVerdict | undefined> {
  const before = known(href)
  if (before) return before.verdict
  const credential = credentialOf(context)
  if (!credential || !endpointKeepsSecrets(new URL(SITE_URL_FOR_STUDIO))) return undefined
  if (!(await standsStill(context.path, href))) return undefined
  // Another pass or rule may have asked while this one waited.
  const meanwhile = known(href)
  return meanwhile ? meanwhile.verdict : (asking.get(href) ?? ask(href, credential))
}

const REASONS: Record<string, string> = {
  timeout: 'no respondió a tiempo',
  unreachable: 'no se pudo conectar',
  private_address: 'está en una red privada',
  refused_to_robots: 'pide iniciar sesión o no responde a comprobaciones automáticas',
  server_error: 'su servidor dio un error',
  too_many_redirects: 'redirige demasiadas veces',
}

/** The error of an external link the site's server found gone; true otherwise. */
export async function externalLinkIsNotGone(
  href: string | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!isExternal(href) || typeof window === 'undefined') return true
  const verdict = await verdictOf(href, context)
  if (verdict?.result !== 'broken') return true
  if (verdict.reason === 'no_such_host') return `«${href}»: el dominio ${new URL(href).hostname} no existe`
  // What the other site's answer means to a visitor, not its status code: 410 says it was removed, 404 not found.
  const answer = verdict.status === 410 ? 'dice que la quitó' : 'dice que no la encuentra'
  return `«${href}»: la página ya no existe (su sitio ${answer})`
}

/** The warning of an external link nobody could check; true otherwise. */
export async function externalLinkWasChecked(
  href: string | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!isExternal(href) || typeof window === 'undefined') return true
  const verdict = await verdictOf(href, context)
  if (verdict?.result !== 'unchecked') return true
  const why = REASONS[verdict.reason ?? ''] ?? 'no se pudo comprobar'
  return `No se pudo comprobar «${href}»: ${why}. Ábralo para ver que funciona.`
}
