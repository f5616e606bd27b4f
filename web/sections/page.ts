import {defineQuery} from 'groq'
import {cache} from 'react'
import type {PageFieldsQueryResult} from '@habitum/content/sanity.types'
import {SEO, t} from '../../schemas/site/fragments'
import {getContentSource} from '../lib/content/source'
import type {Perspective} from '@habitum/content/perspective'
import type {Language} from '../lib/i18n/languages'
import {SECTIONS_PROJECTION} from './definitions'
import type {Section} from './types'

/** A page by slug; the main landing page has none and is asked for with $slug == "". */
const PAGE_BY_SLUG = /* groq */ `*[_type == "page" && coalesce(slug.current, "") == $slug][0]`

const PAGE_FIELDS = /* groq */ `
  _id,
  "title": ${t('title')},
  "slug": coalesce(slug.current, ""),
  "seo": {${SEO}}
`

/**
 * The page without its sections, for typegen: it cannot read the sections' projection, which
 * is built from the section types' definitions (each section's type comes from its own section.ts).
 */
export const pageFieldsQuery = defineQuery(`${PAGE_BY_SLUG}{${PAGE_FIELDS}}`)

/** A page with its sections, each projected by its own type's branch (./definitions.ts). */
export const pageQuery = `${PAGE_BY_SLUG}{${PAGE_FIELDS}, "sections": sections[]{${SECTIONS_PROJECTION}}}`

export type PageContent = NonNullable<PageFieldsQueryResult> & {sections: Section[] | null}

/** A page by slug ("" for the main landing page), or null when there is none. */
export const getPage = cache(
  async (slug: string, lang: Language, perspective: Perspective = 'published'): Promise<PageContent | null> => {
    return getContentSource(perspective).fetch<PageContent | null>(pageQuery, {slug, lang})
  },
)
