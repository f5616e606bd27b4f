import type {LeadAttribution} from '@habitum/content/leads/record'
import {FORM_TOKEN_FIELD} from '@/lib/contact/formToken'
import {IDEMPOTENCY_KEY_HEADER, newIdempotencyKey} from '@/lib/contact/idempotency'
import {CONTACT_FIELDS, HONEYPOT_FIELD, REVISION_NOT_IN_FORCE, type ContactFields} from '@/lib/contact/schema'

export type SubmitOutcome =
  | {kind: 'success' | 'failure' | 'network-error'}
  /** The privacy policy changed while the visitor wrote: `inForce` is the revision to accept now. */
  | {kind: 'consent-outdated'; inForce?: {id: string; date: string}}

/**
 * Sends the form as docs/architecture.md says: POST JSON {name, email, message, category} with the
 * consent (the box ticked, the privacy revision it accepts, the notice's version), the form's time
 * mark (formToken) and the visit's attribution when it has them, the API key header, and the
 * message's idempotency key (and the hidden field, only when something filled it). Any ok status
 * is a success, any other a failure (a 503 from a busy server too), but for the one 400 that says
 * the privacy policy changed: its body names the revision to accept now. A thrown network error is
 * only logged.
 */
export async function submitContact(
  fields: ContactFields,
  {
    endpoint,
    apiKey,
    idempotencyKey,
    honeypot = '',
    formToken,
    attribution = {},
    consent,
  }: {
    endpoint: string
    apiKey?: string
    idempotencyKey: string
    honeypot?: string
    formToken?: string
    attribution?: LeadAttribution
    consent: {privacyRevision: string; noticeVersion: string}
  },
): Promise<SubmitOutcome> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(apiKey ? {'x-api-key': apiKey} : {}),
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify({
        name: fields.name,
        email: fields.email,
        message: fields.message,
        category: fields.category,
        consent: true,
        ...consent,
        ...(formToken ? {[FORM_TOKEN_FIELD]: formToken} : {}),
        ...attribution,
        ...(honeypot ? {[HONEYPOT_FIELD]: honeypot} : {}),
      }),
    })
    if (response.ok) return {kind: 'success'}
    return response.status === 400 ? await readRefusal(response) : {kind: 'failure'}
  } catch (error) {
    console.error('The contact request could not be sent', error)
    return {kind: 'network-error'}
  }
}

/** A 400 is a failure, but for the privacy policy's change, whose answer names the revision in force. */
async function readRefusal(response: Response): Promise<SubmitOutcome> {
  const body = (await response.json().catch(() => undefined)) as
    {error?: string; inForce?: {id?: unknown; date?: unknown}} | undefined
  if (body?.error !== REVISION_NOT_IN_FORCE) return {kind: 'failure'}
  const {id, date} = body.inForce ?? {}
  return {
    kind: 'consent-outdated',
    inForce: typeof id === 'string' && typeof date === 'string' ? {id, date} : undefined,
  }
}

/**
 * The idempotency key of each message: the same one for a retry of the same content (its first
 * sending may have been stored, only the answer lost), a new one as soon as the content changes.
 * Content is compared as the server stores it, trimmed.
 */
export function idempotencyKeys() {
  let last: {content: string; key: string} | undefined
  return (fields: ContactFields) => {
    const content = JSON.stringify(CONTACT_FIELDS.map((field) => fields[field].trim()))
    if (last?.content !== content) last = {content, key: newIdempotencyKey()}
    return last.key
  }
}
