/**
 * The pages web/proxy.ts answers with in place of an address's own: each in a segment of
 * app/[locale]/ that no slug can take (slugs never start with "_"), rendered in the language of
 * the address asked for. They render as a 200 of their own, so the proxy marks the answer with
 * STATUS_HEADER and the production server sends it with that status (web/server/pageResponses.ts),
 * the header removed.
 */
export const STATUS_HEADER = 'x-habitum-status'

/** A page past its end date (web/lib/redirects/endings.ts): app/[locale]/%5Fgone, 410 Gone. */
export const GONE_SEGMENT = '_gone'
export const GONE_STATUS = 410

/**
 * An address that names no page of the site (./addresses.ts): app/[locale]/%5Fmissing, 404 with
 * NOT FOUND. A page of its own rather than Next's notFound(): Next 16 renders a notFound() thrown
 * while rendering as an empty document (`<html id="__next_error__">`, no lang, no heading) that
 * only the browser's JavaScript fills, where this page is in the HTML, in its layout.
 */
export const NOT_FOUND_SEGMENT = '_missing'
export const NOT_FOUND_STATUS = 404
