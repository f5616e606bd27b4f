import {cookies, draftMode} from 'next/headers'
import {launchPerspective, type Perspective} from '@habitum/content/perspective'
import {LAUNCH_PREVIEW_COOKIE} from '../preview/launchCookie'
import {isDocumentId} from './launchPreview'

/**
 * What this request sees: drafts when an editor turned preview on (Next's draft mode, a cookie
 * only /api/draft-mode/enable sets), a launch's preview when that route also named a launch,
 * published content otherwise. Draft mode also makes Next render the page for this request
 * alone, never from or into its cache.
 */
export async function requestPerspective(): Promise<Perspective> {
  if (!(await draftMode()).isEnabled) return 'published'
  const launchId = (await cookies()).get(LAUNCH_PREVIEW_COOKIE)?.value
  return isDocumentId(launchId) ? launchPerspective(launchId) : 'drafts'
}
