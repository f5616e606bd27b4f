/**
 * The response headers that protect visitors, built from configuration at build time (the
 * production server serves what `next build` baked in: rebuild after changing the contact
 * endpoint, the Sanity project or the site URL).
 */
export type SecurityOptions = {
  /** Where the contact form posts: a path on this site, or another origin's URL. */
  contactEndpoint: string
  /** Where images come from besides this site: Sanity's CDN, or a lake of its own (imageOriginOf). */
  imageOrigin?: string
  siteUrl: string
  /** Next in development mode (`npm run dev`): DEVELOPMENT_ADDITIONS join the policy. */
  development?: boolean
  /** The one origin that may show the page in a frame: the Studio, for a preview. None otherwise. */
  framedBy?: string
  /**
   * The nonce of a page rendered for one request (an editor's preview): Next puts it on every
   * script it writes. Without one, the site's server names a page's inline scripts by their
   * hashes as it sends each version (web/server/pageVersions.ts, withScriptHashes).
   */
  nonce?: string
}

export type Header = {key: string; value: string}

/** Where browsers report what the policy blocked (web/app/api/csp-report), and the name `report-to` gives it. */
export const CSP_REPORT_PATH = '/api/csp-report'
const CSP_REPORT_GROUP = 'csp'

/**
 * What Next in development mode (`npm run dev`, web/server/dev.ts) needs beyond production's
 * policy, and all it adds: development is never served to visitors. The page's inline scripts
 * need nothing here, as the development server names them by their hashes as production's does.
 */
export const DEVELOPMENT_ADDITIONS: Readonly<Record<string, readonly string[]>> = {
  // React's development build evaluates code to rebuild call stacks in the browser: those of the
  // Server Components that rendered the page, and the components' owner stacks. Refused, the
  // page runs without them, and each refusal is a violation report and a console error.
  'script-src': ["'unsafe-eval'"],
  // Hot reload's WebSocket to the development server (/_next/hmr, on the page's own origin).
  // 'self' names it in browsers that follow CSP 3 (Chromium, Firefox), not in older Safari; the
  // scheme, since the policy is made before anyone says which host they use.
  'connect-src': ['ws:'],
}

/**
 * A policy that allows only what the site uses; every directive says why it holds what it holds.
 * Its scripts are the site's own files and, inline, only those the page was sent with: named by a
 * nonce, or by their hashes, which the site's server (`npm start`, `npm run dev`) adds to this
 * policy for each version of a page (web/server/pageVersions.ts). Where it runs without that server
 * (`next start`), a page's inline scripts are refused: it is not a way around the policy
 * (docs/security.md).
 */
export function contentSecurityPolicy({
  contactEndpoint,
  imageOrigin,
  siteUrl,
  development,
  framedBy,
  nonce,
}: SecurityOptions) {
  const contactOrigin = originOf(contactEndpoint)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'report-sample': a report carries the first 40 characters of what was refused.
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), "'report-sample'"],
    // styled-components writes <style> elements (the page's rules, per component, through the
    // body) and React sets style attributes: see docs/security.md ("Styles").
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(imageOrigin ? [imageOrigin] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(contactOrigin ? [contactOrigin] : [])],
    'form-action': ["'self'", ...(contactOrigin ? [contactOrigin] : [])],
    // Nobody may frame a page (clickjacking), but the Studio's Presentation tool a preview.
    'frame-ancestors': framedBy ? ["'self'", framedBy] : ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  }
  if (development) {
    for (const [name, sources] of Object.entries(DEVELOPMENT_ADDITIONS)) directives[name]!.push(...sources)
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (siteUrl.startsWith('https://')) policy.push('upgrade-insecure-requests')
  // Where violations are reported: report-to (Reporting-Endpoints, securityHeaders), and
  // report-uri for browsers without the Reporting API (those that have it ignore report-uri).
  policy.push(`report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`)
  return policy.join('; ')
}

/**
 * `policy` with the given hash sources added to `script-src` and `'unsafe-inline'` taken out of
 * it (a policy without `script-src` gets one, from `default-src`): the policy of one version of a
 * page, whose inline scripts these hashes name. Other directives are left as they are.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean)
  const nameOf = (directive: string) => directive.split(/\s+/)[0]!.toLowerCase()
  const sourcesOf = (directive: string) => directive.split(/\s+/).slice(1)
  const scripts = directives.findIndex((directive) => nameOf(directive) === 'script-src')
  const fallback = directives.find((directive) => nameOf(directive) === 'default-src')
  const base = scripts !== -1 ? sourcesOf(directives[scripts]!) : fallback ? sourcesOf(fallback) : []
  const sources = [...new Set([...base.filter((source) => source.toLowerCase() !== "'unsafe-inline'"), ...hashes])]
  const directive = ['script-src', ...sources].join(' ')
  if (scripts !== -1) directives[scripts] = directive
  else directives.push(directive)
  return directives.join('; ')
}

/**
 * Where a Sanity project's images are served: Sanity's CDN, or the lake at the configured API host
 * (the local one serves its assets itself). None with the snapshot: its images are this site's.
 */
export function imageOriginOf(sanity: {apiHost?: string} | undefined): string | undefined {
  if (!sanity) return undefined
  const apiHost = sanity.apiHost && new URL(sanity.apiHost)
  return apiHost && !apiHost.hostname.endsWith('.sanity.io') ? apiHost.origin : 'https://cdn.sanity.io'
}

/**
 * The policy of answers that are not pages (refusals, redirects, errors of the image route): they
 * load nothing and are never framed. Pages and images replace it with their own.
 */
export const NOTHING_TO_LOAD_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** Headers for every response. */
export function securityHeaders(): Header[] {
  return [
    // Browsers ignore it over plain http (local runs); behind the CDN it pins https for two years.
    {key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains'},
    {key: 'X-Content-Type-Options', value: 'nosniff'},
    // Same-site requests keep the full address (the contact endpoint records the page sent from).
    {key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin'},
    {
      key: 'Permissions-Policy',
      // The site uses none of these: no embedded or injected script may ask for them either.
      value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    },
    {key: 'X-Frame-Options', value: 'DENY'},
    // No Cross-Origin-Opener-Policy: it would put every first visit in a renderer process of its
    // own, a phone's slowest step before the first paint, to guard a window that holds nothing
    // private (docs/security.md, "No opener policy").
    // The endpoint the policy's `report-to` names (relative: on whatever origin the page is).
    {key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`},
  ]
}

function originOf(endpoint: string) {
  return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : undefined
}
