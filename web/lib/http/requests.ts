/**
 * What the site's API routes share: reading a bounded body, and refusing with a clear JSON error
 * (who the client is: ./clientAddress.ts; its rate limit: ./rateLimit.ts; a JSON body read and
 * checked: ./jsonBody.ts, ./bodySchema.ts).
 */

/**
 * The body as text, or undefined when it is longer than `limit` bytes: an announced length over
 * the limit is refused unread, a streamed body is cut as soon as it passes the limit.
 */
export async function readBodyWithin(request: Request, limit: number): Promise<string | undefined> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const {done, value} = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  return new TextDecoder('utf-8', {fatal: false}).decode(Buffer.concat(chunks))
}

/** A refusal: `{error, message}` (plus any details) with its status. */
export function refuse(status: number, error: string, message: string, extra: object = {}, headers?: HeadersInit) {
  return Response.json({error, message, ...extra}, {status, headers})
}
