import {createHash} from 'node:crypto'

/**
 * The tags a cached answer carries for a CDN (docs/deploying.md, "Tags and purges"): the documents
 * it was made from, so that a publish purges exactly the answers that show what changed. Tags are
 * made of document ids and types only, never of what an editor typed (a slug, a title).
 *
 * - `site`: every answer. Whatever every page shows (the settings, the header and footer, a legal
 *   document's notice) purges it.
 * - `d:<id>`: a document the answer shows: the page itself, what its sections reference (FAQ items,
 *   sponsors), the legal document of a legal page.
 * - `t:<type>`: every document of a type, for answers that show all of them (a section listing
 *   every company type) or that a new document of the type may change (an address that names no
 *   page yet, a redirect's answer).
 */
export const SITE_TAG = 'site'
export const documentTag = (id: string) => `d:${shortened(id)}`
export const typeTag = (type: string) => `t:${type}`

/** Sanity ids are short; one made by hand may not be. Past this, an id is named by its hash. */
const LONGEST_ID = 64
const shortened = (id: string) =>
  id.length <= LONGEST_ID && /^[A-Za-z0-9._-]+$/.test(id)
    ? id
    : `#${createHash('sha256').update(id).digest('base64url').slice(0, 22)}`

/**
 * The tags of answers made from every page and legal document, which the proxy does not see: the
 * sitemap, llms.txt and the share cards (web/next.config.ts). A published page or legal document
 * purges them all: their titles, descriptions and addresses are what these show.
 */
export const LISTING_TAGS = [SITE_TAG, typeTag('page'), typeTag('legalDocument')]

/**
 * Headers CDNs read a response's tags from: `Surrogate-Key` (Fastly, Varnish with xkey), space
 * separated, and `Cache-Tag` (Cloudflare, CloudFront's tag invalidation), comma separated. Past
 * what a CDN reads (16 KB for both), an answer could not be purged: it is kept out of the edge.
 */
export const MAX_TAG_HEADER_BYTES = 16 * 1024

/** Kept by browsers as the answer says, never by a CDN. */
const EDGE_NO_STORE = {'Surrogate-Control': 'no-store', 'CDN-Cache-Control': 'no-store'}

/** The headers of an answer with these tags; with none known (the content unreadable), kept out of the edge. */
export function cacheTagHeaders(tags: string[] | undefined): Record<string, string> {
  if (!tags) return EDGE_NO_STORE
  const surrogateKey = tags.join(' ')
  if (Buffer.byteLength(surrogateKey) > MAX_TAG_HEADER_BYTES) return EDGE_NO_STORE
  return {'Surrogate-Key': surrogateKey, 'Cache-Tag': tags.join(',')}
}
