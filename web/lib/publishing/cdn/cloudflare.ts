import type {CdnPurge} from '../../config'
import {
  inBatchesOf,
  PURGE_TIMEOUT_MS,
  realClock,
  retryAfterMs,
  unreachable,
  type Clock,
  type PurgeProblem,
} from './problems'

/**
 * Cloudflare: `POST /zones/{zone}/purge_cache` with `Authorization: Bearer …` and `{"tags": [...]}`,
 * 100 tags a request at most, answered `{"success": …, "errors": [{code, message}]}`. Its plans
 * allow few purge requests a minute (the free plan 5): a zone's requests are counted over the last
 * minute, and once `requestsPerMinute` are spent the tags asked meanwhile wait for the window and
 * go together in the next request. A 429 holds every request until its Retry-After has passed.
 */
type Cloudflare = Extract<CdnPurge, {kind: 'cloudflare'}>

export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'
export const CLOUDFLARE_MAX_TAGS = 100
const WINDOW_MS = 60_000

type Asked = {tags: string[]; done: (problems: PurgeProblem[]) => void}

/** One zone's purges: those asked and not yet sent, the times of those sent in the last minute. */
class ZoneQueue {
  private asked: Asked[] = []
  private sentAt: number[] = []
  private heldUntil = 0
  private draining = false

  constructor(
    private readonly cdn: Cloudflare,
    private readonly apiBase: string,
    private readonly clock: Clock,
  ) {}

  purge(tags: string[]): Promise<PurgeProblem[]> {
    const parts = inBatchesOf(CLOUDFLARE_MAX_TAGS, tags).map(
      (batch) => new Promise<PurgeProblem[]>((done) => this.asked.push({tags: batch, done})),
    )
    void this.drain()
    return Promise.all(parts).then((answers) => answers.flat())
  }

  /** Sends what is asked while the budget allows; otherwise waits for the window, once, for all. */
  private async drain() {
    if (this.draining) return
    this.draining = true
    try {
      while (this.asked.length > 0) {
        const now = this.clock.now()
        this.sentAt = this.sentAt.filter((at) => at > now - WINDOW_MS)
        const wait = Math.max(
          this.heldUntil - now,
          this.sentAt.length >= this.cdn.requestsPerMinute ? this.sentAt[0]! + WINDOW_MS - now : 0,
        )
        if (wait > 0) {
          await this.clock.sleep(wait)
          continue
        }
        this.sentAt.push(now)
        void this.send(this.nextRequest())
      }
    } finally {
      this.draining = false
    }
  }

  /** The asked purges that fit in one request, their tags together (each tag once). */
  private nextRequest(): Asked[] {
    const taken: Asked[] = []
    const tags = new Set<string>()
    while (this.asked.length > 0) {
      const next = this.asked[0]!
      const more = next.tags.filter((tag) => !tags.has(tag)).length
      if (taken.length > 0 && tags.size + more > CLOUDFLARE_MAX_TAGS) break
      for (const tag of next.tags) tags.add(tag)
      taken.push(this.asked.shift()!)
    }
    return taken
  }

  private async send(request: Asked[]) {
    const tags = [...new Set(request.flatMap((asked) => asked.tags))]
    const problem = await purgeRequest(this.cdn, tags, this.apiBase, this.clock)
    if (problem?.retryAfterMs) this.heldUntil = Math.max(this.heldUntil, this.clock.now() + problem.retryAfterMs)
    for (const asked of request) asked.done(problem ? [{...problem, tags: asked.tags}] : [])
  }
}

async function purgeRequest(
  cdn: Cloudflare,
  tags: string[],
  apiBase: string,
  clock: Clock,
): Promise<PurgeProblem | undefined> {
  let response: Response
  try {
    response = await fetch(`${apiBase}/zones/${encodeURIComponent(cdn.zoneId)}/purge_cache`, {
      method: 'POST',
      headers: {Authorization: `Bearer ${cdn.token}`, 'Content-Type': 'application/json'},
      body: JSON.stringify({tags}),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    })
  } catch (error) {
    return {tags, problem: unreachable('Cloudflare', error)}
  }
  const body = (await response.json().catch(() => undefined)) as {success?: unknown; errors?: unknown} | undefined
  if (response.ok && body?.success === true) return undefined
  const problem = `Cloudflare answered ${response.status}${errorMessages(body?.errors)}`
  if (response.status !== 429) return {tags, problem}
  // Without a Retry-After, the rest of a rate-limit window.
  return {tags, problem, retryAfterMs: retryAfterMs(response.headers, clock.now()) ?? WINDOW_MS}
}

function errorMessages(errors: unknown): string {
  if (!Array.isArray(errors) || errors.length === 0) return ''
  const described = errors.map((error: {code?: unknown; message?: unknown}) =>
    [error?.code, error?.message].filter((part) => part !== undefined).join(' '),
  )
  return `: ${described.join('; ')}`
}

/**
 * Purges through each zone's budget. The budget is this process's: the origin a publish reaches
 * purges, the others do not, so one origin spends it (docs/deploying.md, "Tags and purges").
 */
export function cloudflarePurger({
  apiBase = CLOUDFLARE_API,
  clock = realClock,
}: {apiBase?: string; clock?: Clock} = {}) {
  const zones = new Map<string, ZoneQueue>()
  return (cdn: Cloudflare, tags: string[]): Promise<PurgeProblem[]> => {
    const key = `${cdn.zoneId} ${cdn.requestsPerMinute} ${cdn.token}`
    let zone = zones.get(key)
    if (!zone) zones.set(key, (zone = new ZoneQueue(cdn, apiBase, clock)))
    return zone.purge(tags)
  }
}
