import {LINK_CHECK_PASS_TYPE} from '@habitum/content/snapshotTypes'
import type {SanityClient} from 'sanity'

/**
 * A member's pass for the site's link check, for a Studio whose client holds no token (signed in
 * by its session cookie, or on the local lake without one): the member's own client writes a
 * document with an unguessable id under a private path (`linkCheckPass.<128 random bits>`, which
 * only members and the project's tokens can read), and sends the id to the site, which reads it back
 * from the project (web/lib/links/studioMembers.ts). Only someone the project lets write could
 * have made it; nothing secret lives in the browser beyond what the Studio already holds. The
 * pass serves the checks of one minute and is deleted then; one the Studio could not delete (a
 * tab closed) is worth nothing to the site two minutes after it was made. docs/security.md, "The
 * link check".
 */
export const PASS_ID_PREFIX = `${LINK_CHECK_PASS_TYPE}.`
/** How long one pass serves new checks, and when it is deleted (the site's own limit is PASS_VALID_MS, longer). */
const PASS_SERVES_MS = 45_000
const PASS_KEPT_MS = 60_000

let current: {id: Promise<string>; since: number} | undefined

function unguessable(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The id of a pass the member's client wrote, made when none serves any more; rejects when the member may not write. */
export function linkCheckPass(client: SanityClient): Promise<string> {
  if (current && Date.now() - current.since < PASS_SERVES_MS) return current.id
  const id = `${PASS_ID_PREFIX}${unguessable()}`
  const made = client.create({_id: id, _type: LINK_CHECK_PASS_TYPE}, {tag: 'link-check.pass'}).then(() => {
    setTimeout(() => void client.delete(id, {tag: 'link-check.pass'}).catch(() => undefined), PASS_KEPT_MS)
    return id
  })
  const pass = {id: made, since: Date.now()}
  current = pass
  // A pass that could not be written is not kept: the next check tries again.
  made.catch(() => {
    if (current === pass) current = undefined
  })
  return made
}
