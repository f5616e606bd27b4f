import {createClient} from '@sanity/client'
import {defineEnableDraftMode} from 'next-sanity/draft-mode'
import {draftMode} from 'next/headers'
import {redirect} from 'next/navigation'
import {pathOnThisSite} from '../../../schemas/site/preview'
import type {ServerConfig} from '../config'
import {sanityConnection} from '../content/source'
import {refuse} from '../http/requests'
import {secretsMatch} from '../security/constantTime'

/**
 * Turns preview on for an editor, as each content back end allows it.
 *
 * With a Sanity project, the Studio's Presentation tool opens the page with a short-lived secret
 * it wrote to the dataset; next-sanity checks it there (with the server's read token) and goes to
 * the page asked for, on this site.
 * With the snapshot there is no Studio: `?secret=` must be PREVIEW_SECRET, `?redirect=` the page.
 */
export async function enableDraftMode(request: Request, {sanity, preview}: ServerConfig): Promise<Response> {
  if (sanity) {
    if (!sanity.token) {
      return refuse(503, 'not_configured', 'Preview needs SANITY_API_READ_TOKEN, the token drafts are read with')
    }
    const client = createClient({...sanityConnection(sanity), useCdn: false})
    // Secure and SameSite=None in development too: the Studio (https) frames the site (http on
    // localhost, where browsers keep Secure cookies), and a Lax cookie never reaches that frame.
    return defineEnableDraftMode({client, secureDevMode: true}).GET(request)
  }
  if (!preview.secret) {
    return refuse(404, 'preview_off', 'Preview is off on this server: set PREVIEW_SECRET to turn it on')
  }
  const url = new URL(request.url)
  const secret = url.searchParams.get('secret')
  if (!secret || !secretsMatch(secret, preview.secret)) {
    return refuse(401, 'invalid_secret', 'The query parameter "secret" is missing or wrong')
  }
  ;(await draftMode()).enable()
  redirect(pathOnThisSite(url.searchParams.get('redirect')))
}
