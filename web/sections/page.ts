import {defineQuery} from 'groq'
import {cache} from 'react'
import type {PageQueryResult} from '../sanity.types'
import {SEO, t} from '../lib/content/fragments'
import {getContentSource} from '../lib/content/source'
import type {Perspective} from '@habitum/content/perspective'
import type {Language} from '../lib/i18n/languages'
import {SECTIONS_PROJECTION} from './registry'

/** A page by slug; the main landing page has none and is asked for with $slug == "". */
export const pageQuery = defineQuery(`
  *[_type == "page" && coalesce(slug.current, "") == $slug][0]{
    _id,
    "title": ${t('title')},
    "slug": coalesce(slug.current, ""),
    "seo": {${SEO}},
    "sections": sections[]{${SECTIONS_PROJECTION}}
  }
`)

export type PageContent = NonNullable<PageQueryResult>

/** A page by slug ("" for the main landing page), or null when there is none. */
export const getPage = cache(
  async (slug: string, lang: Language, perspective: Perspective = 'published'): Promise<PageContent | null> => {
    return getContentSource(perspective).fetch<PageQueryResult>(pageQuery, {slug, lang})
  },
)
