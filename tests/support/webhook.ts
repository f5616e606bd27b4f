import {encodeSignatureHeader, SIGNATURE_HEADER_NAME} from '@sanity/webhook'

/**
 * Sanity's publishing webhook for one document, as the project sends it to the site
 * (`/api/revalidate`): its id and type, signed with `secret` at `now` (the site refuses a
 * signature minutes away from its own clock: give a server on a moved clock its time).
 */
export async function callPublishWebhook(
  siteUrl: string,
  secret: string,
  document: {_id: string; _type: string},
  now = Date.now(),
): Promise<Response> {
  const body = JSON.stringify(document)
  return fetch(`${siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, now, secret),
    },
    body,
  })
}
