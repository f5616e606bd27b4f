import {after} from 'next/server'
import {getServerConfig} from '@/lib/config'
import {IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN} from '@/lib/contact/idempotency'
import {notifyStaff} from '@/lib/contact/notify'
import {originOf} from '@/lib/contact/origin'
import {spamReasonOf} from '@/lib/contact/spamRules'
import {
  API_KEY_HEADER,
  apiKeyAccepted,
  getCategoryList,
  getContactRules,
  getContactStore,
  getFormTokenSecret,
  getRateLimiter,
  MAX_BODY_BYTES,
} from '@/lib/contact/endpointServices'
import {REVISION_NOT_IN_FORCE} from '@/lib/contact/schema'
import type {ContactRequest} from '@/lib/contact/store'
import {validateContactRequest} from '@/lib/contact/validateRequest'
import {readJsonBody} from '@/lib/http/jsonBody'
import {refuseOverLimit} from '@/lib/http/rateLimit'
import {refuse} from '@/lib/http/requests'

export const dynamic = 'force-dynamic'

/**
 * Receives a contact request: checks it, stores it durably (once per idempotency key), then
 * answers 201. Spam (web/lib/contact/spamRules.ts) is stored apart and answered the same, so a
 * robot learns nothing. The notification e-mail goes out after the answer; its failure never loses
 * the request. docs/architecture.md, "The contact pipeline", lists the answers in this order.
 */
export async function POST(request: Request) {
  const {siteUrl} = getServerConfig()

  const overLimit = await refuseOverLimit(getRateLimiter(), request, 'Too many requests: try again later')
  if (overLimit) return overLimit
  if (!apiKeyAccepted(request.headers.get(API_KEY_HEADER))) {
    return refuse(401, 'unauthorized', `Missing or wrong ${API_KEY_HEADER} header`)
  }
  // Checked here, answered after the content type's 415 and before the body is read (the order above).
  const headers = pageAndKeyOf(request, siteUrl)
  const read = await readJsonBody(request, {
    maxBytes: MAX_BODY_BYTES,
    mediaTypes: ['application/json'],
    charset: 'utf-8',
    unsupportedMessage: 'Send the request as Content-Type: application/json',
    beforeReading: () => (headers.ok ? undefined : headers.refusal),
  })
  if (!read.ok) return read.refusal
  // Already answered by readJsonBody; this narrows the type.
  if (!headers.ok) return headers.refusal
  const {origin, idempotencyKey} = headers

  const result = await validateContactRequest(read.body, (category) => getCategoryList().check(category))
  if (!result.ok) return refuse(400, 'invalid_fields', 'Some fields are missing or invalid', {fields: result.errors})
  // A robot filled the hidden field: it gets the answer a person would, nothing is stored.
  if (result.isRobot) return Response.json({status: 'received'}, {status: 202})

  const {fields, attribution, formToken, categoryUnchecked} = result
  const rules = getContactRules()
  const consent = await rules.checkConsent(result.consent.privacyRevision)
  if (consent.status === 'not-in-force') {
    // The form sends the revision its page showed: one that changed while the visitor wrote is
    // shown again to be accepted (the form keeps what was typed).
    return refuse(
      400,
      REVISION_NOT_IN_FORCE,
      'The consent is for a revision of the privacy policy that is not the one in force: accept the one in force',
      {field: 'privacyRevision', inForce: consent.inForce && {id: consent.inForce.key, date: consent.inForce.inForce}},
    )
  }
  // Consented when sent: the store dates it as it dates the lead.
  const consentRecord = {
    privacyRevision: result.consent.privacyRevision,
    privacyInForce: consent.status === 'in-force' ? consent.revision.inForce : '',
    noticeVersion: result.consent.noticeVersion,
    ...(consent.status === 'unchecked' ? {unchecked: true as const} : {}),
  }
  if (consent.status === 'unchecked')
    console.error('[contact] the privacy policy could not be read: consent stored unchecked')
  const containsHealthData = rules.isHealthMessage(fields.message)
  const store = getContactStore()
  const spamReason = await spamReasonOf({
    formToken,
    secret: await formTokenSecret(),
    now: Date.now(),
    hasDuplicateSince: (since) => store.hasDuplicateSince(fields, since),
  })
  // A repeat under the same idempotency key gets the request stored first, whatever this one's verdict.
  const {request: stored, created} = await store.save(
    {...fields, ...origin, ...attribution, categoryUnchecked, spamReason, consent: consentRecord, containsHealthData},
    idempotencyKey,
  )
  if (!created && !sameMessage(stored, fields)) {
    return refuse(
      422,
      'idempotency_key_reused',
      `This ${IDEMPOTENCY_KEY_HEADER} was sent with another message: make a new one for it`,
    )
  }
  if (created && stored.spamReason) console.info(`[contact] ${stored._id} kept apart as spam: ${stored.spamReason}`)
  if (created) after(() => notifyStaff(stored))
  // A repeat gets the first answer: the request it stored.
  return Response.json({id: stored._id, receivedAt: stored.receivedAt}, {status: 201})
}

/**
 * The secret the form's tokens are checked with. Without one (DATA_DIR unwritable and no
 * CONTACT_FORM_SECRET) the time rule is skipped, logged: a lead is never lost, nor called spam, for
 * the server's own trouble.
 */
async function formTokenSecret() {
  try {
    return await getFormTokenSecret()
  } catch (error) {
    console.error('[contact] no secret to check form tokens with: the minimum fill time is not checked', error)
    return undefined
  }
}

/**
 * The page the request was sent from (its Referer) and its Idempotency-Key, or the 400 that names
 * the header that is wrong.
 */
function pageAndKeyOf(request: Request, siteUrl: string) {
  const origin = originOf(request.headers.get('referer'), {host: request.headers.get('host'), siteUrl})
  if (!origin) {
    const message = 'The Referer header must be an http(s) page of this site, or absent'
    return {ok: false as const, refusal: refuse(400, 'invalid_referer', message)}
  }
  const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    const message = `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 128 letters, digits, - or _`
    return {ok: false as const, refusal: refuse(400, 'invalid_idempotency_key', message)}
  }
  return {ok: true as const, origin, idempotencyKey}
}

function sameMessage(stored: ContactRequest, fields: Pick<ContactRequest, 'name' | 'email' | 'category' | 'message'>) {
  return (['name', 'email', 'category', 'message'] as const).every((field) => stored[field] === fields[field])
}
