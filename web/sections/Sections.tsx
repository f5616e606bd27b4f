import type {ComponentType} from 'react'
import {ContentError} from '@/lib/content/errors'
import {SECTION_COMPONENTS} from './registry'
import type {PageContent} from './page'
import type {Section, SiteContext} from './types'

type AnySectionComponent = ComponentType<{section: Section; site: SiteContext; isFirst: boolean}>

/** Draws a page's sections in order; a section type without a component stops the build. */
export function Sections({page, site}: {page: PageContent; site: SiteContext}) {
  return (page.sections ?? []).map((section, index) => {
    const Component = (SECTION_COMPONENTS as Record<string, AnySectionComponent | undefined>)[section._type]
    if (!Component) {
      throw new ContentError(
        `Page "${page._id}" (/${page.slug}) has a section of unknown type "${section._type}" at position ${index + 1}: ` +
          'add it to schemas/sections/ and web/sections/registry.ts, or remove it from the page',
      )
    }
    return <Component key={section._key} section={section} site={site} isFirst={index === 0} />
  })
}
