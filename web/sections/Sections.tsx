import {Fragment, Suspense, type ComponentType} from 'react'
import {HoldFirstPaintUntilHere} from '@/components/HoldFirstPaint'
import {SectionBoundary} from '@/components/preview/SectionBoundary.client'
import {SectionFailed} from '@/components/preview/SectionFailed'
import {ContentError} from '@habitum/content/errors'
import {previewMicrocopy} from '@/lib/preview/microcopy'
import {SECTION_TYPES} from '../../schemas/sections/registry'
import type {PageContent} from './page'
import type {Section, SiteContext} from './types'

type AnySectionComponent = ComponentType<{section: Section; site: SiteContext; isFirst: boolean}>

const REGISTERED: ReadonlySet<string> = new Set(SECTION_TYPES)

/**
 * The component of a registered section type (schemas/sections/registry.ts): its folder's
 * Component.tsx (the README's "A section type"), found by name, so no list names a component. The
 * build bundles every folder's Component.tsx on the server, as it did when they were imported one
 * by one: the pages and the JavaScript the browser gets are the same.
 */
async function componentOf(type: string): Promise<AnySectionComponent | undefined> {
  if (!REGISTERED.has(type)) return undefined
  return ((await import(`./${type}/Component`)) as {default: AnySectionComponent}).default
}

type Props = {
  page: PageContent
  site: SiteContext
  /** Drafts for an editor: a section that cannot be drawn becomes a notice, not a failed page. */
  preview?: boolean
}

/** Draws a page's sections in order; a section type without a component stops the build. */
export async function Sections({page, site, preview = false}: Props) {
  const sections = page.sections ?? []
  const components = await Promise.all(sections.map(({_type}) => componentOf(_type)))
  return sections.map((section, index) => {
    const Component = components[index]
    const failed = (
      <SectionFailed words={previewMicrocopy(site.locale.lang)} sectionType={section._type} position={index + 1} />
    )
    if (!Component) {
      if (preview) return <Fragment key={section._key}>{failed}</Fragment>
      throw new ContentError(
        `Page "${page._id}" (/${page.slug}) has a section of unknown type "${section._type}" at position ${index + 1}: ` +
          'add its schema and its line to schemas/sections/ and its folder to web/sections/ (README, "A section type"), or remove it from the page',
      )
    }
    const isFirst = index === 0
    const drawn = (
      <Fragment key={section._key}>
        <Component section={section} site={site} isFirst={isFirst} />
        {/* The first screen is painted whole: its centred columns would move as their text arrived. */}
        {isFirst && <HoldFirstPaintUntilHere id="first-section-read" />}
      </Fragment>
    )
    if (!preview) return drawn
    // A section that fails on the server is sent without its HTML; in the browser React draws
    // it again, and the boundary shows the notice when it fails there too.
    return (
      <Suspense key={section._key}>
        <SectionBoundary fallback={failed}>{drawn}</SectionBoundary>
      </Suspense>
    )
  })
}
