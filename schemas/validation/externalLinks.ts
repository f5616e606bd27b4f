import {SITE_URL_FOR_STUDIO} from '../site/preview'

/**
 * The rules "an external link answers": asked of the site's server (/api/link-check,
 * web/lib/links/linkCheck.ts), since the editor's browser may not read another site's answer. A
 * link the server found gone is an error; one it could not check (no answer in time, a login, a
 * private address) a warning: the editor looks, the Studio does not block. When the site itself
 * cannot be asked (a Studio offline, no site running beside it) nothing is said of the link. Only
 * in the Studio: the content check of `npm test` runs offline, with nobody to ask.
 */
export type LinkVerdict = {
  result: 'ok' | 'broken' | 'unchecked'
  status?: number
  reason?: string
}

/** How long the Studio keeps an answer: every edit validates the whole document again. */
const KEPT_MS = 60_000
const ASK_TIMEOUT_MS = 10_000
const asked = new Map<string, {verdict: Promise<LinkVerdict | undefined>; at: number}>()

const isExternal = (href: string | undefined): href is string => Boolean(href && /^https?:\/\//i.test(href))

/** The site's verdict; undefined when the site could not be asked (not running, offline): nothing to say of the link. */
function verdictOf(href: string): Promise<LinkVerdict | undefined> {
  const known = asked.get(href)
  if (known && Date.now() - known.at < KEPT_MS) return known.verdict
  const endpoint = new URL('/api/link-check', SITE_URL_FOR_STUDIO)
  endpoint.searchParams.set('url', href)
  const verdict = fetch(endpoint, {signal: AbortSignal.timeout(ASK_TIMEOUT_MS)})
    .then(async (response) => (response.ok ? ((await response.json()) as LinkVerdict) : undefined))
    .catch(() => undefined)
  asked.set(href, {verdict, at: Date.now()})
  return verdict
}

const REASONS: Record<string, string> = {
  timeout: 'no respondió a tiempo',
  unreachable: 'no se pudo conectar',
  private_address: 'está en una red privada',
  refused_to_robots: 'pide iniciar sesión o no responde a comprobaciones automáticas',
  server_error: 'su servidor dio un error',
}

/** The error of an external link the site's server found gone; true otherwise. */
export async function externalLinkIsNotGone(href: string | undefined): Promise<true | string> {
  if (!isExternal(href) || typeof window === 'undefined') return true
  const verdict = await verdictOf(href)
  if (verdict?.result !== 'broken') return true
  if (verdict.reason === 'no_such_host') return `«${href}»: el dominio ${new URL(href).hostname} no existe`
  return `«${href}» ya no existe: su sitio responde ${verdict.status ?? 404}`
}

/** The warning of an external link nobody could check; true otherwise. */
export async function externalLinkWasChecked(href: string | undefined): Promise<true | string> {
  if (!isExternal(href) || typeof window === 'undefined') return true
  const verdict = await verdictOf(href)
  if (verdict?.result !== 'unchecked') return true
  const why = REASONS[verdict.reason ?? ''] ?? 'no se pudo comprobar'
  return `No se pudo comprobar «${href}»: ${why}. Ábralo para ver que funciona.`
}
