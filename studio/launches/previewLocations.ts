import {LANGUAGE_TITLES, LANGUAGES} from '@habitum/content/languages'
import {launchPreviewPath} from '../../schemas/site/preview'

/**
 * Where a launch's edit screen offers its preview (docs/studio.md «Previewing a launch»): the
 * Presentation tool's list of places, as every document's edit screen shows it, here the site's
 * home page in each language with the launch named on it (`/?launch=<id>`). A click opens the
 * Presentation tool there; the site turns the launch's preview on, and from there every page
 * shows the site as it will be after the launch.
 */
export function launchPreviewLocations(launchId: string) {
  return {
    message: 'Vea el sitio tal como quedará con este lanzamiento, sin otros borradores en curso',
    tone: 'positive' as const,
    locations: LANGUAGES.map((language, index) => ({
      title: `Vista previa del lanzamiento (${LANGUAGE_TITLES[language]})`,
      // Spanish, the first language, without a prefix; the others under /{lang} (web/lib/i18n/links.ts).
      href: index === 0 ? launchPreviewPath(launchId) : `/${language}${launchPreviewPath(launchId)}`,
    })),
  }
}
