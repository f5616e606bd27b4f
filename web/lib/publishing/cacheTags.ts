import {createHash} from 'node:crypto'
import {SECTIONS} from '../../../schemas/sections/registry'
import type {ContentSource} from '../content/source'
import {splitLanguagePrefix, UNPREFIXED} from '../i18n/languages'

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
 * The tags of an address that names no document: a new page or a redirect may take it, a legal
 * document may come to have a revision there.
 */
const UNCLAIMED = [SITE_TAG, typeTag('page'), typeTag('legalDocument'), typeTag('redirect')]

/** The document types a section shows every document of, by section type (schemas/sections/registry.ts). */
const SHOWN_ALL_BY_SECTION: ReadonlyMap<string, string[]> = new Map(
  SECTIONS.map(({schema, shows = {}}) => [
    schema.name,
    Object.entries(shows)
      .filter(([, how]) => how === 'all')
      .map(([type]) => type),
  ]),
)

/** The tags of each address the site has a document at: `/`, `/alco`, `/legal/privacy-policy` (no language prefix). */
export type TagTable = {pages: ReadonlyMap<string, string[]>; legal: ReadonlyMap<string, string[]>}

const TAGS_QUERY = `{
  "pages": *[_type == "page"]{_id, "slug": coalesce(slug.current, ""), sections},
  "legal": *[_type == "legalDocument" && defined(slug.current)]{_id, "slug": slug.current}
}`
type TagsQueryResult = {
  pages: Array<{_id: string; slug: string; sections?: Array<{_type: string}> | null}>
  legal: Array<{_id: string; slug: string}>
}

/** Reads the pages and legal documents, and what each page's sections show. */
export async function loadTagTable(source: ContentSource): Promise<TagTable> {
  const {pages, legal} = await source.fetch<TagsQueryResult>(TAGS_QUERY)
  return {
    pages: new Map(pages.map((page) => [page.slug ? `/${page.slug}` : '/', pageTags(page)])),
    legal: new Map(legal.map(({_id, slug}) => [slug, [SITE_TAG, documentTag(_id)]])),
  }
}

function pageTags({_id, sections}: TagsQueryResult['pages'][number]): string[] {
  const shown = (sections ?? []).flatMap((section) => [
    ...documentsReferenced(section).map(documentTag),
    ...(SHOWN_ALL_BY_SECTION.get(section._type) ?? []).map(typeTag),
  ])
  return [...new Set([SITE_TAG, documentTag(_id), ...shown])]
}

/** The documents a section references (images and files are assets: their addresses never change). */
function documentsReferenced(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(documentsReferenced)
  if (typeof node !== 'object' || node === null) return []
  const record = node as Record<string, unknown>
  const own = typeof record._ref === 'string' && !/^(image|file)-/.test(record._ref) ? [record._ref] : []
  return [...own, ...Object.values(record).flatMap(documentsReferenced)]
}

/** The tags of the answer at `pathname` (any language form, a page or its Markdown copy's address). */
export function tagsOfAddress(table: TagTable, pathname: string): string[] {
  // A route's own form too (/_/alco: web/proxy.ts rewrites unprefixed addresses to it).
  const {rest} = splitLanguagePrefix(pathname.replace(new RegExp(`^/${UNPREFIXED}(?=/|$)`), '') || '/')
  let path: string
  try {
    path =
      rest
        .replace(/(.)\/+$/, '$1')
        .split('/')
        .map(decodeURIComponent)
        .join('/') || '/'
  } catch {
    return UNCLAIMED
  }
  const legal = /^\/legal\/([^/]+)/.exec(path)
  return (legal ? table.legal.get(legal[1]!) : table.pages.get(path)) ?? UNCLAIMED
}

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

const HOLDER = Symbol.for('habitum.cacheTags')
/** How long a missed webhook call can leave the table stale, as the redirect table (web/lib/redirects). */
const TAGS_MAX_AGE_MS = 60_000
type Holder = {table?: Promise<TagTable | undefined>; loadedAt: number}

function holder(): Holder {
  const global = globalThis as typeof globalThis & {[HOLDER]?: Holder}
  return (global[HOLDER] ??= {loadedAt: 0})
}

/** Drops the table: the next answer reads the content again (the publishing webhook calls this). */
export function forgetCacheTags() {
  holder().table = undefined
}

/**
 * The tags of the answer at `pathname`, from the table kept for the process (the proxy and the
 * routes are bundled apart by Next: one holder on globalThis). Content that cannot be read tags
 * nothing: the answer is kept out of the edge rather than kept unpurgeable.
 */
export async function findCacheTags(source: () => ContentSource, pathname: string): Promise<string[] | undefined> {
  const kept = holder()
  if (!kept.table || Date.now() - kept.loadedAt > TAGS_MAX_AGE_MS) {
    kept.loadedAt = Date.now()
    kept.table = (async () => loadTagTable(source()))().catch((error: unknown) => {
      console.error('[cache-tags] could not read the content:', error)
      return undefined
    })
  }
  const table = await kept.table
  return table && tagsOfAddress(table, pathname)
}
