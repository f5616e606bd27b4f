import type {SpamReason} from '@habitum/content/leads/record'
import {MIN_FILL_MS} from './formToken'
import {formTokenIssuedAt} from './formTokenSignature'

/**
 * How far back an exact repeat (same address, name and message) counts as a duplicate: a robot
 * replaying a message does so within seconds; a person who writes the same words again after
 * 10 minutes, getting no answer, is asking again.
 */
export const DUPLICATE_WINDOW_MS = 10 * 60_000

export type SpamCheck = {
  /** The token the body carried, if any. */
  formToken: string | undefined
  /** The secret tokens are signed with; undefined when the server could not get one (the rule is then skipped). */
  secret: string | undefined
  now: number
  /** Whether the store holds a request with the same content received since then. */
  hasDuplicateSince: (since: Date) => Promise<boolean>
}

/**
 * Why a valid request is kept apart as spam, or undefined for a lead: spam is stored and answered
 * as any request, only out of the inbox and without an e-mail (docs/architecture.md, "The contact
 * pipeline"). The form always sends a token (./formToken.ts); without one, or with one this server
 * did not sign, a request was posted by something other than the form.
 */
export async function spamReasonOf({
  formToken,
  secret,
  now,
  hasDuplicateSince,
}: SpamCheck): Promise<SpamReason | undefined> {
  if (secret !== undefined) {
    const issuedAt = formToken === undefined ? undefined : formTokenIssuedAt(formToken, secret)
    if (issuedAt === undefined) return 'no-form-token'
    if (now - issuedAt < MIN_FILL_MS) return 'too-fast'
  }
  if (await hasDuplicateSince(new Date(now - DUPLICATE_WINDOW_MS))) return 'duplicate'
  return undefined
}
