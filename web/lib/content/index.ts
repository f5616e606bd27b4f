import {cache} from 'react'
import type {
  CompanyTypesQueryResult,
  ContactFormQueryResult,
  LegalDocumentQueryResult,
  LegalNoticesQueryResult,
  SiteSettingsQueryResult,
} from '@habitum/content/sanity.types'
import type {Language} from '../i18n/languages'
import {ContentError} from '@habitum/content/errors'
import {
  companyTypesQuery,
  contactFormQuery,
  legalDocumentQuery,
  legalNoticesQuery,
  legalSlugsQuery,
  pageSlugsQuery,
  shownPageSlugsQuery,
  siteSettingsQuery,
} from './queries'
import type {Perspective} from '@habitum/content/perspective'
import {withLegalTerms} from './legalTerms'
import {getContentSource} from './source'

/** Typed access to the site's content; pages and components ask these functions only. */

export type SiteSettings = NonNullable<SiteSettingsQueryResult>
export type LegalDocument = NonNullable<LegalDocumentQueryResult>
export type LegalRevision = NonNullable<LegalDocument['revisions']>[number]

export const getSiteSettings = cache(
  async (lang: Language, perspective: Perspective = 'published'): Promise<SiteSettings> => {
    const settings = await getContentSource(perspective).fetch<SiteSettingsQueryResult>(siteSettingsQuery, {lang})
    if (!settings) {
      throw new ContentError('The "siteSettings" document is missing: every page needs it (brand, contact, links)')
    }
    return settings
  },
)

export const getPageSlugs = cache(async (): Promise<string[]> => {
  return getContentSource().fetch<string[]>(pageSlugsQuery)
})

/** The slugs of the pages shown on `today`: without those past their end date. */
export const getShownPageSlugs = cache(async (today: string): Promise<string[]> => {
  return getContentSource().fetch<string[]>(shownPageSlugsQuery, {today})
})

/** A legal document, each revision's text saying its own values of the privacy policy's terms (./legalTerms.ts). */
export const getLegalDocument = cache(
  async (slug: string, lang: Language, perspective: Perspective = 'published'): Promise<LegalDocument | null> => {
    const document = await getContentSource(perspective).fetch<LegalDocumentQueryResult>(legalDocumentQuery, {slug, lang})
    return (
      document && {
        ...document,
        revisions:
          document.revisions?.map((revision) => ({
            ...revision,
            body: withLegalTerms(revision.body, revision, revision.bodyLanguage),
          })) ?? null,
      }
    )
  },
)

export const getLegalSlugs = cache(async (): Promise<string[]> => {
  return getContentSource().fetch<string[]>(legalSlugsQuery)
})

export type LegalDocumentDates = LegalNoticesQueryResult[number]

/** Every legal document's title (in `lang`) and revision dates: which of them announce a change. */
export const getLegalDocumentDates = cache(
  async (lang: Language, perspective: Perspective = 'published'): Promise<LegalDocumentDates[]> => {
    return getContentSource(perspective).fetch<LegalNoticesQueryResult>(legalNoticesQuery, {lang})
  },
)

export type CompanyType = CompanyTypesQueryResult[number]

/** The contact form's categories, in the editors' order. */
export const getCompanyTypes = cache(
  async (lang: Language, perspective: Perspective = 'published'): Promise<CompanyType[]> => {
    return getContentSource(perspective).fetch<CompanyTypesQueryResult>(companyTypesQuery, {lang})
  },
)

export type ContactFormContent = NonNullable<ContactFormQueryResult>

/** What the contact form says (its notices, in `lang`) and which words make a message hold health details. */
export const getContactFormContent = cache(
  async (lang: Language, perspective: Perspective = 'published'): Promise<ContactFormContent> => {
    const content = await getContentSource(perspective).fetch<ContactFormQueryResult>(contactFormQuery, {lang})
    if (!content) {
      throw new ContentError(
        'The "contactForm" document is missing: the contact form needs its notice (run the migration that creates it, docs/studio.md)',
      )
    }
    return content
  },
)
