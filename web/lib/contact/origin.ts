import type {Language} from '../i18n/languages'

/** Where a contact request was sent from. */
export type Origin = {page: string; language: Language}

/**
 * The page the form was sent from, and its language, from the Referer header: null when the
 * header names anything but an http(s) page of this site, the host the request was sent to or
 * SITE_URL's (a CDN may send the origin its own name). No Referer (a browser told not to send
 * one): the home page, in Spanish.
 */
export function originOf(referer: string | null, site: {host: string | null; siteUrl: string}): Origin | null {
  if (!referer) return {page: '/', language: 'es'}
  let url: URL
  try {
    url = new URL(referer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.host !== site.host && url.origin !== new URL(site.siteUrl).origin) return null
  const page = url.pathname.slice(0, 200)
  return {page, language: page.split('/')[1] === 'en' ? 'en' : 'es'}
}
