/** @jest-environment node */
import {formTokenIssuedAt, signFormToken} from './formTokenSignature'

const SECRET = 'a-secret-of-thirty-two-characters-or-more'
const NOW = Date.parse('2025-10-01T12:00:00Z')

describe('form tokens', () => {
  it('say when they were issued, to the secret that signed them', () => {
    const token = signFormToken(SECRET, NOW)
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/)
    expect(formTokenIssuedAt(token, SECRET)).toBe(NOW)
  })

  it('never expire: a token from a day ago still says when it was issued', () => {
    expect(formTokenIssuedAt(signFormToken(SECRET, NOW - 86_400_000), SECRET)).toBe(NOW - 86_400_000)
  })

  it('mean nothing under another secret (forged)', () => {
    expect(formTokenIssuedAt(signFormToken('another-secret-of-thirty-two-characters', NOW), SECRET)).toBeUndefined()
  })

  it('mean nothing once their time is changed (tampered), or their signature', () => {
    const [issuedAt, signature] = signFormToken(SECRET, NOW).split('.') as [string, string]
    expect(formTokenIssuedAt(`${Number(issuedAt) - 60_000}.${signature}`, SECRET)).toBeUndefined()
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    expect(formTokenIssuedAt(`${issuedAt}.${flipped}`, SECRET)).toBeUndefined()
  })

  it.each([
    '',
    'x',
    '.',
    `${NOW}`,
    `${NOW}.`,
    `-${NOW}.${'A'.repeat(43)}`,
    `${NOW}.${'A'.repeat(44)}`,
    `1e12.${'A'.repeat(43)}`,
  ])('mean nothing when malformed: %p', (token) => {
    expect(formTokenIssuedAt(token, SECRET)).toBeUndefined()
  })
})
