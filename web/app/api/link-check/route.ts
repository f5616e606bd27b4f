import {getServerConfig} from '@/lib/config'
import {refuseOverLimit, routeLimiter} from '@/lib/http/rateLimit'
import {refuse} from '@/lib/http/requests'
import {createLinkChecker} from '@/lib/links/linkCheck'
import {createMemberVerifier, memberCredential} from '@/lib/links/studioMembers'

export const dynamic = 'force-dynamic'

/** The longest address checked: longer ones are no link an editor typed. */
const MAX_URL_LENGTH = 2048
/** How long a browser may keep the answer to its preflight. */
const PREFLIGHT_MAX_AGE_SECONDS = 600

/** Checks per client (LINK_CHECK_RATE_LIMIT). */
const limiter = routeLimiter('link-check', () => getServerConfig().linkCheck.rateLimit)
let checker: ReturnType<typeof createLinkChecker> | undefined
let verifier: ReturnType<typeof createMemberVerifier> | undefined
const services = () => {
  const {allowPrivateHosts, members} = getServerConfig().linkCheck
  checker ??= createLinkChecker({allowPrivateHosts})
  verifier ??= members && createMemberVerifier(members)
  return {checker, verifier}
}

/** The Studio's origin: the one page that may read the answers (CORS); every answer varies by Origin. */
function studio(request: Request) {
  const origin = new URL(getServerConfig().preview.studioUrl).origin
  return {
    isCaller: request.headers.get('origin') === origin,
    headers: {'Access-Control-Allow-Origin': origin, Vary: 'Origin', 'Cache-Control': 'no-store'},
  }
}

/** The browser's preflight for the Studio's request, which carries the member's credential. */
export function OPTIONS(request: Request) {
  const {isCaller, headers} = studio(request)
  if (!isCaller) return new Response(null, {status: 403, headers: {Vary: 'Origin'}})
  return new Response(null, {
    status: 204,
    headers: {
      ...headers,
      'Access-Control-Allow-Methods': 'GET',
      'Access-Control-Allow-Headers': 'Authorization',
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
    },
  })
}

/**
 * Whether an external link of the content answers, for the Studio's check before publishing
 * (schemas/validation/externalLinks.ts; docs/security.md, "The link check"). Answered only for a
 * member of the Sanity project, proven by the member's own credential (a token, or a pass its
 * Studio wrote in the project) and verified with the project (web/lib/links/studioMembers.ts): without one, 401 and nothing is asked. The Studio's
 * origin is required too, for the browser's sake (only it may read the answer), not as the guard:
 * anyone can write an Origin header. Hosts on private networks are never connected to
 * (LINK_CHECK_PRIVATE_HOSTS), at connect time (web/lib/links/addressGuard.ts).
 */
export async function GET(request: Request) {
  const {isCaller, headers} = studio(request)
  if (!isCaller) return refuse(403, 'not_the_studio', 'Links are checked for the Studio only', {}, {Vary: 'Origin'})
  const credential = memberCredential(request)
  const needsMember = {...headers, 'WWW-Authenticate': 'Bearer realm="link-check"'}
  if (!credential)
    return refuse(401, 'member_required', 'Links are checked for members of the Sanity project only', {}, needsMember)
  const {checker, verifier} = services()
  const overLimit = await refuseOverLimit(limiter(), request, 'Too many link checks: try again later')
  if (overLimit) {
    for (const [name, value] of Object.entries(headers)) overLimit.headers.set(name, value)
    return overLimit
  }
  const membership = verifier ? await verifier(credential) : 'unverifiable'
  if (membership === 'not_a_member')
    return refuse(
      401,
      'member_required',
      'The credential is not that of a member of the Sanity project',
      {},
      needsMember,
    )
  if (membership === 'unverifiable')
    return refuse(
      503,
      'members_unverifiable',
      verifier
        ? 'The Sanity project could not be asked who is a member: try again later'
        : 'No Sanity project is configured to verify members against (SANITY_PROJECT_ID or SANITY_API_HOST)',
      {},
      headers,
    )
  const url = webAddress(new URL(request.url).searchParams.get('url') ?? '')
  if (!url)
    return refuse(
      400,
      'invalid_field',
      `url must be an http:// or https:// address of at most ${MAX_URL_LENGTH} characters, without a user or password`,
      {field: 'url'},
      headers,
    )
  const verdict = await checker(url.href)
  return Response.json({url: url.href, ...verdict}, {headers})
}

/** The address to check, when it is one: http(s), no credentials, not too long. */
function webAddress(address: string): URL | undefined {
  if (address.length > MAX_URL_LENGTH) return undefined
  try {
    const url = new URL(address)
    const isWeb = (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password
    return isWeb && url.href.length <= MAX_URL_LENGTH ? url : undefined
  } catch {
    return undefined
  }
}
