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
  /** `next dev` needs eval (React's debugging) and a WebSocket for hot reloading. */
  development?: boolean
  /** The one origin that may show the page in a frame: the Studio, for a preview. None otherwise. */
  framedBy?: string
}

export type Header = {key: string; value: string}

/** A policy that allows only what the site uses; every directive says why it holds what it holds. */
export function contentSecurityPolicy({contactEndpoint, imageOrigin, siteUrl, development, framedBy}: SecurityOptions) {
  const contactOrigin = originOf(contactEndpoint)
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Next's inline bootstrap and page data change with every publish, so neither hashes nor
    // nonces (which would make every page dynamic) can name them; no page renders content as HTML.
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    // styled-components writes <style> elements and React sets style attributes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(imageOrigin ? [imageOrigin] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(contactOrigin ? [contactOrigin] : []), ...(development ? ['ws:'] : [])],
    'form-action': ["'self'", ...(contactOrigin ? [contactOrigin] : [])],
    // Nobody may frame a page (clickjacking), but the Studio's Presentation tool a preview.
    'frame-ancestors': framedBy ? ["'self'", framedBy] : ["'none'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  }
  const policy = Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`)
  if (siteUrl.startsWith('https://')) policy.push('upgrade-insecure-requests')
  return policy.join('; ')
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
    {key: 'Cross-Origin-Opener-Policy', value: 'same-origin'},
  ]
}

function originOf(endpoint: string) {
  return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : undefined
}
