import type {LayoutProps} from 'sanity'
import {createGlobalStyle} from 'styled-components'

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

/** The Studio's layout as Sanity draws it, with the style above (sanity.config.ts, `studio.components`). */
export function StudioLayout(props: LayoutProps) {
  return (
    <>
      <SentenceCaseBreadcrumbs />
      {props.renderDefault(props)}
    </>
  )
}
