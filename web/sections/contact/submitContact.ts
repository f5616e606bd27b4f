import type {LeadAttribution} from '@habitum/content/leads/record'
import {FORM_TOKEN_FIELD} from '@/lib/contact/formToken'
import {IDEMPOTENCY_KEY_HEADER, newIdempotencyKey} from '@/lib/contact/idempotency'
import {CONTACT_FIELDS, HONEYPOT_FIELD, type ContactFields} from '@/lib/contact/schema'

export type SubmitOutcome = 'success' | 'failure' | 'network-error'

/**
 * Sends the form as docs/architecture.md says: POST JSON {name, email, message, category} with the
 * form's time mark (formToken) and the visit's attribution when it has them, the API key header,
 * and the message's idempotency key (and the hidden field, only when something filled it). Any ok
 * status is a success, any other a failure (a 503 from a busy server too); the body of the answer
 * is not read. A thrown network error is only logged.
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
  }: {
    endpoint: string
    apiKey?: string
    idempotencyKey: string
    honeypot?: string
    formToken?: string
    attribution?: LeadAttribution
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
        ...(formToken ? {[FORM_TOKEN_FIELD]: formToken} : {}),
        ...attribution,
        ...(honeypot ? {[HONEYPOT_FIELD]: honeypot} : {}),
      }),
    })
    return response.ok ? 'success' : 'failure'
  } catch (error) {
    console.error('The contact request could not be sent', error)
    return 'network-error'
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
