/** @jest-environment node */
import {json, startStandIn, testClock, type Received} from '@/test/cdnStandIn'
import {purgeTags} from '../cdnPurge'
import {FASTLY_MAX_KEYS, purgeFastly} from './fastly'

const FASTLY = {kind: 'fastly', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token'} as const
const tagsUpTo = (count: number) => Array.from({length: count}, (_, index) => `d:faq-${index}`)

/** What Fastly checks: the service's path, the token, the JSON body of keys, 256 at most; a hard purge. */
function fastlyRefusal(request: Received) {
  if (request.method !== 'POST' || request.path !== `/service/${FASTLY.serviceId}/purge`)
    return json(404, {msg: 'Record not found'})
  if (request.headers['fastly-key'] !== FASTLY.token)
    return json(401, {msg: 'Provided credentials are missing or invalid'})
  if (request.headers['fastly-soft-purge'] !== undefined) return json(400, {msg: 'soft purge not wanted here'})
  const keys = (JSON.parse(request.body) as {surrogate_keys?: unknown}).surrogate_keys
  if (!Array.isArray(keys) || keys.length === 0 || keys.length > FASTLY_MAX_KEYS)
    return json(400, {msg: 'Bad request', detail: 'surrogate_keys: 1 to 256 keys'})
  return undefined
}

const purged = (request: Received) =>
  json(
    200,
    Object.fromEntries(
      (JSON.parse(request.body) as {surrogate_keys: string[]}).surrogate_keys.map((key, index) => [
        key,
        `purge-${index}`,
      ]),
    ),
  )

describe("Fastly's purge of surrogate keys", () => {
  it('posts the keys, 256 a request at most, with the token in Fastly-Key: a hard purge', async () => {
    const fastly = await startStandIn((request) => fastlyRefusal(request) ?? purged(request))
    try {
      const tags = tagsUpTo(300)
      expect(await purgeFastly(FASTLY, tags, {apiBase: fastly.apiBase})).toEqual([])
      expect(fastly.received.map((request) => JSON.parse(request.body).surrogate_keys.length)).toEqual([256, 44])
      expect(fastly.received.flatMap((request) => JSON.parse(request.body).surrogate_keys)).toEqual(tags)
      expect(fastly.received[0]!.headers['content-type']).toBe('application/json')
    } finally {
      await fastly.close()
    }
  })

  it('reports what Fastly refused, with its words and the tags', async () => {
    const fastly = await startStandIn((request) => fastlyRefusal(request) ?? purged(request))
    try {
      const wrongToken = {...FASTLY, token: 'revoked'}
      expect(await purgeFastly(wrongToken, ['d:a', 't:b'], {apiBase: fastly.apiBase})).toEqual([
        {tags: ['d:a', 't:b'], problem: 'Fastly answered 401: Provided credentials are missing or invalid'},
      ])
    } finally {
      await fastly.close()
    }
  })

  it('after a 429, waits until the rate limit resets, then purges', async () => {
    const clock = testClock()
    const answers = [json(429, {msg: 'Too many requests'}, {'Fastly-RateLimit-Remaining': '0', 'Retry-After': '12'})]
    const fastly = await startStandIn((request) => fastlyRefusal(request) ?? answers.shift() ?? purged(request))
    try {
      const done = await purgeTags(FASTLY, ['d:a'], {apiBase: fastly.apiBase, clock, retryDelaysMs: [1_000]})
      expect(done).toBe(true)
      expect(clock.slept).toEqual([12_000])
      expect(fastly.received).toHaveLength(2)
    } finally {
      await fastly.close()
    }
  })

  it('tries again only the batch that failed', async () => {
    const clock = testClock()
    let refused = false
    const fastly = await startStandIn((request) => {
      const first = (JSON.parse(request.body) as {surrogate_keys: string[]}).surrogate_keys[0] === 'd:faq-0'
      if (first && !refused) {
        refused = true
        return json(503, {msg: 'Service unavailable'})
      }
      return fastlyRefusal(request) ?? purged(request)
    })
    try {
      const tags = tagsUpTo(300)
      expect(await purgeTags(FASTLY, tags, {apiBase: fastly.apiBase, clock, retryDelaysMs: [1_000]})).toBe(true)
      const sizes = fastly.received.map((request) => JSON.parse(request.body).surrogate_keys.length)
      // The two batches, then the first one again.
      expect(sizes.sort((a: number, b: number) => a - b)).toEqual([44, 256, 256])
      expect(clock.slept).toEqual([1_000])
    } finally {
      await fastly.close()
    }
  })

  it('reads the wait from Fastly-RateLimit-Reset when there is no Retry-After', async () => {
    const reset = Math.ceil(Date.now() / 1000) + 40
    const fastly = await startStandIn(() =>
      json(
        429,
        {msg: 'Too many requests'},
        {'Fastly-RateLimit-Remaining': '0', 'Fastly-RateLimit-Reset': String(reset)},
      ),
    )
    try {
      const [problem] = await purgeFastly(FASTLY, ['d:a'], {apiBase: fastly.apiBase})
      expect(problem).toMatchObject({tags: ['d:a'], problem: 'Fastly answered 429: Too many requests'})
      expect(problem!.retryAfterMs).toBeGreaterThan(30_000)
      expect(problem!.retryAfterMs).toBeLessThanOrEqual(41_000)
    } finally {
      await fastly.close()
    }
  })
})
