import type {ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {SITE_SETTINGS_ID} from '../documents/siteSettings'
import {LANGUAGE_TITLES, LANGUAGES} from '../languages'
import {
  SEARCH_DESCRIPTION_SHOWN,
  SEARCH_TITLE_SHOWN,
  searchAppearance,
  searchInputOf,
  type EditedForSearch,
  type SearchAppearanceInput,
} from '../site/searchAppearance'

/**
 * The warning "search engines will cut this": the page's title (with the brand the site adds) or
 * description, in any language, longer than a search result shows. A warning, not an error: the
 * page still works, its end is just not seen in the result.
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
  const problems = LANGUAGES.flatMap((language) => {
    // Only lengths are judged here: the address does not matter.
    const shown = searchAppearance(searchInputOf(edited, seo, settings ?? {}, language, 'https://localhost'))
    const name = LANGUAGE_TITLES[language].toLowerCase()
    return [
      ...(shown.titleCut ? [`el título en ${name} («${shown.title}») tiene ${shown.title.length} caracteres`] : []),
      ...(shown.descriptionCut ? [`la descripción en ${name} tiene ${shown.description.length}`] : []),
    ]
  })
  if (problems.length === 0) return true
  return `Los buscadores muestran unos ${SEARCH_TITLE_SHOWN} caracteres de título y ${SEARCH_DESCRIPTION_SHOWN} de descripción: ${problems.join('; ')}. El final no se verá en los resultados.`
}
