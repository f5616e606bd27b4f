import {LAUNCH_PREVIEW_PARAM} from '../../../schemas/site/preview'

/** Where an enable request says to go afterwards: next-sanity's parameter (the Studio), or ours (the snapshot). */
const TARGET_PARAMS = ['sanity-preview-pathname', 'redirect']

/**
 * The launch an enable request asks to preview, and the request's URL without it: `?launch=` on
 * the route, or on the page it goes to (the Presentation tool opens the route with the page it
 * was asked for, `/?launch=…`). `launchId` is null when no launch is named: a drafts preview.
 * The page loses the parameter: it has done its work once the cookie is set.
 */
export function launchRequested(requestUrl: string): {launchId: string | null; url: URL} {
  const url = new URL(requestUrl)
  let launchId = url.searchParams.get(LAUNCH_PREVIEW_PARAM)
  url.searchParams.delete(LAUNCH_PREVIEW_PARAM)
  for (const name of TARGET_PARAMS) {
    const target = url.searchParams.get(name)
    if (!target?.startsWith('/')) continue
    const page = new URL(target, 'http://this-site.invalid')
    launchId ??= page.searchParams.get(LAUNCH_PREVIEW_PARAM)
    if (!page.searchParams.has(LAUNCH_PREVIEW_PARAM)) continue
    page.searchParams.delete(LAUNCH_PREVIEW_PARAM)
    url.searchParams.set(name, `${page.pathname}${page.search}${page.hash}`)
  }
  return {launchId, url}
}
