/**
 * What makes a redirect safe for the site, shared by the Studio's validation (schemas/documents/
 * redirect.ts) and the site, which ignores a redirect that breaks these rules rather than serve a
 * loop (web/lib/redirects/). Messages are in Spanish: editors read them in the Studio.
 *
 * A redirect's `from` is a path of this site without a language prefix: it answers for the bare
 * path and for its /es and /en forms.
 */

/** Paths the site itself answers: no redirect may take them over. */
const RESERVED_PATHS = [
  '/',
  '/es',
  '/en',
  '/_',
  '/favicon.ico',
  '/icon.svg',
  '/apple-icon.png',
  '/robots.txt',
  '/sitemap.xml',
]
const RESERVED_PREFIXES = ['/api/', '/_next/', '/content-images/', '/es/', '/en/', '/_/', '/studio']

/** A path as a redirect's `from` holds it: no query, no fragment, no trailing slash. */
const FROM_PATTERN = /^(\/[A-Za-z0-9._~%!$&'()*+,;=:@-]+)+$/

export type Redirect = {from: string; to: string}

/** Why `from` cannot be a redirect's source, or undefined when it can. */
export function fromProblem(
  from: string | undefined,
  context: {livePaths: readonly string[]; otherRedirects: readonly Redirect[]},
): string | undefined {
  if (!from) return 'Escriba la dirección de origen, p. ej. /promo-2024'
  if (!FROM_PATTERN.test(from)) {
    return 'Una ruta de este sitio que empieza con «/», sin dominio, sin «?» ni «#» y sin «/» al final'
  }
  if (RESERVED_PATHS.includes(from) || RESERVED_PREFIXES.some((prefix) => `${from}/`.startsWith(prefix))) {
    return `«${from}» es una dirección reservada del sitio (sin /es ni /en: la redirección vale para los tres idiomas)`
  }
  if (context.livePaths.includes(from))
    return `«${from}» es una página publicada: despublíquela o cambie su dirección antes`
  if (context.otherRedirects.some((other) => other.from === from)) return `Ya existe otra redirección desde «${from}»`
  return undefined
}

/** Why `to` cannot be the target of a redirect from `from`, or undefined when it can. */
export function toProblem(
  to: string | undefined,
  from: string | undefined,
  context: {otherRedirects: readonly Redirect[]},
): string | undefined {
  if (!to) return 'Escriba el destino: una ruta de este sitio (/nueva) o una dirección https://…'
  if (!isRedirectTarget(to)) {
    return 'El destino debe ser una ruta de este sitio que empieza con «/» o una dirección http:// o https://'
  }
  if (from && pathOf(to) === from) return `«${to}» redirige a sí misma: elija otro destino`
  const next = context.otherRedirects.find((other) => other.from === pathOf(to))
  if (next) {
    return `«${next.from}» ya redirige a «${next.to}»: apunte esta redirección directamente a «${next.to}»`
  }
  const before = from && context.otherRedirects.find((other) => pathOf(other.to) === from)
  if (before) {
    return `«${before.from}» redirige a «${from}»: cambie esa redirección para que apunte a «${to}», o borre una de las dos`
  }
  return undefined
}

/** A path of this site or an http(s) URL: the only targets a redirect may have. */
export function isRedirectTarget(to: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(to)) return true
  try {
    const url = new URL(to)
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(to)
  } catch {
    return false
  }
}

/**
 * The site path a target leads to, in the form a `from` has (no language prefix, query, fragment
 * or trailing slash); undefined for a URL of another site.
 */
export function pathOf(to: string): string | undefined {
  if (!to.startsWith('/')) return undefined
  const path = to
    .split(/[?#]/)[0]!
    .replace(/^\/(es|en)(?=\/|$)/, '')
    .replace(/\/+$/, '')
  return path || '/'
}
