import {launchPreviewPath} from '../../schemas/site/preview'

/** The Presentation tool's name in the Studio's addresses (studio/presentation.ts names it so). */
export const PRESENTATION_TOOL = 'presentation'

/**
 * Where the Studio opens a launch's preview: its Presentation tool («Vista previa»), asked for the
 * site's home page with the launch named on it. The tool opens the site's enable route with that
 * page, and the site turns the launch's preview on (web/lib/preview/launchRequest.ts); from there
 * every page, in both languages, shows the site as it will be after the launch.
 */
export function launchPreviewHref(studioBasePath: string, launchId: string) {
  const tool = [studioBasePath.replace(/\/+$/, ''), PRESENTATION_TOOL].join('/')
  const search = new URLSearchParams({preview: launchPreviewPath(launchId)})
  return `${tool}?${search}`
}
