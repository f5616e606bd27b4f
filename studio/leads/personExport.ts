import {normalizeAddress} from '@habitum/content/leads/erasure'
import type {ContactRequest} from '@habitum/content/sanity.types'

/**
 * A stored request as the leads tool reads it (the `drafts` perspective: `_id` is the published
 * id): the schema's contact request as TypeGen writes it, less what an export never reads (`_type`,
 * `_rev`), the dataset's dates optional.
 */
export type StoredLead = Omit<ContactRequest, '_type' | '_rev' | '_createdAt' | '_updatedAt'> &
  Partial<Pick<ContactRequest, '_createdAt' | '_updatedAt'>>

/**
 * What is sent to a person who asks for their data: every request, with what they sent, where it
 * came from (page, referring site, campaign), the dates, and what the team recorded about it
 * (status, spam reason, who handles it, internal notes). The notes are included on purpose: they
 * are data about the person, which a right of access covers; staff write them knowing that.
 * Left out: the dataset's technical fields (ids, revisions), which say nothing about the person.
 */
export function personExport(address: string, leads: readonly StoredLead[], now = new Date()) {
  return {
    exportedAt: now.toISOString(),
    email: normalizeAddress(address),
    count: leads.length,
    requests: leads.map((lead) => ({
      receivedAt: lead.receivedAt,
      lastChangedAt: lead._updatedAt,
      name: lead.name,
      email: lead.email,
      category: lead.category,
      categoryUnchecked: lead.categoryUnchecked,
      language: lead.language,
      message: lead.message,
      page: lead.page,
      referrerOrigin: lead.referrerOrigin,
      utmSource: lead.utmSource,
      utmMedium: lead.utmMedium,
      utmCampaign: lead.utmCampaign,
      status: lead.status,
      spamReason: lead.spamReason,
      assignedTo: lead.assignedTo,
      notes: lead.notes,
      // The person's own message, health details included: a right of access covers it.
      containsHealthData: lead.containsHealthData,
      consent: lead.consent && {
        privacyPolicyInForceSince: lead.consent.privacyInForce,
        privacyPolicyRevision: lead.consent.privacyRevision,
        noticeVersion: lead.consent.noticeVersion,
        consentedAt: lead.consent.consentedAt,
      },
    })),
  }
}
