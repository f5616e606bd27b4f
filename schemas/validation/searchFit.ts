import type {ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {SITE_SETTINGS_ID} from '../documents/siteSettings'
import {LANGUAGE_TITLES, LANGUAGES, type Language} from '@habitum/content/languages'
import {
  SEARCH_DESCRIPTION_SHOWN,
  SEARCH_TITLE_SHOWN,
  searchAppearance,
  searchInputOf,
  type EditedForSearch,
  type SearchAppearance,
  type SearchAppearanceInput,
} from '../site/searchAppearance'

/**
 * What a search result cuts of a page in a language, one sentence per text: the title as the
 * site prints it (with « · Habitum» after every page's but the home page's), never the field
 * alone, and the description. The same words in the rule below and under the Studio's preview
 * (studio/seoPreview/), so that a title too long is counted once, with one number.
 */
export function searchCuts(shown: SearchAppearance, language: Language): string[] {
  const name = LANGUAGE_TITLES[language].toLowerCase()
  return [
    ...(shown.titleCut
      ? [
          `El título en ${name}, tal como lo muestra el sitio («${shown.title}»), tiene ${shown.title.length} caracteres: los buscadores muestran unos ${SEARCH_TITLE_SHOWN} y el final no se verá.`,
        ]
      : []),
    ...(shown.descriptionCut ? [descriptionCut(shown.description, language)] : []),
  ]
}

/** The sentence for a description longer than a search result shows. */
const descriptionCut = (description: string, language: Language) =>
  `La descripción en ${LANGUAGE_TITLES[language].toLowerCase()} tiene ${description.length} caracteres, más de los ${SEARCH_DESCRIPTION_SHOWN} caracteres que muestran los buscadores: el final no se verá.`

/**
 * The warning "search engines will cut this": the page's title as the site prints it or its
 * description, in any language, longer than a search result shows. The one limit on either: a
 * warning, not an error, since the page still works and only its end is not seen in the result.
 */
export async function fitsSearchResults(
  seo: SearchAppearanceInput['seo'] | undefined,
  context: ValidationContext,
): Promise<true | string> {
  const edited = (context.document ?? {}) as EditedForSearch
  const settings = await context
    .getClient({apiVersion: API_VERSION})
    .fetch<SearchAppearanceInput['settings'] | null>(
      `*[_id == $id][0]{brandName, title, description}`,
      {id: SITE_SETTINGS_ID},
      {perspective: 'published'},
    )
  const cuts = LANGUAGES.flatMap((language) =>
    // Only lengths are judged here: the address does not matter.
    searchCuts(searchAppearance(searchInputOf(edited, seo, settings ?? {}, language, 'https://localhost')), language),
  )
  return cuts.length === 0 ? true : cuts.join(' ')
}

/**
 * The warnings on a document's own description for search engines (a legal document's): none in
 * Spanish, when the site's general description stands in for it; longer than a result shows, in
 * either language, with the words pages get.
 */
export function describesForSearch(description: {es?: string | null; en?: string | null} | undefined): true | string {
  const problems = [
    ...(description?.es?.trim()
      ? []
      : ['Escriba la descripción en español: sin ella, los buscadores muestran la descripción general del sitio.']),
    ...LANGUAGES.flatMap((language) => {
      const text = description?.[language]?.trim() ?? ''
      return text.length > SEARCH_DESCRIPTION_SHOWN ? [descriptionCut(text, language)] : []
    }),
  ]
  return problems.length === 0 ? true : problems.join(' ')
}
