import type {CdnPurge} from '../../config'
import {inBatchesOf, PURGE_TIMEOUT_MS, retryAfterMs, unreachable, type PurgeProblem} from './problems'

/**
 * Fastly: "purge multiple surrogate keys", `POST /service/{id}/purge` with the token in
 * `Fastly-Key` and `{"surrogate_keys": [...]}`, 256 keys a request at most. A hard purge (no
 * `Fastly-Soft-Purge`): the copy is gone, not merely stale. A 429 says when to come back, in
 * Retry-After or in `Fastly-RateLimit-Reset` (seconds since 1970).
 */
type Fastly = Extract<CdnPurge, {kind: 'fastly'}>

export const FASTLY_API = 'https://api.fastly.com'
export const FASTLY_MAX_KEYS = 256

export async function purgeFastly(
  cdn: Fastly,
  tags: string[],
  {apiBase = FASTLY_API}: {apiBase?: string} = {},
): Promise<PurgeProblem[]> {
  const answers = await Promise.all(inBatchesOf(FASTLY_MAX_KEYS, tags).map((batch) => purgeBatch(cdn, batch, apiBase)))
  return answers.filter((problem) => problem !== undefined)
}

async function purgeBatch(cdn: Fastly, tags: string[], apiBase: string): Promise<PurgeProblem | undefined> {
  let response: Response
  try {
    response = await fetch(`${apiBase}/service/${encodeURIComponent(cdn.serviceId)}/purge`, {
      method: 'POST',
      headers: {'Fastly-Key': cdn.token, 'Content-Type': 'application/json', Accept: 'application/json'},
      body: JSON.stringify({surrogate_keys: tags}),
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    })
  } catch (error) {
    return {tags, problem: unreachable('Fastly', error)}
  }
  if (response.ok) return undefined
  const problem = `Fastly answered ${response.status}${await errorMessage(response)}`
  if (response.status !== 429) return {tags, problem}
  return {tags, problem, retryAfterMs: retryAfterMs(response.headers) ?? untilReset(response.headers)}
}

/** Fastly's errors say `{"msg": …, "detail": …}`. */
async function errorMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => undefined)) as {msg?: unknown; detail?: unknown} | undefined
  const words = [body?.msg, body?.detail].filter((word) => typeof word === 'string' && word)
  return words.length > 0 ? `: ${words.join(', ')}` : ''
}

function untilReset(headers: Headers, now = Date.now()): number | undefined {
  const reset = Number(headers.get('fastly-ratelimit-reset'))
  return reset > 0 ? Math.max(0, reset * 1000 - now) : undefined
}
