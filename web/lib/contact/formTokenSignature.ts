import {createHmac} from 'node:crypto'
import {secretsMatch} from '../security/constantTime'

/**
 * The form token: when it was issued (milliseconds since 1970) and an HMAC-SHA256 of that time
 * under the server's secret, `<issuedAt>.<signature, base64url>`. A robot can read a token's time
 * but cannot make one that says an earlier time. Tokens never expire: a tab left open for a day
 * belongs to a person, and a token says only how long ago the form appeared.
 */
const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/

const signatureOf = (issuedAt: string, secret: string) =>
  // A fixed prefix: the same secret must never sign anything else that could pass for a token.
  createHmac('sha256', secret).update(`habitum-form-token:${issuedAt}`).digest('base64url')

export function signFormToken(secret: string, now: number = Date.now()): string {
  const issuedAt = String(Math.floor(now))
  return `${issuedAt}.${signatureOf(issuedAt, secret)}`
}

/** When a token was issued, if this secret signed it; undefined for anything else (malformed, forged, tampered). */
export function formTokenIssuedAt(token: string, secret: string): number | undefined {
  const match = TOKEN.exec(token)
  if (!match) return undefined
  const [, issuedAt, signature] = match
  return secretsMatch(signature!, signatureOf(issuedAt!, secret)) ? Number(issuedAt) : undefined
}
