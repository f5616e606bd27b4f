/**
 * Whether `address` (an Origin header, a page's URL) is on this site: an http(s) URL on the host
 * the request was sent to, or on SITE_URL's origin (a CDN may send the server its own host name).
 */
export function isOnThisSite(address: string, request: Request, siteUrl: string): boolean {
  try {
    const url = new URL(address)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false
    return url.host === request.headers.get('host') || url.origin === new URL(siteUrl).origin
  } catch {
    return false
  }
}
