import type {HealthVocabulary} from '@habitum/content/leads/healthDetails'
import type {Perspective} from '@habitum/content/perspective'
import {PRIVACY_POLICY_SLUG} from '../../../schemas/legalSlugs'
import {getServerConfig} from '../config'
import {getCompanyTypes, getContactFormContent, getLegalDocument, type CompanyType} from '../content'
import {todayInBuenosAires} from '../content/legal'
import type {Block} from '../content/portableText'
import {localizeHref} from '../i18n/links'
import type {Locale} from '../i18n/languages'
import {noticeVersion, privacyRevisionOf, privacyRevisionPath, type PrivacyRevision} from './consent'

/** What the contact form needs from the server: where it posts, what it offers, says and asks to accept. */
export type ContactFormContext = {
  endpoint: string
  apiKey?: string
  categories: CompanyType[]
  /** The notice at collection beside «Enviar», and the rights notice in full, in the page's language. */
  notice: Block[]
  rightsNotice: Block[]
  /** The version of those two texts as shown, which the form sends with the consent. */
  noticeVersion: string
  /** The privacy policy's revision in force, and its address in the page's language; none without a policy. */
  privacy?: {revision: PrivacyRevision; href: string}
  /** The words that make a message look like it holds health details (the form's note). */
  health: HealthVocabulary
}

export async function contactFormContext(locale: Locale, perspective: Perspective): Promise<ContactFormContext> {
  const [categories, content, policy] = await Promise.all([
    getCompanyTypes(locale.lang, perspective),
    getContactFormContent(locale.lang, perspective),
    getLegalDocument(PRIVACY_POLICY_SLUG, locale.lang, perspective),
  ])
  const notice = (content.notice ?? []) as Block[]
  const rightsNotice = (content.rightsNotice ?? []) as Block[]
  const revision = privacyRevisionOf(policy?.revisions, todayInBuenosAires())
  return {
    ...getServerConfig().publicContact,
    categories,
    notice,
    rightsNotice,
    noticeVersion: noticeVersion(notice, rightsNotice),
    privacy: revision && {revision, href: localizeHref(privacyRevisionPath(revision), locale)},
    health: content.health,
  }
}
