/**
 * GROQ fragments the queries share: a bilingual field in the page language, an image, a button,
 * the small repeated items of sections. Language fallback lives here: `${t('field')}` gives
 * components plain strings in the page language, Spanish when the English value is missing.
 * They live beside the schemas, not in web/lib: they spell the content model's field names, and
 * every layer of the site that queries (web/lib/content, each section's section.ts) reads them.
 */

/** A bilingual field in the page language, falling back to Spanish. */
export const t = (field: string) => `coalesce(select($lang == "en" => ${field}.en), ${field}.es)`

/** The language `t(field)` gives its text in: "es" where an English page falls back to Spanish. */
export const tLanguage = (field: string) => `select($lang == "en" && defined(${field}.en) => "en", "es")`

/** An image's file and how the editor framed it (web/lib/images/imageUrl.ts). */
const IMAGE_FILE = /* groq */ `
  "src": asset->url,
  "assetRef": asset._ref,
  crop,
  hotspot,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height
`

/** An image's description in the page language; none for a decorative one (schemas/objects/imageWithAlt.ts). */
const ALT = /* groq */ `select(decorative == true => "", coalesce(${t('alt')}, ""))`

export const IMAGE = /* groq */ `
  ${IMAGE_FILE},
  "alt": ${ALT}
`

/**
 * An image that shows words, with its optional English version in `<image>En`
 * (schemas/sections/fields.ts): the English page shows that one when it has a file. The alt
 * text is the Spanish image's, bilingual already.
 */
export const localizedImage = (image: string) => /* groq */ `{
  ...(select($lang == "en" && defined(${image}En.asset) => ${image}En, ${image})){${IMAGE_FILE}},
  "alt": ${image}{"text": ${ALT}}.text
}`

/**
 * An image that is words and nothing else (a store badge), localized as `localizedImage`, whose
 * description is those words: it is given in the language of the file shown, with that language.
 * An English page showing the Spanish file (no English one) reads its Spanish description, marked
 * `language` "es" for the component to say so (WCAG 3.1.2), rather than an English description of
 * Spanish words.
 */
export const imageOfWords = (image: string) => /* groq */ `{
  ...(select($lang == "en" && defined(${image}En.asset) => ${image}En, ${image})){${IMAGE_FILE}},
  "alt": select(
    ${image}.decorative == true => "",
    $lang == "en" && defined(${image}En.asset) && defined(${image}.alt.en) => ${image}.alt.en,
    coalesce(${image}.alt.es, "")
  ),
  "language": select($lang == "en" && defined(${image}En.asset) && defined(${image}.alt.en) => "en", "es")
}`

export const BUTTON = /* groq */ `
  "label": ${t('label')},
  href
`

export const FEATURE_ITEM = /* groq */ `
  _key,
  "title": ${t('title')},
  "text": ${t('text')},
  "icon": icon{${IMAGE}}
`

export const ILLUSTRATED_ITEM = /* groq */ `
  _key,
  "title": ${t('title')},
  "text": ${t('text')},
  "image": image{${IMAGE}}
`

/** A page's or the site's search-engine and sharing fields. */
export const SEO = /* groq */ `
  "title": ${t('seo.title')},
  "description": ${t('seo.description')},
  "image": seo.image{${IMAGE}}
`
