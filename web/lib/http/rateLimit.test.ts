import {createRateLimiter, rateLimitKey, routeLimiter} from './rateLimit'

describe('createRateLimiter', () => {
  it('allows `limit` requests per window per client, then says when to retry', () => {
    let now = 0
    const limiter = createRateLimiter(2, 60_000, {now: () => now})
    expect(limiter.take('a')).toEqual({allowed: true})
    expect(limiter.take('a')).toEqual({allowed: true})
    expect(limiter.take('b')).toEqual({allowed: true})
    now = 15_000
    expect(limiter.take('a')).toEqual({allowed: false, retryAfterSeconds: 45})
    now = 60_001
    expect(limiter.take('a')).toEqual({allowed: true})
  })

  it('remembers a bounded number of clients, forgetting the least recently seen first', () => {
    const limiter = createRateLimiter(1, 60_000, {maxClients: 3})
    for (const client of ['a', 'b', 'c']) expect(limiter.take(client)).toEqual({allowed: true})
    expect(limiter.take('a')).toMatchObject({allowed: false})
    for (let index = 0; index < 1000; index++) limiter.take(`flood-${index}`)
    expect(limiter.size).toBe(3)
  })
})

describe('routeLimiter', () => {
  it('reads its settings on first use, not before, and keeps one limiter from then on', async () => {
    const settings = jest.fn(() => ({limit: 1, windowMs: 60_000}))
    const limiter = routeLimiter('test', settings)
    expect(settings).not.toHaveBeenCalled()
    expect(await limiter().take('a')).toEqual({allowed: true})
    expect(await limiter().take('a')).toMatchObject({allowed: false})
    expect(limiter()).toBe(limiter())
    expect(settings).toHaveBeenCalledTimes(1)
  })

  it('gives each route its own limiter: one route’s limit never refuses another’s clients', async () => {
    const contact = routeLimiter('contact', () => ({limit: 1, windowMs: 60_000}))
    const metrics = routeLimiter('metrics', () => ({limit: 1, windowMs: 60_000}))
    expect(await contact().take('a')).toEqual({allowed: true})
    expect(await metrics().take('a')).toEqual({allowed: true})
  })
})

describe('rateLimitKey', () => {
  it('keys IPv4 by address, also when written as IPv6', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('keys IPv6 by its /64 network: one subscriber cannot rotate through buckets', () => {
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
  })
})
