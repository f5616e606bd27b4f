import {getFormTokenSecret} from '@/lib/contact/endpointServices'
import {signFormToken} from '@/lib/contact/formTokenSignature'
import {refuse} from '@/lib/http/requests'

export const dynamic = 'force-dynamic'

/**
 * The contact form's time mark (web/lib/contact/formToken.ts): the form asks for one when it first
 * renders and sends it back with the request. Pages are static, so the time cannot be written into
 * them; and it must never be cached, by the browser or a CDN, or every visitor would share an old one.
 */
export async function GET() {
  const noStore = {'Cache-Control': 'no-store'}
  try {
    return Response.json({token: signFormToken(await getFormTokenSecret())}, {headers: noStore})
  } catch (error) {
    console.error('[contact] no secret to sign form tokens with', error)
    return refuse(503, 'unavailable', 'No form token can be made now', {}, noStore)
  }
}
