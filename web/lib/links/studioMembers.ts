import {createHash} from 'node:crypto'
import {createClient} from '@sanity/client'
import {LINK_CHECK_PASS_TYPE} from '@habitum/content/snapshotTypes'
import {LRUCache} from 'lru-cache'
import {sanityConnection} from '../content/source'

/**
 * Who may have the site check a link: a member of the Sanity project, proven by the member's own
 * credential (the token the Studio signs its requests with, sent as `Authorization: Bearer`) and
 * verified with the project's current-user API (`/users/me`) on the configured API host; or, for a
 * Studio signed in without a token, a pass the member's own client wrote in the project
 * (`Authorization: Pass linkCheckPass.<id>`, schemas/validation/linkCheckPass.ts), read back with
 * the site's own token: only someone the project lets write could have made it. A verdict
 * is kept a short while under a hash of the credential, so an editor's burst of checks costs one
 * verification; the credential itself is never kept, logged or sent anywhere else.
 */

/**
 * The project whose members may ask: Sanity's hosts by project id, or another API host (the local
 * lake); and the site's token to read a pass with (the private path of passes needs one).
 */
export type MembersProject = {projectId?: string; dataset: string; apiHost?: string; token?: string}

/** A member's credential: the token the Studio signs with, or the id of a pass its client wrote. */
export type Credential = {token: string} | {pass: string}

/** How long after it was written a pass proves anything (the Studio deletes it after a minute). */
export const PASS_VALID_MS = 120_000

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

/** The pass a request carries, if it is shaped like one: its private path and 128 random bits. */
const PASS_PATTERN = new RegExp(`^Pass (${LINK_CHECK_PASS_TYPE}\\.[0-9a-f]{32})$`)

/** The member's credential a request carries: a bearer token, or a pass. */
export function memberCredential(request: Request): Credential | undefined {
  const token = bearerCredential(request)
  if (token) return {token}
  const pass = PASS_PATTERN.exec(request.headers.get('authorization') ?? '')?.[1]
  return pass ? {pass} : undefined
}

/** Asks the project who the credential belongs to: a member (an id and at least one role in the project), or nobody. */
export type AskCurrentUser = (credential: string) => Promise<unknown>
/** Reads a pass from the project with the site's token: the document, or nothing. */
export type AskPass = (id: string) => Promise<unknown>

function readPass(project: MembersProject): AskPass {
  return (id) =>
    createClient({
      ...sanityConnection(project),
      useCdn: false,
      perspective: 'raw',
      timeout: VERIFY_TIMEOUT_MS,
      maxRetries: 0,
    }).getDocument(id, {tag: 'link-check.pass'})
}

/** A pass proves membership when the project holds it, as a pass, written within PASS_VALID_MS. */
const isValidPass = (document: unknown, now: number) => {
  const {_type, _createdAt} = (document ?? {}) as {_type?: unknown; _createdAt?: unknown}
  const writtenAt = typeof _createdAt === 'string' ? Date.parse(_createdAt) : NaN
  return _type === LINK_CHECK_PASS_TYPE && writtenAt > now - PASS_VALID_MS && writtenAt < now + PASS_VALID_MS
}

function askSanity(project: MembersProject): AskCurrentUser {
  return (credential) =>
    createClient({
      ...sanityConnection({...project, token: undefined}),
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
  {
    ask = askSanity(project),
    askPass = readPass(project),
    now = Date.now,
  }: {ask?: AskCurrentUser; askPass?: AskPass; now?: () => number} = {},
) {
  const kept = new LRUCache<string, {membership: Exclude<Membership, 'unverifiable'>; until: number}>({
    max: KEPT_CREDENTIALS,
  })
  const pending = new Map<string, Promise<Membership>>()
  const verify = async (credential: Credential): Promise<Membership> => {
    try {
      if ('pass' in credential) return isValidPass(await askPass(credential.pass), now()) ? 'member' : 'not_a_member'
      return isMember(await ask(credential.token)) ? 'member' : 'not_a_member'
    } catch (error) {
      if (refusedCredential(error)) return 'not_a_member'
      // The error is not logged whole: a client error may quote the request it failed on.
      console.error(`[link-check] the project could not say who a credential belongs to: ${describe(error)}`)
      return 'unverifiable'
    }
  }
  return async (given: string | Credential): Promise<Membership> => {
    const credential = typeof given === 'string' ? {token: given} : given
    const key = createHash('sha256')
      .update('pass' in credential ? `pass ${credential.pass}` : `token ${credential.token}`)
      .digest('base64url')
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
