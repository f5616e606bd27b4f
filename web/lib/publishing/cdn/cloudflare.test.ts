/** @jest-environment node */
import {json, startStandIn, testClock, type Received} from '@/test/cdnStandIn'
import {lastPurgeFailure, purgeTags} from '../cdnPurge'
import {CLOUDFLARE_MAX_TAGS, cloudflarePurger} from './cloudflare'

const ZONE = '023e105f4ecef8ad9ca31a8372d0c353'
const CLOUDFLARE = {kind: 'cloudflare', zoneId: ZONE, token: 'cf-token', requestsPerMinute: 5} as const
const tagsUpTo = (count: number) => Array.from({length: count}, (_, index) => `d:page-${index}`)
const tagsOf = (request: Received) => (JSON.parse(request.body) as {tags: string[]}).tags

/** Cloudflare's answers: `{success, errors, messages, result}`. */
const failed = (status: number, code: number, message: string, headers?: Record<string, string>) =>
  json(status, {success: false, errors: [{code, message}], messages: [], result: null}, headers)
const succeeded = () => json(200, {success: true, errors: [], messages: [], result: {id: ZONE}})

/** What Cloudflare checks: the zone's path, the bearer token, `{"tags": [...]}` of 100 tags at most. */
function cloudflareRefusal(request: Received) {
  if (request.method !== 'POST' || request.path !== `/zones/${ZONE}/purge_cache`)
    return failed(404, 7003, 'Could not route to /zones, perhaps your object identifier is invalid?')
  if (request.headers.authorization !== `Bearer ${CLOUDFLARE.token}`) return failed(403, 10000, 'Authentication error')
  const tags = (JSON.parse(request.body) as {tags?: unknown}).tags
  if (!Array.isArray(tags) || tags.length === 0 || tags.length > CLOUDFLARE_MAX_TAGS)
    return failed(400, 1134, 'Request must contain between 1 and 100 tags')
  return undefined
}

describe("Cloudflare's purge by tag", () => {
  it('posts the tags, 100 a request at most, with the token as a bearer', async () => {
    const clock = testClock()
    const cloudflare = await startStandIn((request) => cloudflareRefusal(request) ?? succeeded())
    try {
      const purge = cloudflarePurger({apiBase: cloudflare.apiBase, clock})
      const tags = tagsUpTo(250)
      expect(await purge(CLOUDFLARE, tags)).toEqual([])
      expect(cloudflare.received.map((request) => tagsOf(request).length)).toEqual([100, 100, 50])
      expect(cloudflare.received.flatMap(tagsOf)).toEqual(tags)
    } finally {
      await cloudflare.close()
    }
  })

  it('reports what Cloudflare refused, with its errors and the tags; kept for /api/health', async () => {
    const clock = testClock()
    const cloudflare = await startStandIn((request) => cloudflareRefusal(request) ?? succeeded())
    try {
      const revoked = {...CLOUDFLARE, token: 'revoked'}
      const done = await purgeTags(revoked, ['d:a'], {apiBase: cloudflare.apiBase, clock, retryDelaysMs: [0]})
      expect(done).toBe(false)
      expect(cloudflare.received).toHaveLength(2)
      expect(lastPurgeFailure()).toMatchObject({
        tags: ['d:a'],
        problem: 'Cloudflare answered 403: 10000 Authentication error',
      })
    } finally {
      await cloudflare.close()
    }
  })

  it('takes `"success": false` as a failure even with a 200', async () => {
    const clock = testClock()
    const cloudflare = await startStandIn(() => failed(200, 1015, 'Rate limited'))
    try {
      const purge = cloudflarePurger({apiBase: cloudflare.apiBase, clock})
      expect(await purge(CLOUDFLARE, ['d:a'])).toEqual([
        {tags: ['d:a'], problem: 'Cloudflare answered 200: 1015 Rate limited'},
      ])
    } finally {
      await cloudflare.close()
    }
  })

  it('after a 429, waits for its Retry-After before any request, then purges', async () => {
    const clock = testClock()
    const answers = [failed(429, 971, 'Please wait and consider throttling your request speed', {'Retry-After': '20'})]
    const cloudflare = await startStandIn((request) => cloudflareRefusal(request) ?? answers.shift() ?? succeeded(), {
      clock,
    })
    try {
      const start = clock.now()
      const done = await purgeTags(CLOUDFLARE, ['d:a'], {apiBase: cloudflare.apiBase, clock, retryDelaysMs: [1_000]})
      expect(done).toBe(true)
      expect(cloudflare.received.map((request) => request.at - start)).toEqual([0, 20_000])
    } finally {
      await cloudflare.close()
    }
  })

  it('12 purges asked within a minute go as 5 requests in that minute; those asked meanwhile go together after it', async () => {
    const clock = testClock()
    const cloudflare = await startStandIn((request) => cloudflareRefusal(request) ?? succeeded(), {clock})
    try {
      const purge = cloudflarePurger({apiBase: cloudflare.apiBase, clock})
      const start = clock.now()
      // Five, a second apart: each is sent at once.
      for (let index = 0; index < 5; index++) {
        expect(await purge(CLOUDFLARE, [`d:page-${index}`])).toEqual([])
        clock.time += 1_000
      }
      // Seven more within the minute: the budget is spent, so they wait for the window, together.
      clock.time = start + 30_000
      const waiting = [5, 6, 7, 8, 9, 10, 11].map((index) => purge(CLOUDFLARE, [`d:page-${index}`, 't:page']))
      expect(await Promise.all(waiting)).toEqual(waiting.map(() => []))

      const sentAt = cloudflare.received.map((request) => request.at - start)
      expect(sentAt).toEqual([0, 1_000, 2_000, 3_000, 4_000, 60_000])
      expect(sentAt.filter((at) => at < 60_000)).toHaveLength(5)
      expect(tagsOf(cloudflare.received.at(-1)!)).toEqual([
        'd:page-5',
        't:page',
        ...[6, 7, 8, 9, 10, 11].map((index) => `d:page-${index}`),
      ])
    } finally {
      await cloudflare.close()
    }
  })

  it('keeps to a budget set higher', async () => {
    const clock = testClock()
    const cloudflare = await startStandIn((request) => cloudflareRefusal(request) ?? succeeded(), {clock})
    try {
      const purge = cloudflarePurger({apiBase: cloudflare.apiBase, clock})
      const generous = {...CLOUDFLARE, requestsPerMinute: 8}
      const start = clock.now()
      for (let index = 0; index < 9; index++) await purge(generous, [`d:page-${index}`])
      expect(cloudflare.received.map((request) => request.at - start)).toEqual([...Array(8).fill(0), 60_000])
      expect(clock.slept).toEqual([60_000])
    } finally {
      await cloudflare.close()
    }
  })
})
