import type {ServerConfig} from '../config'
import {contentSecurityPolicy, imageOriginOf, type Header} from '../security/headers'

/** Next's draft-mode cookie: set by /api/draft-mode/enable, checked by Next on every request. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'

/** The route tree (web/app/preview/) that serves pages in preview: its folder's name. */
export const PREVIEW_ROUTES = '/preview'

/** A nonce for one request: 128 random bits, base64 (CSP's nonce-source). */
export const newNonce = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))))

export function isPreviewRequest(cookies: {has(name: string): boolean}) {
  return cookies.has(DRAFT_MODE_COOKIE)
}

/**
 * What a page in preview answers with beyond the usual headers: kept by no cache on the way
 * (drafts are for the editor alone), never indexed, framed by the Studio only, and its scripts
 * named by `nonce`, new for each request: Next reads it from the request's policy (web/proxy.ts)
 * and writes it on every script of the page it renders for that request.
 */
export function previewHeaders(config: ServerConfig, nonce: string): Header[] {
  return [
    {key: 'Cache-Control', value: 'private, no-store'},
    {key: 'X-Robots-Tag', value: 'noindex'},
    {
      key: 'Content-Security-Policy',
      value: contentSecurityPolicy({
        contactEndpoint: config.publicContact.endpoint,
        imageOrigin: imageOriginOf(config.sanity),
        siteUrl: config.siteUrl,
        development: process.env.NODE_ENV === 'development',
        framedBy: config.preview.studioUrl,
        nonce,
      }),
    },
  ]
}
