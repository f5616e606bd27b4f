import {isTypeValid, parse as parseContentType} from 'content-type'
import {after} from 'next/server'
import {getServerConfig} from '@/lib/config'
import {IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN} from '@/lib/contact/idempotency'
import {notifyStaff} from '@/lib/contact/notify'
import {originOf} from '@/lib/contact/origin'
import {refuseOverLimit} from '@/lib/contact/rateLimit'
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
import {readBodyWithin, refuse} from '@/lib/http/requests'

export const dynamic = 'force-dynamic'

/**
 * Receives a contact request: checks it, stores it durably (once per idempotency key), then
 * answers 201. Spam (web/lib/contact/spamRules.ts) is stored apart and answered the same, so a
 * robot learns nothing. The notification e-mail goes out after the answer; its failure never loses
 * the request. docs/architecture.md, "The contact pipeline", lists the answers in this order.
 */
export async function POST(request: Request) {
  const {siteUrl} = getServerConfig()

  const overLimit = refuseOverLimit(getRateLimiter(), request, 'Too many requests: try again later')
  if (overLimit) return overLimit
  if (!apiKeyAccepted(request.headers.get(API_KEY_HEADER))) {
    return refuse(401, 'unauthorized', `Missing or wrong ${API_KEY_HEADER} header`)
  }
  const type = contentTypeOf(request.headers.get('content-type'))
  if (type?.mediaType !== 'application/json') {
    return refuse(415, 'unsupported_media_type', 'Send the request as Content-Type: application/json')
  }
  // The body is read as UTF-8, what JSON is (RFC 8259): another charset would be misread.
  if (type.charset !== undefined && type.charset !== 'utf-8') {
    return refuse(415, 'unsupported_charset', `The body must be UTF-8: Content-Type says charset=${type.charset}`)
  }
  const origin = originOf(request.headers.get('referer'), {host: request.headers.get('host'), siteUrl})
  if (!origin)
    return refuse(400, 'invalid_referer', 'The Referer header must be an http(s) page of this site, or absent')
  const idempotencyKey = request.headers.get(IDEMPOTENCY_KEY_HEADER) ?? undefined
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    return refuse(
      400,
      'invalid_idempotency_key',
      `The ${IDEMPOTENCY_KEY_HEADER} header must be 16 to 128 letters, digits, - or _`,
    )
  }
  const raw = await readBodyWithin(request, MAX_BODY_BYTES)
  if (raw === undefined) return refuse(413, 'payload_too_large', `The body may be ${MAX_BODY_BYTES} bytes at most`)

  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return refuse(400, 'invalid_json', 'The body is not valid JSON')
  }
  const result = await validateContactRequest(body, (category) => getCategoryList().check(category))
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

/** The media type and charset of a Content-Type header, lower-cased; undefined when it is malformed. */
function contentTypeOf(header: string | null) {
  // content-type 3 parses leniently: the media type is checked here.
  const {type, parameters} = parseContentType(header ?? '')
  if (!isTypeValid(type)) return undefined
  return {mediaType: type, charset: parameters.charset?.toLowerCase()}
}

function sameMessage(stored: ContactRequest, fields: Pick<ContactRequest, 'name' | 'email' | 'category' | 'message'>) {
  return (['name', 'email', 'category', 'message'] as const).every((field) => stored[field] === fields[field])
}
