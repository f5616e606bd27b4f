import {revalidatePath} from 'next/cache'
import {getServerConfig} from '@/lib/config'
import {getContentSource} from '@/lib/content/source'
import {readBodyWithin, refuse} from '@/lib/http/requests'
import {affectedPages} from '@/lib/publishing/affectedPages'
import {broadcastRevalidation, othersApplied, relayedRevalidation, type Revalidation} from '@/lib/publishing/broadcast'
import {forgetRedirects} from '@/lib/redirects'
import {purgeTags, tagsToPurge} from '@/lib/publishing/cdnPurge'
import {
  checkSignature,
  DELIVERY_KEY_HEADER,
  MAX_WEBHOOK_BYTES,
  parseChange,
  rememberHandled,
  SIGNATURE_HEADER_NAME,
  wasHandled,
} from '@/lib/publishing/webhook'

export const dynamic = 'force-dynamic'

/**
 * Sanity's publishing webhook: when a document is published, regenerates exactly the pages that
 * show it, so the change reaches visitors on their next request, without a rebuild.
 */
export async function POST(request: Request) {
  // Another origin received the publish: its pages, regenerated here too (lib/publishing/broadcast.ts).
  const relayed = await relayedRevalidation(request)
  if (relayed) {
    const revalidated = revalidate(relayed)
    console.info(`[publishing] from another origin: revalidated ${revalidated.join(', ') || 'nothing'}`)
    return Response.json({revalidated})
  }
  const {webhookSecret} = getServerConfig().publishing
  if (!webhookSecret) {
    return refuse(503, 'not_configured', 'Publishing is not set up on this server: set SANITY_WEBHOOK_SECRET')
  }
  const body = await readBodyWithin(request, MAX_WEBHOOK_BYTES)
  if (body === undefined) return refuse(413, 'payload_too_large', `The body may be ${MAX_WEBHOOK_BYTES} bytes at most`)
  // The signature covers the exact bytes received, so it is checked before anything is parsed.
  const signature = await checkSignature(body, request.headers.get(SIGNATURE_HEADER_NAME), webhookSecret)
  if (!signature.ok) return refuse(401, 'invalid_signature', signature.problem)
  const deliveryKey = request.headers.get(DELIVERY_KEY_HEADER)
  if (wasHandled(deliveryKey)) {
    return Response.json({revalidated: [], reason: 'this delivery was handled already'})
  }
  const parsed = parseChange(body)
  if (!parsed.ok) return refuse(400, 'invalid_body', parsed.problem)
  const {_id, _type} = parsed.change
  if (_id.startsWith('drafts.') || _id.startsWith('versions.')) {
    return Response.json({revalidated: [], reason: 'drafts are not shown on the site'})
  }

  const affected = await affectedPages(parsed.change, getContentSource())
  const revalidation: Revalidation = {...affected, deliveryKey}
  const revalidated = revalidate(revalidation)
  const told = await broadcastRevalidation(revalidation)
  // This origin purges the CDN, once, when the origins the broadcast told have regenerated too
  // (else the CDN could fetch an old page from one of them again). Not waited for: the webhook's
  // answer says what was regenerated, and a purge retries for a minute if it must.
  const {cdnPurge} = getServerConfig().publishing
  if (cdnPurge) void othersApplied(told).then(() => purgeTags(cdnPurge, tagsToPurge(parsed.change, affected)))
  console.info(`[publishing] ${_type} ${_id}: revalidated ${revalidated.join(', ') || 'nothing'}`)
  return Response.json({revalidated})
}

/** Regenerates a publish's pages in this origin's cache; what it regenerated, for the answer. */
function revalidate(revalidation: Revalidation) {
  // Any published change may add or remove a redirect or the live page that overrides one, and
  // change what a page shows, so the tags its answers carry for a CDN.
  forgetRedirects()
  if (revalidation.site) {
    revalidatePath('/', 'layout')
  } else {
    for (const path of revalidation.paths) revalidatePath(path)
  }
  rememberHandled(revalidation.deliveryKey)
  return revalidation.site ? ['/ (every page)'] : revalidation.paths
}
