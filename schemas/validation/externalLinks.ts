import {LRUCache} from 'lru-cache'
import type {Path, ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {SITE_URL_FOR_STUDIO} from '../site/preview'
import {linkCheckPass} from './linkCheckPass'

/**
 * The rules "an external link answers": asked of the site's server (/api/link-check,
 * web/lib/links/linkCheck.ts), since the editor's browser may not read another site's answer. A
 * link the server found gone is an error; one it could not check (no answer in time, a login, a
 * private address) a warning: the editor looks, the Studio does not block. When the site itself
 * cannot be asked (a Studio offline, no site running beside it) that is a warning too, the same
 * for every member: whoever approves sees the links were not checked, and the approval records it
 * (studio/review/actions.tsx). Only in the Studio: the content check of `npm test` runs offline,
 * with nobody to ask.
 *
 * The site answers members of the project only: each request carries the editor's own credential,
 * the token the Studio's client signs its requests with, or, for an editor signed in without one,
 * a pass the editor's client wrote in the project (./linkCheckPass.ts; docs/security.md, "The link
 * check"). So author and reviewer see the same errors, whoever holds a token.
 *
 * Quiet while typing: the Studio validates a document one pass at a time, so a pass cannot see
 * the keystrokes after it. The link's input tells this module what is typed (`noteLinkTyped`,
 * studio/formInputs.tsx); a pass asks only once the address it validates has stood still for
 * QUIET_MS, and says nothing of one already typed over.
 */
export type LinkVerdict = {
  /** `unasked`: the site could not be asked (the Studio's own verdict, never the site's). */
  result: 'ok' | 'broken' | 'unchecked' | 'unasked'
  status?: number
  reason?: string
}

/** How long an address must stand still before it is asked. */
export const QUIET_MS = 800
/** How long the Studio keeps an answer (every edit validates the whole document again), and how many. */
const KEPT_MS = 60_000
const KEPT_VERDICTS = 300
const ASK_TIMEOUT_MS = 10_000

/** Verdicts by address, `unasked` ones too (so the site is not asked again at each pass); those only briefly. */
const verdicts = new LRUCache<string, LinkVerdict>({max: KEPT_VERDICTS, ttl: KEPT_MS})
/** How long the Studio waits before asking again a site that did not answer. */
const UNASKED_KEPT_MS = 10_000
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

/**
 * The editor's own credential, as an Authorization header: the token of the Studio's client, or a
 * pass the client writes when it has none (signed in by cookie); undefined when neither can be had.
 */
async function credentialOf(context: ValidationContext): Promise<string | undefined> {
  const client = context.getClient({apiVersion: API_VERSION})
  const token = client.config().token
  if (token) return `Bearer ${token}`
  return linkCheckPass(client).then(
    (pass) => `Pass ${pass}`,
    () => undefined,
  )
}

const unasked = (reason: string): LinkVerdict => ({result: 'unasked', reason})

function ask(href: string, credential: string | undefined): Promise<LinkVerdict> {
  const endpoint = new URL('/api/link-check', SITE_URL_FOR_STUDIO)
  endpoint.searchParams.set('url', href)
  const request = fetch(endpoint, {
    headers: credential ? {authorization: credential} : {},
    credentials: 'omit',
    cache: 'no-store',
    referrerPolicy: 'no-referrer',
    signal: AbortSignal.timeout(ASK_TIMEOUT_MS),
  })
    .then(async (response) =>
      response.ok ? ((await response.json()) as LinkVerdict) : unasked(response.status === 401 ? 'refused' : 'site'),
    )
    .catch(() => unasked('site'))
    .then((verdict) => {
      verdicts.set(href, verdict, verdict.result === 'unasked' ? {ttl: UNASKED_KEPT_MS} : {})
      asking.delete(href)
      return verdict
    })
  asking.set(href, request)
  return request
}

/** The site's verdict (or that it could not be asked); undefined while the address is being typed. */
async function verdictOf(href: string, context: ValidationContext): Promise<LinkVerdict | undefined> {
  const before = verdicts.get(href)
  if (before) return before
  if (!(await standsStill(context.path, href))) return undefined
  // Another pass or rule may have asked while this one waited.
  const meanwhile = verdicts.get(href) ?? asking.get(href)
  if (meanwhile) return meanwhile
  if (!endpointKeepsSecrets(new URL(SITE_URL_FOR_STUDIO))) return unasked('site')
  const credential = await credentialOf(context)
  return verdicts.get(href) ?? asking.get(href) ?? ask(href, credential)
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

/** Why the site could not be asked, in the editors' words. */
const UNASKED_REASONS: Record<string, string> = {
  site: 'el sitio web, que comprueba los enlaces, no respondió (puede estar detenido o sin conexión)',
  refused: 'el sitio web no reconoció su sesión',
}

/** How the warning of a link the site could not be asked about begins: what an approval looks for (studio/review/). */
export const UNASKED_LINK_WARNING = 'No se pudo comprobar el enlace'

/** The warning of an external link nobody could check; true otherwise. */
export async function externalLinkWasChecked(
  href: string | undefined,
  context: ValidationContext,
): Promise<true | string> {
  if (!isExternal(href) || typeof window === 'undefined') return true
  const verdict = await verdictOf(href, context)
  if (verdict?.result === 'unasked') {
    const why = UNASKED_REASONS[verdict.reason ?? ''] ?? UNASKED_REASONS.site
    return `${UNASKED_LINK_WARNING} «${href}»: ${why}. Ábralo para ver que funciona.`
  }
  if (verdict?.result !== 'unchecked') return true
  const why = REASONS[verdict.reason ?? ''] ?? 'no se pudo comprobar'
  return `No se pudo comprobar «${href}»: ${why}. Ábralo para ver que funciona.`
}

/** The address a warning of a link the site could not be asked about names, or undefined for any other message. */
export function uncheckedLinkOf(message: string): string | undefined {
  return message.startsWith(UNASKED_LINK_WARNING) ? /«([^»]+)»/.exec(message)?.[1] : undefined
}
