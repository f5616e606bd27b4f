import {clientKey, createRateLimiter} from './rateLimit'

describe('createRateLimiter', () => {
  it('allows `limit` requests per window per client, then says when to retry', () => {
    let now = 0
    const limiter = createRateLimiter(2, 60_000, () => now)
    expect(limiter.take('a')).toEqual({allowed: true})
    expect(limiter.take('a')).toEqual({allowed: true})
    expect(limiter.take('b')).toEqual({allowed: true})
    now = 15_000
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 45})
    now = 60_001
    expect(limiter.take('a')).toEqual({allowed: true})
  })
})

describe('clientKey', () => {
  it('takes the first forwarded address', () => {
    expect(clientKey(new Headers({'x-forwarded-for': '203.0.113.7, 10.0.0.1'}))).toBe('203.0.113.7')
    expect(clientKey(new Headers({'x-real-ip': '198.51.100.2'}))).toBe('198.51.100.2')
    expect(clientKey(new Headers())).toBe('direct')
  })
})
