import {isTypeValid, parse as parseContentType} from 'content-type'
import {readBodyWithin, refuse} from './requests'

/**
 * A JSON request body as the API routes that take one read it (contact, metrics beacons, CSP
 * reports): its Content-Type checked, its size capped, then parsed. Each refusal is the same
 * `{error, message}` every route answers; the words of the 415 and the 413 are each route's own,
 * as its clients (and docs) know them.
 */

export type JsonBodyOptions = {
  /** The largest body taken, in bytes: an announced or streamed body over it is a 413, unread. */
  maxBytes: number
  /** The media types taken (lower case, as content-type gives them); any other, or none, is a 415. */
  mediaTypes: readonly string[]
  /**
   * 'utf-8': a charset parameter naming anything else is a 415 (`unsupported_charset`), as the body
   * is read as UTF-8, what JSON is (RFC 8259), and another charset would be misread. Unset, the
   * parameter is not looked at.
   */
  charset?: 'utf-8'
  /** The 415's message; by default it names the media types taken. */
  unsupportedMessage?: string
  /** The 413's message; by default it names the limit. */
  tooLargeMessage?: string
  /**
   * The route's own checks of the request's headers, made once the content type is right and
   * before the body is read (its refusal, if any, is the answer): so a route keeps the order of
   * its answers, and an oversized body is never read for a request refused anyway.
   */
  beforeReading?: () => Response | undefined
}

export type JsonBody = {ok: true; body: unknown} | {ok: false; refusal: Response}

/**
 * The request's body parsed as JSON, or the refusal to answer with: 415 `unsupported_media_type`
 * (or `unsupported_charset`), then whatever `beforeReading` refuses, then 413 `payload_too_large`,
 * then 400 `invalid_json`. What the JSON holds is the caller's to check.
 */
export async function readJsonBody(request: Request, options: JsonBodyOptions): Promise<JsonBody> {
  const {maxBytes, mediaTypes, charset} = options
  const refused = (refusal: Response): JsonBody => ({ok: false, refusal})
  // content-type 3 parses leniently: a malformed type comes back as it was written, refused here.
  const {type, parameters} = parseContentType(request.headers.get('content-type') ?? '')
  if (!isTypeValid(type) || !mediaTypes.includes(type)) {
    const message = options.unsupportedMessage ?? `Send the body as Content-Type: ${mediaTypes.join(' or ')}`
    return refused(refuse(415, 'unsupported_media_type', message))
  }
  const sentCharset = parameters.charset?.toLowerCase()
  if (charset && sentCharset !== undefined && sentCharset !== charset) {
    return refused(
      refuse(415, 'unsupported_charset', `The body must be UTF-8: Content-Type says charset=${sentCharset}`),
    )
  }
  const headersRefusal = options.beforeReading?.()
  if (headersRefusal) return refused(headersRefusal)
  const raw = await readBodyWithin(request, maxBytes)
  if (raw === undefined) {
    return refused(
      refuse(413, 'payload_too_large', options.tooLargeMessage ?? `The body may be ${maxBytes} bytes at most`),
    )
  }
  try {
    return {ok: true, body: JSON.parse(raw)}
  } catch {
    return refused(refuse(400, 'invalid_json', 'The body is not valid JSON'))
  }
}
