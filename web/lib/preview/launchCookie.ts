/**
 * Which launch an editor previews (docs/studio.md «Previewing a launch»): kept in a cookie next
 * to Next's draft-mode cookie, set and cleared by /api/draft-mode/enable, cleared by
 * /api/draft-mode/disable. Read only while draft mode is on: alone it turns nothing on, and what
 * it shows (published content and one launch's drafts) is less than the drafts preview shows.
 */
export const LAUNCH_PREVIEW_COOKIE = 'habitum-launch-preview'

/** How the launch cookie is written: as next-sanity writes the draft-mode cookie, so both reach the same frames. */
export function launchCookieOptions(request: Request, secure: boolean) {
  // In the Studio's cross-site frame, a cookie must be partitioned to be kept (CHIPS), as next-sanity's is.
  const partitioned =
    secure &&
    request.headers.get('sec-fetch-dest') === 'iframe' &&
    request.headers.get('sec-fetch-site') === 'cross-site'
  return {
    name: LAUNCH_PREVIEW_COOKIE,
    httpOnly: true,
    path: '/',
    secure,
    sameSite: secure ? ('none' as const) : ('lax' as const),
    partitioned,
  }
}
