import {createClient} from '@sanity/client'
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {cookies, draftMode} from 'next/headers'
import {redirect} from 'next/navigation'
import {pathOnThisSite} from '../../../schemas/site/preview'
import type {ServerConfig} from '../config'
import {isDocumentId, launchIn, readLaunch} from '../content/launchPreview'
import {getSnapshot, sanityConnection} from '../content/source'
import {refuse} from '../http/requests'
import {secretsMatch} from '../security/constantTime'
import {launchCookieOptions} from './launchCookie'
import {launchRequested} from './launchRequest'

/**
 * Turns preview on for an editor, as each content back end allows it.
 *
 * With a Sanity project, the Studio's Presentation tool opens the page with a short-lived secret
 * it wrote to the dataset; next-sanity checks it there (with the server's read token) and goes to
 * the page asked for, on this site.
 * With the snapshot there is no Studio: `?secret=` must be PREVIEW_SECRET, `?redirect=` the page.
 *
 * `launch=<id>` (on the route, or on the page it goes to) turns on a launch's preview instead of
 * the drafts': it must name a launch that exists (404 otherwise). Launches live in the Content
 * Lake only, never in the snapshot: there, a launch preview is always 404. Without it, a launch
 * previewed before is left and the preview shows drafts again.
 */
export async function enableDraftMode(
  request: Request,
  {sanity, preview, contentDirectory}: ServerConfig,
): Promise<Response> {
  const {launchId, url} = launchRequested(request.url)
  if (launchId !== null && !isDocumentId(launchId)) {
    return refuse(400, 'invalid_launch', 'The query parameter "launch" must be a launch document id')
  }
  if (sanity) {
    if (!sanity.token) {
      return refuse(503, 'not_configured', 'Preview needs SANITY_API_READ_TOKEN, the token drafts are read with')
    }
    const client = createClient({...sanityConnection(sanity), useCdn: false})
    // Checked before the secret: next-sanity answers a right secret by going to the page at once.
    if (launchId !== null && !(await readLaunch(client, launchId))) return unknownLaunch()
    try {
      // Secure and SameSite=None in development too: the Studio (https) frames the site (http on
      // localhost, where browsers keep Secure cookies), and a Lax cookie never reaches that frame.
      return await defineEnableDraftMode({client, secureDevMode: true}).GET(new Request(url, request))
    } catch (wentToPage) {
      // The secret held and next-sanity is going to the page (Next's redirect is thrown): the
      // launch goes with it, written as its draft-mode cookie is.
      await keepLaunch(request, launchId, true)
      throw wentToPage
    }
  }
  if (!preview.secret) {
    return refuse(404, 'preview_off', 'Preview is off on this server: set PREVIEW_SECRET to turn it on')
  }
  const secret = url.searchParams.get('secret')
  if (!secret || !secretsMatch(secret, preview.secret)) {
    return refuse(401, 'invalid_secret', 'The query parameter "secret" is missing or wrong')
  }
  if (launchId !== null && !launchIn(getSnapshot(contentDirectory).documents, launchId)) return unknownLaunch()
  ;(await draftMode()).enable()
  await keepLaunch(request, launchId, process.env.NODE_ENV === 'production')
  redirect(pathOnThisSite(url.searchParams.get('redirect')))
}

const unknownLaunch = () =>
  refuse(
    404,
    'unknown_launch',
    'The query parameter "launch" names no launch (launches are read from the Content Lake, never from the bundled snapshot)',
  )

/** The launch previewed from now on, or none (a drafts preview). */
async function keepLaunch(request: Request, launchId: string | null, secure: boolean) {
  const store = await cookies()
  const options = launchCookieOptions(request, secure)
  if (launchId === null) store.delete(options)
  else store.set({...options, value: launchId})
}
