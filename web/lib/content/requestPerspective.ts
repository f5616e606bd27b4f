import {draftMode} from 'next/headers'
import type {Perspective} from '@habitum/content/perspective'

/**
 * What this request sees: drafts when an editor turned preview on (Next's draft mode, a cookie
 * only /api/draft-mode/enable sets), published content otherwise. Draft mode also makes Next
 * render the page for this request alone, never from or into its cache.
 */
export async function requestPerspective(): Promise<Perspective> {
  return (await draftMode()).isEnabled ? 'drafts' : 'published'
}
