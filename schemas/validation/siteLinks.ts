import type {ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {isCalendarDate, spanishDate} from '@habitum/content/calendar'
import {splitLanguagePrefix} from '@habitum/content/languages'

/**
 * Where a link of the content leads on this site, read as the site's routes read it
 * (docs/architecture.md, "Routes and languages"): the landing page, another page by its slug, a
 * legal document (one of its revisions, or a comparison of two), each perhaps in a language and
 * to a section's anchor. A bare `#anchor` points at the landing page, as the site renders it.
 */
export type SiteLinkTarget =
  | {kind: 'home'; anchor?: string}
  | {kind: 'page'; slug: string; anchor?: string}
  | {kind: 'legal'; slug: string; dates: string[]; anchor?: string}
  | {kind: 'unknown'; path: string}

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The site target of an internal link (`/…` or `#…`); undefined for https:, mailto: and tel: links. */
export function siteLinkTarget(href: string): SiteLinkTarget | undefined {
  if (!href.startsWith('/') && !href.startsWith('#')) return undefined
  const [beforeHash = '', anchor] = href.split('#', 2) as [string, string | undefined]
  const withAnchor = anchor ? {anchor} : {}
  const path = splitLanguagePrefix(beforeHash.split('?', 1)[0] ?? '').rest.replace(/\/+$/, '')
  const parts = path.split('/').filter(Boolean)
  if (parts.length === 0) return {kind: 'home', ...withAnchor}
  if (parts.length === 1) return {kind: 'page', slug: parts[0]!, ...withAnchor}
  if (parts[0] === 'legal') {
    const [, slug, revision, compare, other, ...rest] = parts
    const dates = [revision, other].filter((date): date is string => date !== undefined)
    const shapeIsRoute =
      rest.length === 0 &&
      dates.every((date) => DATE.test(date)) &&
      (compare === undefined ? other === undefined : compare === 'comparar' && other !== undefined)
    if (shapeIsRoute) return {kind: 'legal', slug: slug!, dates, ...withAnchor}
  }
  return {kind: 'unknown', path: path || '/'}
}

type Published = {anchors?: Array<string | null> | null; dates?: Array<string | null> | null} | null

/** What the link needs of the dataset, published documents only: a draft is no page of the site. */
const TARGET_QUERY = `{
  "home": *[_type == "page" && !defined(slug.current) && !(_id in path("drafts.**"))][0]{"anchors": sections[].anchor},
  "page": *[_type == "page" && slug.current == $slug && !(_id in path("drafts.**"))][0]{"anchors": sections[].anchor},
  "legal": *[_type == "legalDocument" && slug.current == $slug && !(_id in path("drafts.**"))][0]{"dates": revisions[].inForce}
}`

/** Why a target does not exist on the published site, in the editor's Spanish; undefined when it does. */
export function missingTarget(
  href: string,
  target: SiteLinkTarget,
  found: {home: Published; page: Published; legal: Published},
): string | undefined {
  if (target.kind === 'unknown') return `«${href}»: el sitio no tiene ninguna dirección así`
  const published = target.kind === 'home' ? found.home : target.kind === 'page' ? found.page : found.legal
  if (!published) {
    if (target.kind === 'home') return `«${href}»: la página principal no está publicada`
    const where = target.kind === 'page' ? `/${target.slug}` : `/legal/${target.slug}`
    return `«${href}»: no hay ninguna página publicada en ${where}`
  }
  if (target.kind === 'legal') {
    const missing = target.dates.find((date) => !published.dates?.includes(date))
    if (missing)
      return `«${href}»: /legal/${target.slug} no tiene ninguna versión del ${isCalendarDate(missing) ? spanishDate(missing) : missing}`
  }
  if (target.anchor && target.kind !== 'legal') {
    const anchors = (published.anchors ?? []).filter((anchor): anchor is string => Boolean(anchor))
    if (!anchors.includes(target.anchor)) {
      const offered = anchors.length > 0 ? ` (tiene ${anchors.map((anchor) => `#${anchor}`).join(', ')})` : ''
      return `«${href}»: la página no tiene ninguna sección con el ancla #${target.anchor}${offered}`
    }
  }
  return undefined
}

const NOTHING = {home: null, page: null, legal: null}

/**
 * The rule "an internal link leads somewhere": a path or anchor of this site must name a page, a
 * legal document (and revision) and a section that exist and are published. External links are
 * another rule's (they need the network).
 */
export async function internalLinkExists(href: string | undefined, context: ValidationContext) {
  const target = href ? siteLinkTarget(href) : undefined
  if (!href || !target) return true
  if (target.kind === 'unknown') return missingTarget(href, target, NOTHING)!
  const slug = target.kind === 'home' ? '' : target.slug
  // A link to a section of the page being edited follows that page as edited: its new section counts.
  const editing = context.document as {_type?: string; slug?: {current?: string}; sections?: Array<{anchor?: string}>}
  const linksToItself =
    editing?._type === 'page' &&
    ((target.kind === 'home' && !editing.slug?.current) || (target.kind === 'page' && editing.slug?.current === slug))
  if (linksToItself) {
    return (
      missingTarget(href, target, {
        ...NOTHING,
        [target.kind]: {anchors: editing.sections?.map((section) => section.anchor ?? null)},
      }) ?? true
    )
  }
  const found = await context
    .getClient({apiVersion: API_VERSION})
    .fetch<{home: Published; page: Published; legal: Published}>(TARGET_QUERY, {slug}, {perspective: 'raw'})
  return missingTarget(href, target, found) ?? true
}
