import {map} from 'rxjs'
import {getPublishedId} from 'sanity'
import {
  defineDocuments,
  presentationTool,
  type DocumentLocation,
  type DocumentLocationResolver,
} from 'sanity/presentation'
import {API_VERSION} from '../schemas/apiVersion'
import {LANGUAGE_TITLES, LANGUAGES} from '@habitum/content/languages'
import {DRAFT_MODE_ENABLE_PATH} from '../schemas/site/preview'
import {
  LOCATIONS_QUERY,
  locationsOf,
  SHOWN_NOWHERE,
  type LocationsQueryResult,
  type SiteLocation,
} from '../schemas/site/locations'

/**
 * The Presentation tool: the site beside the form, in preview (draft mode), at the page being
 * edited. `previewUrl` is the site's address, `allowOrigins` other addresses it may show
 * (studio/env.ts).
 */
export function sitePresentation(previewUrl: string, allowOrigins: string[] = []) {
  return presentationTool({
    title: 'Vista previa',
    previewUrl: {initial: previewUrl, previewMode: {enable: DRAFT_MODE_ENABLE_PATH}},
    // The preview URL's origin is always allowed; more only where the build says so (studio/env.ts).
    ...(allowOrigins.length > 0 ? {allowOrigins} : {}),
    resolve: {mainDocuments, locations},
  })
}

/**
 * The document a page of the site shows first, so that following a link in the frame opens its
 * form: a landing page by its slug, a legal document (or one of its revisions) by its slug.
 */
const mainDocuments = defineDocuments([
  {route: ['/', '/:lang(es|en)'], filter: '_type == "page" && !defined(slug.current)'},
  {
    route: ['/legal/:slug', '/legal/:slug/:date', '/:lang(es|en)/legal/:slug', '/:lang(es|en)/legal/:slug/:date'],
    filter: '_type == "legalDocument" && slug.current == $slug',
  },
  {route: ['/:slug', '/:lang(es|en)/:slug'], filter: '_type == "page" && slug.current == $slug'},
])

/**
 * The pages that show the document being edited, in each language, from the same knowledge the
 * publishing webhook uses (schemas/site/locations.ts). They follow the drafts: a FAQ item added
 * to a page's draft lists that page at once. Of a document the site never shows (a lead, a
 * redirect) nothing is said.
 */
export const locations: DocumentLocationResolver = ({id, type}, {documentStore}) =>
  SHOWN_NOWHERE.has(type)
    ? null
    : documentStore
        .listenQuery(
          LOCATIONS_QUERY,
          {id: getPublishedId(id), type},
          {perspective: 'drafts', apiVersion: API_VERSION, tag: 'presentation-locations'},
        )
        .pipe(map((found: LocationsQueryResult) => describeLocations(type, found)))

/** What the Presentation tool lists for a document: each place it shows, in Spanish and English. */
function describeLocations(type: string, found: LocationsQueryResult) {
  const shown = locationsOf(type, found)
  if (shown.everyPage) {
    return {
      message: 'Se muestra en todas las páginas del sitio (cabecera, pie y datos para buscadores)',
      tone: 'caution' as const,
      locations: inEveryLanguage({address: '/', title: {es: 'Inicio', en: 'Home'}}),
    }
  }
  if (shown.locations.length === 0) {
    return {message: 'Ninguna página del sitio lo muestra por ahora', tone: 'caution' as const}
  }
  return {locations: shown.locations.flatMap(inEveryLanguage)}
}

/**
 * A place of the site at its address in each language, as the site links them: Spanish, the
 * first language, without a prefix; the others under `/{lang}` (web/lib/i18n/links.ts).
 */
function inEveryLanguage({address, title}: SiteLocation): DocumentLocation[] {
  return LANGUAGES.map((id, index) => ({
    title: `${title?.[id] || title?.es || address} (${LANGUAGE_TITLES[id]})`,
    href: index === 0 ? address : `/${id}${address === '/' ? '/' : address}`,
  }))
}
