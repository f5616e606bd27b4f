import type {PreviewedLaunch} from '@/lib/content/previewedLaunch'
import type {Language} from '@/lib/i18n/languages'
import {previewMicrocopy} from '@/lib/preview/microcopy'
import {LiveOverlays} from './LiveOverlays.client'
import {PreviewBanner} from './PreviewBanner'

/**
 * What a page in preview adds for editors: the banner, and Sanity's overlays that open a field
 * of the Studio's Presentation tool when its text is clicked and refresh the page on each edit
 * (LiveOverlays).
 * Rendered only in draft mode: the overlays' code is a chunk visitors' pages never ask for.
 */
export function PreviewTools({lang, launch}: {lang: Language; launch?: PreviewedLaunch}) {
  return (
    <>
      <PreviewBanner words={previewMicrocopy(lang)} launch={launch} />
      <LiveOverlays />
    </>
  )
}
