import type {Http2ServerRequest, Http2ServerResponse} from 'node:http2'
import {LakeError} from './errors'

export type Request = Http2ServerRequest
export type Response = Http2ServerResponse

/** The largest JSON body the lake reads (a transaction of many documents). */
export const MAX_JSON_BYTES = 16 * 1024 * 1024

/** Reads the whole body, or answers 413 past `limit` bytes. */
export async function readBody(request: Request, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).byteLength
    if (size > limit) throw new LakeError(413, 'payloadTooLargeError', `The body may be ${limit} bytes at most`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

/** A JSON body, or 400 saying what is wrong with it. */
export async function readJson(request: Request): Promise<unknown> {
  const text = (await readBody(request, MAX_JSON_BYTES)).toString('utf8')
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new LakeError(400, 'validationError', `The body is not valid JSON (${(error as Error).message})`)
  }
}

/** A JSON object body, or 400. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown>> {
  const value = await readJson(request)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new LakeError(400, 'validationError', 'The body must be a JSON object')
  }
  return value as Record<string, unknown>
}

export function sendJson(response: Response, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  const bytes = Buffer.from(JSON.stringify(body))
  response.writeHead(statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(bytes.byteLength),
    ...headers,
  })
  response.end(bytes)
}

/** Query parameters named `$name` hold the GROQ parameters, JSON-encoded, as @sanity/client sends them. */
export function groqParamsIn(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {}
  for (const [name, value] of search) {
    if (!name.startsWith('$')) continue
    try {
      params[name.slice(1)] = JSON.parse(value)
    } catch {
      throw new LakeError(400, 'validationError', `The query parameter "${name}" must be JSON-encoded`)
    }
  }
  return params
}

/** Boolean query options (`includeResult=false`), with their default when absent. */
export function flag(search: URLSearchParams, name: string, fallback: boolean) {
  const value = search.get(name)
  return value === null ? fallback : value === 'true' || value === '1' || value === ''
}

/**
 * Origins that may call the lake from a browser, with the user's cookies: loopback pages only
 * (the Studio on any localhost port). The lake has no accounts, so a page on any other origin
 * must not be able to read or change its content.
 */
const LOOPBACK_ORIGIN = /^https?:\/\/(([a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/

export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.origin
  if (typeof origin !== 'string' || !LOOPBACK_ORIGIN.test(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': String(
      request.headers['access-control-request-headers'] ?? 'authorization, content-type',
    ),
    'access-control-max-age': '600',
    vary: 'origin',
  }
}

/**
 * How often an idle event stream gets a comment line: the Studio's EventSource gives up on a
 * stream silent for 45 seconds and reconnects (logging an error), as it would with a dead connection.
 */
const HEARTBEAT_MS = 20_000

/**
 * Opens a stream of server-sent events (data/listen, data/live/events): its head, a comment every
 * HEARTBEAT_MS, and `onClose` when the client leaves. Returns the function that sends an event.
 */
export function openEventStream(
  request: Request,
  response: Response,
  headers: Record<string, string>,
  onClose: () => void,
) {
  response.writeHead(200, {'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', ...headers})
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS)
  request.once('close', () => {
    clearInterval(heartbeat)
    onClose()
  })
  return (event: string, data: unknown, id?: string) =>
    response.write(`${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
}
