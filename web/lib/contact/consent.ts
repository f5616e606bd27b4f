import {createHash} from 'node:crypto'
import {healthDetector, type HealthVocabulary} from '@habitum/content/leads/healthDetails'
import {PRIVACY_POLICY_SLUG} from '../../../schemas/legalSlugs'
import {getContactFormContent, getLegalDocument, type LegalRevision} from '../content'
import {revisionInForce, todayInBuenosAires} from '../content/legal'
import {plainText, type Block} from '../content/portableText'
import {keptReading} from './keptReading'

/**
 * What a visitor consents to when sending the form (docs/leads.md, "Consent"): the privacy policy's
 * revision in force that day, after reading the notice at collection. The form sends which ones;
 * the endpoint refuses a revision that is not in force, and stores the consent with the lead.
 */

/** A revision of the privacy policy: its key in the legal document, and the day it came into force. */
export type PrivacyRevision = {key: string; inForce: string}

/** The notice's version: a hash of the text the visitor was shown, in the page's language. */
export const NOTICE_VERSION_LENGTH = 16
export const NOTICE_VERSION_PATTERN = new RegExp(`^[0-9a-f]{${NOTICE_VERSION_LENGTH}}$`)

export function noticeVersion(...texts: ReadonlyArray<readonly Block[] | null | undefined>): string {
  const text = texts.map((blocks) => (blocks ?? []).map(plainText).join('\n')).join('\n\n')
  return createHash('sha256').update(text).digest('hex').slice(0, NOTICE_VERSION_LENGTH)
}

/** The revision of the privacy policy in force on `today` (Buenos Aires), if it has one. */
export function privacyRevisionOf(revisions: LegalRevision[] | null | undefined, today: string) {
  return privacyRevision(revisionInForce(revisions ?? null, today))
}

/** A revision of the policy as consent names it, if it has its key and date. */
export function privacyRevision(revision: LegalRevision | undefined): PrivacyRevision | undefined {
  return revision?._key && revision.inForce ? {key: revision._key, inForce: revision.inForce} : undefined
}

/** The privacy policy's address for a revision, the page where it can be read in full. */
export const privacyRevisionPath = (revision: PrivacyRevision) => `/legal/${PRIVACY_POLICY_SLUG}/${revision.inForce}`

/**
 * - `in-force`: the revision the request consented to is the one in force;
 * - `not-in-force`: it is not (`inForce` is the one that is): a 400, nothing stored;
 * - `unchecked`: the policy could not be read: the lead is stored with the consent as sent, flagged.
 */
export type ConsentCheck =
  | {status: 'in-force'; revision: PrivacyRevision}
  | {status: 'not-in-force'; inForce: PrivacyRevision | undefined}
  | {status: 'unchecked'}

type ContactRules = {revisions: LegalRevision[]; isHealthMessage: (message: string) => boolean}

/**
 * The rules the endpoint checks a request against, kept as last read (./keptReading.ts): the
 * privacy policy's revisions, and the health-details vocabulary (compiled once per reading).
 * The revision in force is worked out at each request, so that a revision comes into force at
 * midnight without a reading; one the kept reading does not know has the policy read again first.
 */
export function createContactRules(
  read: () => Promise<{revisions: LegalRevision[]; health: HealthVocabulary}>,
  {now = Date.now, today = todayInBuenosAires}: {now?: () => number; today?: () => string} = {},
) {
  const rules = keptReading<ContactRules>(
    async () => {
      const {revisions, health} = await read()
      return {revisions, isHealthMessage: healthDetector(health)}
    },
    'The privacy policy and the health-details vocabulary',
    now,
  )
  const verdict = (kept: ContactRules, key: string): ConsentCheck => {
    const inForce = privacyRevisionOf(kept.revisions, today())
    return inForce?.key === key ? {status: 'in-force', revision: inForce} : {status: 'not-in-force', inForce}
  }
  return {
    async checkConsent(privacyRevision: string): Promise<ConsentCheck> {
      const latest = rules.latest()
      if (latest && verdict(latest, privacyRevision).status === 'in-force') return verdict(latest, privacyRevision)
      const fresh = await rules.fresh()
      return fresh ? verdict(fresh, privacyRevision) : {status: 'unchecked'}
    },
    /** Whether a message looks like it holds health details; false when no vocabulary was ever read. */
    isHealthMessage(message: string): boolean {
      return rules.latest()?.isHealthMessage(message) ?? false
    },
  }
}

/** The rules as the site's content says them. */
export async function readContactRules() {
  const [policy, form] = await Promise.all([getLegalDocument(PRIVACY_POLICY_SLUG, 'es'), getContactFormContent('es')])
  return {revisions: policy?.revisions ?? [], health: form.health}
}
