import {cache} from 'react'
import type {
  CompanyTypesQueryResult,
  LegalDocumentQueryResult,
  PageQueryResult,
  SiteSettingsQueryResult,
} from '../../sanity.types'
import type {Language} from '../i18n/languages'
import {ContentError} from './errors'
import {
  companyTypesQuery,
  legalDocumentQuery,
  legalSlugsQuery,
  pageQuery,
  pageSlugsQuery,
  siteSettingsQuery,
} from './queries'
import {getContentSource} from './source'

/** Typed access to the site's content; pages and components ask these functions only. */

export type SiteSettings = NonNullable<SiteSettingsQueryResult>
export type PageContent = NonNullable<PageQueryResult>
export type Section = NonNullable<PageContent['sections']>[number]
export type SectionType = Section['_type']
export type SectionOf<T extends SectionType> = Extract<Section, {_type: T}>
export type LegalDocument = NonNullable<LegalDocumentQueryResult>
export type LegalRevision = NonNullable<LegalDocument['revisions']>[number]

export const getSiteSettings = cache(async (lang: Language): Promise<SiteSettings> => {
  const settings = await getContentSource().fetch<SiteSettingsQueryResult>(siteSettingsQuery, {lang})
  if (!settings) {
    throw new ContentError('The "siteSettings" document is missing: every page needs it (brand, contact, links)')
  }
  return settings
})

/** A page by slug ("" for the main landing page), or null when there is none. */
export const getPage = cache(async (slug: string, lang: Language): Promise<PageContent | null> => {
  return getContentSource().fetch<PageQueryResult>(pageQuery, {slug, lang})
})

export const getPageSlugs = cache(async (): Promise<string[]> => {
  return getContentSource().fetch<string[]>(pageSlugsQuery)
})

export const getLegalDocument = cache(
  async (slug: string, lang: Language): Promise<LegalDocument | null> => {
    return getContentSource().fetch<LegalDocumentQueryResult>(legalDocumentQuery, {slug, lang})
  },
)

export const getLegalSlugs = cache(async (): Promise<string[]> => {
  return getContentSource().fetch<string[]>(legalSlugsQuery)
})

export type CompanyType = CompanyTypesQueryResult[number]

/** The contact form's categories, in the editors' order. */
export const getCompanyTypes = cache(async (lang: Language): Promise<CompanyType[]> => {
  return getContentSource().fetch<CompanyTypesQueryResult>(companyTypesQuery, {lang})
})
