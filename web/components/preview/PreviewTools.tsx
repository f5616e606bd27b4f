import {VisualEditing} from 'next-sanity/visual-editing'
import type {Dictionary} from '@/lib/i18n/dictionary'
import {PreviewBanner} from './PreviewBanner'

/**
 * What a page in preview adds for editors: the banner, and Sanity's overlays that open a field
 * of the Studio's Presentation tool when its text is clicked and refresh the page on each edit.
 * Rendered only in draft mode: the overlays' code is a chunk visitors' pages never ask for.
 */
export function PreviewTools({dictionary}: {dictionary: Dictionary}) {
  return (
    <>
      <PreviewBanner dictionary={dictionary} />
      <VisualEditing />
    </>
  )
}
