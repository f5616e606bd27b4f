import type {Perspective} from '@habitum/content/perspective'
import {PRIVACY_POLICY_SLUG} from '../../../schemas/legalSlugs'
import {getServerConfig} from '../config'
import {getCompanyTypes, getContactFormContent, getLegalDocument} from '../content'
import {revisionInForce, todayInBuenosAires} from '../content/legal'
import {withLegalTerms} from '../content/legalTerms'
import type {Block} from '../content/portableText'
import {localizeHref} from '../i18n/links'
import type {Language, Locale} from '../i18n/languages'
import {noticeVersion, privacyRevision, privacyRevisionPath, type PrivacyRevision} from './consent'
import {keptReading} from './keptReading'
import type {ContactFormOptions} from './formOptions'

/**
 * What the page gives the contact form: where it posts, what it says and asks to accept. What it
 * offers (the categories) and checks as the visitor types (the health vocabulary) it reads once
 * near (./formOptions.ts): the page does not carry them.
 */
export type ContactFormContext = {
  endpoint: string
  apiKey?: string
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
}

export async function contactFormContext(locale: Locale, perspective: Perspective): Promise<ContactFormContext> {
  const [content, policy] = await Promise.all([
    getContactFormContent(locale.lang, perspective),
    getLegalDocument(PRIVACY_POLICY_SLUG, locale.lang, perspective),
  ])
  const inForce = revisionInForce(policy?.revisions ?? null, todayInBuenosAires())
  const notice = withLegalTerms((content.notice ?? []) as Block[], inForce, content.noticeLanguage)
  const rightsNotice = (content.rightsNotice ?? []) as Block[]
  const revision = privacyRevision(inForce)
  return {
    ...getServerConfig().publicContact,
    notice,
    rightsNotice,
    noticeVersion: noticeVersion(notice, rightsNotice),
    privacy: revision && {
      revision,
      href: localizeHref(privacyRevisionPath(revision), locale),
      language: inForce!.bodyLanguage,
    },
  }
}

/** The form's options in `lang`, read now: for a preview, which shows drafts. */
export async function readContactFormOptions(lang: Language, perspective: Perspective): Promise<ContactFormOptions> {
  const [categories, content] = await Promise.all([
    getCompanyTypes(lang, perspective),
    getContactFormContent(lang, perspective),
  ])
  return {categories, health: content.health}
}

const publishedOptions = new Map<Language, ReturnType<typeof keptReading<ContactFormOptions>>>()

/**
 * The published options in `lang` as last read (./keptReading.ts): every visitor who comes near
 * the form asks for them, and the content source is read at most about once a minute for all of
 * them (a publish reaches the form within a minute or so, as it reaches the pages); a failed reading
 * keeps the last good one. Undefined only when none could be read yet.
 */
export async function publishedContactFormOptions(lang: Language): Promise<ContactFormOptions | undefined> {
  let kept = publishedOptions.get(lang)
  if (!kept) {
    kept = keptReading(() => readContactFormOptions(lang, 'published'), `[contact] the form's options (${lang})`)
    publishedOptions.set(lang, kept)
  }
  return kept.latest() ?? (await kept.fresh())
}
