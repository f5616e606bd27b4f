import {
  decodeSignatureHeader,
  encodeSignatureHeader,
  SIGNATURE_HEADER_NAME,
  type DecodedSignature,
} from '@sanity/webhook'
import {LRUCache} from 'lru-cache'
import {secretsMatch} from '../security/constantTime'
import type {ChangedDocument} from './affectedPages'

export {SIGNATURE_HEADER_NAME}

/** Sanity's webhook bodies are a projection of one document: a few hundred bytes. */
export const MAX_WEBHOOK_BYTES = 64 * 1024

/**
 * How far a signature's time may be from ours, either way: a captured call replayed later is
 * refused, and clocks may differ a little. (@sanity/webhook itself only refuses times before 2021.)
 */
export const SIGNATURE_TOLERANCE_MS = 5 * 60_000

/** The header Sanity sends with each delivery; a retried delivery repeats it. */
export const DELIVERY_KEY_HEADER = 'idempotency-key'

export type SignatureVerdict = {ok: true} | {ok: false; problem: string}

/**
 * Whether Sanity signed this exact body with our secret, lately: the signature (compared in
 * constant time) and its time, within SIGNATURE_TOLERANCE_MS of `now`.
 */
export async function checkSignature(
  body: string,
  header: string | null,
  secret: string,
  now = Date.now(),
): Promise<SignatureVerdict> {
  const wrong = {ok: false, problem: `Missing or wrong ${SIGNATURE_HEADER_NAME} header`} as const
  if (!header || !body) return wrong
  let given: DecodedSignature
  let expected: DecodedSignature
  try {
    given = decodeSignatureHeader(header)
    expected = decodeSignatureHeader(await encodeSignatureHeader(body, given.timestamp, secret))
  } catch {
    return wrong // a malformed header, or a time before 2021
  }
  if (!secretsMatch(given.hashedPayload, expected.hashedPayload)) return wrong
  const {timestamp} = given
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) {
    return {
      ok: false,
      problem: `The signature was made at ${new Date(timestamp).toISOString()}, more than 5 minutes from now: a replayed call, or a clock that is wrong`,
    }
  }
  return {ok: true}
}

/**
 * Deliveries already handled, by their idempotency key: a repeat is answered without regenerating
 * anything again. Kept as long as a signature stays acceptable (a later repeat is refused by its
 * time anyway), at most DELIVERIES_REMEMBERED of them.
 */
const DELIVERIES_REMEMBERED = 10_000
const handledDeliveries = new LRUCache<string, true>({max: DELIVERIES_REMEMBERED, ttl: 2 * SIGNATURE_TOLERANCE_MS})

export function wasHandled(deliveryKey: string | null): boolean {
  return deliveryKey !== null && handledDeliveries.has(deliveryKey)
}

/** Remembers a delivery once it has been handled (a failed one must be handled when retried). */
export function rememberHandled(deliveryKey: string | null) {
  if (deliveryKey && deliveryKey.length <= 200) handledDeliveries.set(deliveryKey, true)
}

export type ParsedChange = {ok: true; change: ChangedDocument} | {ok: false; problem: string}

/**
 * Reads the webhook's projection (WEBHOOK_PROJECTION, packages/content/publishing.ts): `_id` and `_type` are required,
 * `previousSlug` is optional. Anything else in the body is ignored.
 */
export function parseChange(body: string): ParsedChange {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return {ok: false, problem: 'The body is not valid JSON'}
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {ok: false, problem: 'The body must be a JSON object: the projection of the changed document'}
  }
  const {_id, _type, previousSlug} = value as Record<string, unknown>
  if (typeof _id !== 'string' || _id === '') return {ok: false, problem: '"_id" must be the changed document\'s id'}
  if (typeof _type !== 'string' || _type === '')
    return {ok: false, problem: '"_type" must be the changed document\'s type'}
  if (previousSlug !== undefined && previousSlug !== null && typeof previousSlug !== 'string') {
    return {ok: false, problem: '"previousSlug" must be a string or null'}
  }
  return {ok: true, change: {_id, _type, previousSlug: previousSlug ?? null}}
}
