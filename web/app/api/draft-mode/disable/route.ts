import {cookies, draftMode} from 'next/headers'
import {redirect} from 'next/navigation'
import {LAUNCH_PREVIEW_COOKIE} from '@/lib/preview/launchCookie'
import {pathOnThisSite} from '../../../../../schemas/site/preview'

export const dynamic = 'force-dynamic'

/**
 * Leaves preview, a launch's too: back to `?redirect=`, or to the page the banner's link was
 * followed from (its Referer), always a path of this site.
 */
export async function GET(request: Request) {
  ;(await draftMode()).disable()
  ;(await cookies()).delete(LAUNCH_PREVIEW_COOKIE)
  const target = new URL(request.url).searchParams.get('redirect') ?? pathOf(request.headers.get('referer'))
  redirect(pathOnThisSite(target))
}

/** The path of a Referer (only the path: the redirect stays on this site whatever its origin). */
function pathOf(referer: string | null) {
  if (!referer || !URL.canParse(referer)) return undefined
  const url = new URL(referer)
  return `${url.pathname}${url.search}`
}
