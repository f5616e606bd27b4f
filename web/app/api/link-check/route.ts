import {getServerConfig} from '@/lib/config'
import {createRateLimiter, refuseOverLimit} from '@/lib/contact/rateLimit'
import {refuse} from '@/lib/http/requests'
import {createLinkChecker} from '@/lib/links/linkCheck'

export const dynamic = 'force-dynamic'

/** The longest address checked: longer ones are no link an editor typed. */
const MAX_URL_LENGTH = 2048

let limiter: ReturnType<typeof createRateLimiter> | undefined
let checker: ReturnType<typeof createLinkChecker> | undefined
const services = () => {
  const {rateLimit, allowPrivateHosts} = getServerConfig().linkCheck
  limiter ??= createRateLimiter(rateLimit.limit, rateLimit.windowMs)
  checker ??= createLinkChecker({allowPrivateHosts})
  return {limiter, checker}
}

/**
 * Whether an external link of the content answers, for the Studio's check before publishing
 * (schemas/validation/externalLinks.ts; docs/studio.md). Asked only from the Studio's origin
 * (SANITY_STUDIO_URL), which may read the answer; anyone else is refused, so the site is nobody's
 * way to probe other hosts. Hosts on private networks are never asked (LINK_CHECK_PRIVATE_HOSTS).
 */
export async function GET(request: Request) {
  const {studioUrl} = getServerConfig().preview
  const studioOrigin = new URL(studioUrl).origin
  const cors = {'Access-Control-Allow-Origin': studioOrigin, Vary: 'Origin'}
  if (request.headers.get('origin') !== studioOrigin) {
    return refuse(403, 'not_the_studio', 'Links are checked for the Studio only', {}, {Vary: 'Origin'})
  }
  const {limiter, checker} = services()
  const overLimit = refuseOverLimit(limiter, request, 'Too many link checks: try again later')
  if (overLimit) {
    overLimit.headers.set('Access-Control-Allow-Origin', studioOrigin)
    return overLimit
  }
  const address = new URL(request.url).searchParams.get('url') ?? ''
  let url: URL | undefined
  try {
    url = address.length <= MAX_URL_LENGTH ? new URL(address) : undefined
  } catch {
    url = undefined
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) {
    return refuse(
      400,
      'invalid_field',
      `url must be an http:// or https:// address of at most ${MAX_URL_LENGTH} characters, without a user or password`,
      {field: 'url'},
      cors,
    )
  }
  const verdict = await checker(url.href)
  return Response.json({url: url.href, ...verdict}, {headers: {...cors, 'Cache-Control': 'no-store'}})
}
