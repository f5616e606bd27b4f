import {after} from 'next/server'
import {getServerConfig} from '@/lib/config'
import {rateLimitKey} from '@/lib/contact/rateLimit'
import {API_KEY_HEADER, apiKeyMatches, getCategoryValues, getContactStore, getRateLimiter, MAX_BODY_BYTES} from '@/lib/contact/server'
import {notifyByEmail} from '@/lib/contact/notify'
import {validateContactRequest} from '@/lib/contact/validateRequest'
import {clientAddressOf, readBodyWithin, refuse} from '@/lib/http/requests'

export const dynamic = 'force-dynamic'

/**
 * Receives a contact request: checks it, stores it durably, then answers 201. The notification
 * e-mail goes out after the answer; its failure never loses the request.
 */
export async function POST(request: Request) {
  const {contact} = getServerConfig()

  const verdict = getRateLimiter().take(rateLimitKey(clientAddressOf(request.headers)))
  if (!verdict.allowed) {
    return refuse(429, 'rate_limited', 'Too many requests: try again later', {}, {'Retry-After': String(verdict.retryAfterSeconds)})
  }
  if (contact.apiKey && !apiKeyMatches(request.headers.get(API_KEY_HEADER), contact.apiKey)) {
    return refuse(401, 'unauthorized', `Missing or wrong ${API_KEY_HEADER} header`)
  }
  const mediaType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    return refuse(415, 'unsupported_media_type', 'Send the request as Content-Type: application/json')
  }
  const raw = await readBodyWithin(request, MAX_BODY_BYTES)
  if (raw === undefined) return refuse(413, 'payload_too_large', `The body may be ${MAX_BODY_BYTES} bytes at most`)

  let body: unknown
  try {
    body = JSON.parse(raw)
  } catch {
    return refuse(400, 'invalid_json', 'The body is not valid JSON')
  }
  const result = await validateContactRequest(body, await getCategoryValues())
  if (!result.ok) return refuse(400, 'invalid_fields', 'Some fields are missing or invalid', {fields: result.errors})
  // A robot filled the hidden field: it gets the answer a person would, nothing is stored.
  if (result.isRobot) return Response.json({status: 'received'}, {status: 202})

  const origin = pageOf(request.headers.get('referer'))
  const stored = await getContactStore().save({...result.fields, ...origin})
  if (contact.mail) {
    const mail = contact.mail
    after(() => notifyByEmail(stored, mail))
  }
  return Response.json({id: stored._id, receivedAt: stored.receivedAt}, {status: 201})
}

/** The page the form was sent from, and its language, from the Referer header. */
function pageOf(referer: string | null): {page: string; language: 'es' | 'en'} {
  let page = '/'
  try {
    if (referer) page = new URL(referer).pathname
  } catch {
    // A malformed Referer says nothing about the page.
  }
  return {page: page.slice(0, 200), language: page.split('/')[1] === 'en' ? 'en' : 'es'}
}
