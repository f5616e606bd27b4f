import type {LegalDocumentDates} from './index'
import {announcedChange} from './legal'

/** Where a browser keeps the notices its visitor dismissed (localStorage): a JSON list of keys. */
export const LEGAL_NOTICES_DISMISSED_KEY = 'habitum:legal-notices-dismissed'

/** A notice's key: the document and the date announced, so a later change is announced afresh. */
export const legalNoticeKey = (slug: string, coming: string) => `${slug}@${coming}`

export type Announcement = {
  key: string
  slug: string
  title: string
  /** The language the title is in: Spanish on an English page whose document has no English title. */
  titleLanguage: LegalDocumentDates['titleLanguage']
  current: string
  coming: string
}

/**
 * The notices a page rendered on `today` shows: one per legal document with an announced change,
 * its dates (the revision in force, compared with the coming one).
 */
export function announcements(documents: LegalDocumentDates[], today: string): Announcement[] {
  return documents.flatMap(({slug, title, titleLanguage, revisions}) => {
    const change = announcedChange(revisions, today)
    // The key goes into a CSS selector and a script: only slugs of the form the Studio accepts.
    if (!change || !slug || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return []
    const [current, coming] = [change.current.inForce!, change.coming.inForce!]
    return [{key: legalNoticeKey(slug, coming), slug, title: title ?? slug, titleLanguage, current, coming}]
  })
}
