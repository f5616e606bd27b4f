/** @jest-environment node */
import {MIN_FILL_MS} from './formToken'
import {signFormToken} from './formTokenSignature'
import {DUPLICATE_WINDOW_MS, spamReasonOf, type SpamCheck} from './spamRules'

const SECRET = 'a-secret-of-thirty-two-characters-or-more'
const NOW = Date.parse('2025-10-01T12:00:00Z')

/** A check at NOW whose store holds no duplicate, with a token issued `age` ms ago. */
const check = (age: number | undefined, overrides: Partial<SpamCheck> = {}): SpamCheck => ({
  formToken: age === undefined ? undefined : signFormToken(SECRET, NOW - age),
  secret: SECRET,
  now: NOW,
  hasDuplicateSince: async () => false,
  ...overrides,
})

describe('spamReasonOf', () => {
  it('lets through a request sent at least MIN_FILL_MS after the form appeared, however long after', async () => {
    expect(await spamReasonOf(check(MIN_FILL_MS))).toBeUndefined()
    expect(await spamReasonOf(check(30_000))).toBeUndefined()
    expect(await spamReasonOf(check(7 * 86_400_000))).toBeUndefined()
  })

  it('calls a request sent sooner too fast', async () => {
    expect(await spamReasonOf(check(MIN_FILL_MS - 1))).toBe('too-fast')
    expect(await spamReasonOf(check(0))).toBe('too-fast')
  })

  it('calls a request without a token, or with one this server did not sign, unsigned', async () => {
    expect(await spamReasonOf(check(undefined))).toBe('no-form-token')
    expect(await spamReasonOf(check(60_000, {secret: 'another-secret-of-thirty-two-characters'}))).toBe('no-form-token')
    expect(await spamReasonOf(check(undefined, {formToken: `${NOW - 60_000}.forged`}))).toBe('no-form-token')
  })

  it('skips the time rule when the server has no secret, rather than call every request spam', async () => {
    expect(await spamReasonOf(check(undefined, {secret: undefined}))).toBeUndefined()
  })

  it('calls a request the store already holds from the last DUPLICATE_WINDOW_MS a duplicate', async () => {
    const asked: Date[] = []
    const hasDuplicateSince = async (since: Date) => (asked.push(since), true)
    expect(await spamReasonOf(check(60_000, {hasDuplicateSince}))).toBe('duplicate')
    expect(asked).toEqual([new Date(NOW - DUPLICATE_WINDOW_MS)])
  })
})
