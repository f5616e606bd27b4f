import {publishedContactFormOptions, readContactFormOptions} from '@/lib/contact/formContext'
import {requestPerspective} from '@/lib/content/requestPerspective'
import {isPreview} from '@habitum/content/perspective'
import {refuse} from '@/lib/http/requests'
import {isLanguage} from '@/lib/i18n/languages'

export const dynamic = 'force-dynamic'

/**
 * The contact form's options (web/lib/contact/formOptions.ts): the categories it offers and the
 * health vocabulary, in `?lang=`, which its slot reads as the form comes near instead of every
 * page carrying them. Published content from a reading kept a minute; drafts in a preview (Next's
 * draft mode), or a launch's, read each time. Kept by the browser only: a shared cache cannot tell a preview's
 * request from a visitor's.
 */
export async function GET(request: Request) {
  const lang = new URL(request.url).searchParams.get('lang')
  if (!isLanguage(lang)) return refuse(400, 'invalid-language', 'lang must be one of the site languages')
  const perspective = await requestPerspective()
  if (isPreview(perspective)) {
    return Response.json(await readContactFormOptions(lang, perspective), {
      headers: {'Cache-Control': 'private, no-store'},
    })
  }
  const options = await publishedContactFormOptions(lang)
  if (!options)
    return refuse(503, 'unavailable', 'The form options cannot be read now', {}, {'Cache-Control': 'no-store'})
  return Response.json(options, {headers: {'Cache-Control': 'private, max-age=60'}})
}
