import {SECTIONS} from '../../../schemas/sections/registry'
import type {ContentSource} from '../content/source'
import {UNPREFIXED} from '../i18n/languages'
import {pathWithoutLanguage} from '../redirects/addresses'
import {documentTag, SITE_TAG, typeTag} from './cacheTagNames'

/**
 * Which tags each address's answer carries (./cacheTagNames.ts says what they mean), from the
 * content: the pages, what their sections show, the legal documents.
 */

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
  "legal": *[_type == "legalDocument" && defined(slug.current)]{_id, "slug": slug.current},
  "types": *[!(_type match "sanity.*")]{_id, _type}
}`
type TagsQueryResult = {
  pages: Array<{_id: string; slug: string; sections?: Array<{_type: string}> | null}>
  legal: Array<{_id: string; slug: string}>
  types: Array<{_id: string; _type: string}>
}

/**
 * The most tags one answer carries: CloudFront keeps 50 an answer and ignores the rest (the
 * other CDNs take more). Past it, the documents a page shows are named by their types (a FAQ item
 * published purges every page showing FAQ items): more is purged, never less.
 */
export const MOST_TAGS_AN_ANSWER = 50

/** Reads the pages and legal documents, and what each page's sections show. */
export async function loadTagTable(source: ContentSource): Promise<TagTable> {
  const {pages, legal, types} = await source.fetch<TagsQueryResult>(TAGS_QUERY)
  const typeOf = new Map(types.map(({_id, _type}) => [_id, _type]))
  return {
    pages: new Map(pages.map((page) => [page.slug ? `/${page.slug}` : '/', pageTags(page, typeOf)])),
    legal: new Map(legal.map(({_id, slug}) => [slug, [SITE_TAG, documentTag(_id)]])),
  }
}

function pageTags({_id, sections}: TagsQueryResult['pages'][number], typeOf: ReadonlyMap<string, string>): string[] {
  const referenced = (sections ?? []).flatMap(documentsReferenced)
  const listed = (sections ?? []).flatMap((section) => SHOWN_ALL_BY_SECTION.get(section._type) ?? []).map(typeTag)
  const own = [SITE_TAG, documentTag(_id)]
  const tags = [...new Set([...own, ...referenced.map(documentTag), ...listed])]
  if (tags.length <= MOST_TAGS_AN_ANSWER) return tags
  // A document of no known type (a reference to one not published yet) keeps its own tag.
  const grouped = referenced.map((id) => (typeOf.has(id) ? typeTag(typeOf.get(id)!) : documentTag(id)))
  return [...new Set([...own, ...grouped, ...listed])]
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
  const path = pathWithoutLanguage(pathname.replace(new RegExp(`^/${UNPREFIXED}(?=/|$)`), '') || '/')
  if (path === undefined) return UNCLAIMED
  const legal = /^\/legal\/([^/]+)/.exec(path)
  return (legal ? table.legal.get(legal[1]!) : table.pages.get(path)) ?? UNCLAIMED
}
