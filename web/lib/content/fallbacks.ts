import {cache} from 'react'
import type {Perspective} from '@habitum/content/perspective'
import type {Language} from '../i18n/languages'
import {getContentSource} from './source'

/**
 * Which texts an English page shows in Spanish (WCAG 2.2, 3.1.2 Language of Parts): the queries
 * fall back to Spanish where a document's English is missing (`t()`, schemas/site/fragments.ts),
 * on purpose where its «Versión en inglés» says «Usa el español donde falte el inglés». The page
 * notes them once per request (`noteSpanishFallbacks`), before its sections render, and each
 * component that draws a text from the content asks `spanishLang(text)` for the `lang` of the
 * element that holds it: `"es"` for a text shown by fallback, nothing otherwise.
 */

const BILINGUAL_TEXT = new Set(['localeString', 'localeText'])
const BILINGUAL_BLOCKS = 'localeBlockContent'

type Fallbacks = {texts: Set<string>; blocks: Set<string>}

/** This request's fallbacks (React's per-request cache): empty until a page notes them. */
const current = cache((): Fallbacks => ({texts: new Set(), blocks: new Set()}))

const hasText = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) && value.length > 0

/** The Spanish texts, and the keys of the Spanish rich-text blocks, that `documents` have without English. */
export function spanishFallbacksOf(documents: unknown[]): Fallbacks {
  const found: Fallbacks = {texts: new Set(), blocks: new Set()}
  const visit = (value: unknown) => {
    if (!value || typeof value !== 'object') return
    if (Array.isArray(value)) return value.forEach(visit)
    const {_type, es, en} = value as {_type?: unknown; es?: unknown; en?: unknown}
    if (typeof _type === 'string' && (BILINGUAL_TEXT.has(_type) || _type === BILINGUAL_BLOCKS)) {
      if (hasText(en) || !hasText(es)) return
      if (typeof es === 'string') found.texts.add(es)
      else for (const block of es as Array<{_key?: unknown}>) if (typeof block?._key === 'string') found.blocks.add(block._key)
      return
    }
    Object.values(value).forEach(visit)
  }
  documents.forEach(visit)
  return found
}

/**
 * A page and the documents its sections show (FAQ items by reference; the contact form's notice
 * where the page has a contact section), as stored.
 */
const SHOWN_DOCUMENTS = /* groq */ `{
  "page": *[_type == "page" && coalesce(slug.current, "") == $slug][0],
  "referenced": *[_id in *[_type == "page" && coalesce(slug.current, "") == $slug][0].sections[].items[]._ref]
    + *[_id == "contactForm" && count(*[_type == "page" && coalesce(slug.current, "") == $slug][0].sections[_type == "contact"]) > 0]
}`

/** The site settings as stored: the header's and footer's texts on every page. */
const SITE_SETTINGS = /* groq */ `*[_type == "siteSettings"][0]`

function note(documents: unknown[]) {
  const found = spanishFallbacksOf(documents)
  const fallbacks = current()
  found.texts.forEach((text) => fallbacks.texts.add(text))
  found.blocks.forEach((key) => fallbacks.blocks.add(key))
}

/** Notes, for this request, what the page at `slug` shows in Spanish in `lang` (nothing in Spanish). */
export async function noteSpanishFallbacks(slug: string, lang: Language, perspective: Perspective) {
  if (lang === 'es') return
  const shown = await getContentSource(perspective).fetch<{page: unknown; referenced: unknown[]}>(SHOWN_DOCUMENTS, {
    slug,
  })
  note([shown.page, ...(shown.referenced ?? [])])
}

/**
 * Notes what the site settings show in Spanish in `lang`: the shell (web/components/SiteShell.tsx)
 * awaits it before it draws the header and the footer, which render beside the page, not after it.
 */
export async function noteSiteSettingsFallbacks(lang: Language, perspective: Perspective) {
  if (lang === 'es') return
  note([await getContentSource(perspective).fetch<unknown>(SITE_SETTINGS, {})])
}

/** `"es"` for a text this page shows in Spanish by fallback; undefined for any other. */
export function spanishLang(text: string | null | undefined): 'es' | undefined {
  return text && current().texts.has(text) ? 'es' : undefined
}

/** `"es"` for rich text this page shows in Spanish by fallback (its first block's key tells). */
export function spanishBlocksLang(blocks: unknown): 'es' | undefined {
  const key = Array.isArray(blocks) ? (blocks[0] as {_key?: unknown} | undefined)?._key : undefined
  return typeof key === 'string' && current().blocks.has(key) ? 'es' : undefined
}
