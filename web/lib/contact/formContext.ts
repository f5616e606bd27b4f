import type {HealthVocabulary} from '@habitum/content/leads/healthDetails'
import type {Perspective} from '@habitum/content/perspective'
import {PRIVACY_POLICY_SLUG} from '../../../schemas/legalSlugs'
import {getServerConfig} from '../config'
import {getCompanyTypes, getContactFormContent, getLegalDocument, type CompanyType} from '../content'
import {revisionInForce, todayInBuenosAires} from '../content/legal'
import {withLegalTerms} from '../content/legalTerms'
import type {Block} from '../content/portableText'
import {localizeHref} from '../i18n/links'
import type {Language, Locale} from '../i18n/languages'
import {noticeVersion, privacyRevisionOf, privacyRevisionPath, type PrivacyRevision} from './consent'

/** What the contact form needs from the server: where it posts, what it offers, says and asks to accept. */
export type ContactFormContext = {
  endpoint: string
  apiKey?: string
  categories: CompanyType[]
  /**
   * The notice at collection before «Enviar», saying the privacy policy's terms as the revision in
   * force sets them, and the rights notice in full, in the page's language.
   */
  notice: Block[]
  rightsNotice: Block[]
  /** The version of those two texts as shown, which the form sends with the consent. */
  noticeVersion: string
  /**
   * The privacy policy's revision in force, its address in the page's language, and the language
   * its text is in there; none without a policy.
   */
  privacy?: {revision: PrivacyRevision; href: string; language: Language}
  /** The words that make a message look like it holds health details (the form's note). */
  health: HealthVocabulary
}

export async function contactFormContext(locale: Locale, perspective: Perspective): Promise<ContactFormContext> {
  const [categories, content, policy] = await Promise.all([
    getCompanyTypes(locale.lang, perspective),
    getContactFormContent(locale.lang, perspective),
    getLegalDocument(PRIVACY_POLICY_SLUG, locale.lang, perspective),
  ])
  const today = todayInBuenosAires()
  const inForce = revisionInForce(policy?.revisions ?? null, today)
  const notice = withLegalTerms((content.notice ?? []) as Block[], inForce, content.noticeLanguage)
  const rightsNotice = (content.rightsNotice ?? []) as Block[]
  const revision = privacyRevisionOf(policy?.revisions, today)
  return {
    ...getServerConfig().publicContact,
    categories,
    notice,
    rightsNotice,
    noticeVersion: noticeVersion(notice, rightsNotice),
    privacy: revision &&
      inForce && {
        revision,
        href: localizeHref(privacyRevisionPath(revision), locale),
        language: inForce.bodyLanguage,
      },
    health: content.health,
  }
}
