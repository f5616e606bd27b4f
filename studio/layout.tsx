import {useEffect} from 'react'
import {useSchema, type LayoutProps} from 'sanity'
import {createGlobalStyle} from 'styled-components'
import {retitleSanityParts} from './sanityTitles'
import {sayCloseInSpanish} from './closeLabels'
import {sayDragInSpanish} from './dragAnnouncements'

/**
 * Sanity draws the breadcrumb of a dialog that edits an array item (the preview titles of the
 * items it is nested in) with an inline `text-transform: capitalize`, which writes our Spanish
 * titles in Title Case («Rige Desde…», «Un Panel De Gestión Para…»). The titles come from the
 * schema's previews as editors wrote them, in sentence case, and are shown so: neither the
 * breadcrumb nor its overflow menu is a component the Studio's config can replace, and only an
 * `!important` rule outweighs an inline style. The selectors stay within those two places.
 */
const SentenceCaseBreadcrumbs = createGlobalStyle`
  [data-testid='nested-object-dialog'] [style*='text-transform: capitalize'],
  [aria-labelledby='breadcrumb-overflow-menu-button'] [style*='text-transform: capitalize'] {
    text-transform: none !important;
  }
`

/**
 * «Programado»'s lines (studio/scheduling/) carry the date, the page and its state: Sanity cuts a
 * list item's title to one line with an ellipsis, which left only the date. Those lines, marked by
 * their icon, wrap instead, as do the review lists' (studio/wholeLine.tsx); no other list changes.
 */
const WholeScheduleLines = createGlobalStyle`
  [data-testid^='pane-item-']:has([data-schedule-line], [data-whole-line]) [data-ui='Text'],
  [data-testid^='pane-item-']:has([data-schedule-line], [data-whole-line]) [data-ui='Text'] span {
    overflow: visible !important;
    text-overflow: clip !important;
    white-space: normal !important;
  }
  /* The compact line has a fixed height: it grows with its wrapped words instead. */
  [data-testid^='pane-item-']:has([data-schedule-line], [data-whole-line]) div {
    height: auto !important;
  }
  [data-testid^='pane-item-']:has([data-schedule-line], [data-whole-line]) [data-ui='Text'] {
    padding: 2px 0;
  }
`

/**
 * The Studio's layout as Sanity draws it, with the styles above and a list's reordering announced
 * in Spanish (studio/dragAnnouncements.ts), dialogs' close buttons too (studio/closeLabels.ts), and the parts of a rich text's paragraph titled in
 * Spanish before any form or panel reads them (studio/sanityTitles.ts) (sanity.config.ts,
 * `studio.components`).
 */
export function StudioLayout(props: LayoutProps) {
  retitleSanityParts(useSchema())
  useEffect(() => sayDragInSpanish(document.body), [])
  useEffect(() => sayCloseInSpanish(document.body), [])
  return (
    <>
      <SentenceCaseBreadcrumbs />
      <WholeScheduleLines />
      {props.renderDefault(props)}
    </>
  )
}
