import {isValidSignature, SIGNATURE_HEADER_NAME} from '@sanity/webhook'
import type {ChangedDocument} from './affectedPages'

export {SIGNATURE_HEADER_NAME}

/**
 * The projection the webhook sends (README, "Publishing"), configured in Sanity's webhook and
 * used as is by the local Content Lake (local-lake/).
 */
export const WEBHOOK_PROJECTION = '{_id, _type, "previousSlug": before().slug.current}'

/** Sanity's webhook bodies are a projection of one document: a few hundred bytes. */
export const MAX_WEBHOOK_BYTES = 64 * 1024

/** Whether Sanity signed this exact body with our secret (a malformed header is simply "no"). */
export async function isSignedBySanity(body: string, signature: string | null, secret: string): Promise<boolean> {
  if (!signature || !body) return false
  try {
    return await isValidSignature(body, signature, secret)
  } catch {
    return false
  }
}

export type ParsedChange = {ok: true; change: ChangedDocument} | {ok: false; problem: string}

/**
 * Reads the webhook's projection (README, "Publishing"): `_id` and `_type` are required,
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
  if (typeof _type !== 'string' || _type === '') return {ok: false, problem: '"_type" must be the changed document\'s type'}
  if (previousSlug !== undefined && previousSlug !== null && typeof previousSlug !== 'string') {
    return {ok: false, problem: '"previousSlug" must be a string or null'}
  }
  return {ok: true, change: {_id, _type, previousSlug: previousSlug ?? null}}
}
