import type {IncomingMessage, OutgoingHttpHeaders, ServerResponse} from 'node:http'
import type {ServerEntryConfig} from '../lib/config'
import {forwardSocketAddress} from '../lib/http/clientAddress'
import {EDGE_HINT_HEADER} from '../lib/publishing/datedChanges'
import {NOTHING_TO_LOAD_POLICY, securityHeaders} from '../lib/security/headers'
import {beforeHead} from './beforeHead'
import {applyEdgeLifetime} from './edgeLifetime'

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** What the site answers: pages and files (GET, HEAD), its two API routes (POST), preflights (OPTIONS). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS']
/** How long an overloaded server asks a client to wait before trying again. */
export const OVERLOAD_RETRY_AFTER_SECONDS = 5
/** Headers of Next's internals and the proxy's that say nothing to a visitor (the language rewrite's target). */
const INTERNAL_HEADERS = ['x-middleware-rewrite', EDGE_HINT_HEADER]

/**
 * What every request meets before Next: the security headers on every answer (Next adds its own
 * to pages, but not to its redirects nor to every error), 503 at once past a bounded number of
 * requests in flight, 405 for a method the site does not answer, and X-Forwarded-For made of the
 * trusted proxies' entries and the socket's address (what web/lib/http/clientAddress.ts reads),
 * never of what the client wrote; and how long a CDN may keep the answer (./edgeLifetime.ts).
 */
export function guardRequests({trustedProxies, maxRequestsInFlight, edge}: ServerEntryConfig, handle: RequestHandler) {
  let inFlight = 0
  return (request: IncomingMessage, response: ServerResponse) => {
    for (const {key, value} of securityHeaders()) response.setHeader(key, value)
    // Next replaces it on pages and the image route on images; everything else loads nothing.
    response.setHeader('Content-Security-Policy', NOTHING_TO_LOAD_POLICY)
    dropInternalHeaders(response)
    // Wraps the head after dropInternalHeaders does, so it reads the proxy's hint before it is dropped.
    applyEdgeLifetime(response, edge)

    // Refusals are answered at once and take no place among the requests in flight.
    if (inFlight >= maxRequestsInFlight) {
      return refuse(response, 503, 'overloaded', 'The server is busy: try again in a few seconds', {
        'Retry-After': String(OVERLOAD_RETRY_AFTER_SECONDS),
      })
    }
    if (!ALLOWED_METHODS.includes(request.method ?? '')) {
      const allow = ALLOWED_METHODS.join(', ')
      return refuse(response, 405, 'method_not_allowed', `${request.method} is not answered here: use ${allow}`, {
        Allow: allow,
      })
    }
    inFlight++
    response.once('close', () => inFlight--)
    forwardSocketAddress(request, trustedProxies)
    handle(request, response).catch((error: unknown) => {
      console.error(`Failed to handle ${request.method} ${request.url}`, error)
      if (!response.headersSent) refuse(response, 500, 'internal_error', 'Something went wrong on our side')
      else response.destroy()
    })
  }
}

function refuse(
  response: ServerResponse,
  status: number,
  error: string,
  message: string,
  headers: OutgoingHttpHeaders = {},
) {
  response.writeHead(status, {'Content-Type': 'application/json', 'Cache-Control': 'no-store', ...headers})
  response.end(JSON.stringify({error, message}))
}

/** Removes INTERNAL_HEADERS just before the head goes out, however they were set. */
function dropInternalHeaders(response: ServerResponse) {
  beforeHead(response, (head) => {
    for (const name of INTERNAL_HEADERS) head.set(name, undefined)
  })
}
