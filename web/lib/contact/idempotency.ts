/**
 * The contact form's idempotency key: made by the browser for a message, kept for a retry of the
 * same content and made anew when the content changes, so the server stores a message once even
 * when its first answer was lost (docs/architecture.md, "The contact pipeline").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'

/** 16 to 128 letters, digits, - and _: what the form sends (32 hex digits), UUIDs, and the like. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/

/** 128 random bits as hex. crypto.getRandomValues, unlike randomUUID, also works over plain http. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}
