import {createHash} from 'node:crypto'
import {createClient} from '@sanity/client'
import {LRUCache} from 'lru-cache'
import {sanityConnection} from '../content/source'

/**
 * Who may have the site check a link: a member of the Sanity project, proven by the member's own
 * credential (the token the Studio signs its requests with, sent as `Authorization: Bearer`) and
 * verified with the project's current-user API (`/users/me`) on the configured API host. A verdict
 * is kept a short while under a hash of the credential, so an editor's burst of checks costs one
 * verification; the credential itself is never kept, logged or sent anywhere else.
 */

/** The project whose members may ask: Sanity's hosts by project id, or another API host (the local lake). */
export type MembersProject = {projectId?: string; dataset: string; apiHost?: string}

export type Membership = 'member' | 'not_a_member' | 'unverifiable'

/** How long a verified member is trusted without asking again, and a refused credential refused. */
export const MEMBER_KEPT_MS = 60_000
const REFUSAL_KEPT_MS = 30_000
const KEPT_CREDENTIALS = 1_000
const VERIFY_TIMEOUT_MS = 5_000

/** The bearer credential a request carries, if it is shaped like one (a token: no spaces, at most 1 kB). */
export function bearerCredential(request: Request): string | undefined {
  return /^Bearer ([\x21-\x7e]{1,1024})$/.exec(request.headers.get('authorization') ?? '')?.[1]
}

/** Asks the project who the credential belongs to: a member (an id and at least one role in the project), or nobody. */
export type AskCurrentUser = (credential: string) => Promise<unknown>

function askSanity(project: MembersProject): AskCurrentUser {
  return (credential) =>
    createClient({
      ...sanityConnection(project),
      token: credential,
      useCdn: false,
      timeout: VERIFY_TIMEOUT_MS,
      // An editor waits on this: a project that does not answer is said at once, not retried.
      maxRetries: 0,
    }).request({
      uri: '/users/me',
      tag: 'link-check.member',
    })
}

const isMember = (user: unknown) => {
  const {id, roles} = (user ?? {}) as {id?: unknown; roles?: unknown}
  return typeof id === 'string' && id !== '' && Array.isArray(roles) && roles.length > 0
}

/** Whether the API refused the credential itself (as opposed to failing to answer). */
const refusedCredential = (error: unknown) => {
  const status = (error as {statusCode?: number}).statusCode
  return status === 401 || status === 403
}

export function createMemberVerifier(
  project: MembersProject,
  {ask = askSanity(project), now = Date.now}: {ask?: AskCurrentUser; now?: () => number} = {},
) {
  const kept = new LRUCache<string, {membership: Exclude<Membership, 'unverifiable'>; until: number}>({
    max: KEPT_CREDENTIALS,
  })
  const pending = new Map<string, Promise<Membership>>()
  const verify = async (credential: string): Promise<Membership> => {
    try {
      return isMember(await ask(credential)) ? 'member' : 'not_a_member'
    } catch (error) {
      if (refusedCredential(error)) return 'not_a_member'
      // The error is not logged whole: a client error may quote the request it failed on.
      console.error(`[link-check] the project could not say who a credential belongs to: ${describe(error)}`)
      return 'unverifiable'
    }
  }
  return async (credential: string): Promise<Membership> => {
    const key = createHash('sha256').update(credential).digest('base64url')
    const known = kept.get(key)
    if (known && known.until > now()) return known.membership
    const asking = pending.get(key) ?? verify(credential)
    pending.set(key, asking)
    try {
      const membership = await asking
      if (membership !== 'unverifiable')
        kept.set(key, {membership, until: now() + (membership === 'member' ? MEMBER_KEPT_MS : REFUSAL_KEPT_MS)})
      return membership
    } finally {
      pending.delete(key)
    }
  }
}

function describe(error: unknown) {
  const {statusCode, code} = (error ?? {}) as {statusCode?: number; code?: string}
  return statusCode ? `status ${statusCode}` : (code ?? 'no answer')
}
