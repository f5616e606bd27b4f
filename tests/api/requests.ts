import {request, type IncomingHttpHeaders} from 'node:http'
import {loadFormTokenSecret} from '../../web/lib/contact/formTokenSecret'
import {signFormToken} from '../../web/lib/contact/formTokenSignature'

/** What a visitor types. */
export const TYPED = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  message: 'Quisiera una demostración para nuestra clínica.',
  category: 'institucion',
}

/** The bundled privacy policy's revision in force (since 1 July 2023), by its key in content/. */
export const PRIVACY_REVISION_IN_FORCE = {id: '7afbf2639afa', date: '2023-07-01'}

/** What the form sends of the consent: the box ticked, the revision in force, the version of the notice shown. */
export const CONSENT = {consent: true, privacyRevision: PRIVACY_REVISION_IN_FORCE.id, noticeVersion: '0123456789abcdef'}

/** What the endpoint tests send: what was typed, and the consent. */
export const VALID = {...TYPED, ...CONSENT}

/**
 * A form token as the server signs them, issued `ageMs` ago (a minute: a person's), with the
 * secret a server without CONTACT_FORM_SECRET keeps in its DATA_DIR, or the one given: a test needs
 * no waiting to send a token of any age.
 */
export async function formToken(dataDir: string, {ageMs = 60_000, secret}: {ageMs?: number; secret?: string} = {}) {
  return signFormToken(secret ?? (await loadFormTokenSecret(dataDir)), Date.now() - ageMs)
}

export function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: {'content-type': 'application/json', referer: `${url}/es/`, ...headers},
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export type Answer = {status: number; headers: Record<string, string | string[] | undefined>; body: string}

/**
 * A request over node:http, for what fetch will not send: any method (TRACE), or from a chosen
 * loopback address (every 127.x.y.z is this machine), so that each address is a client of its
 * own, as the server sees clients: by the socket.
 */
export function send(
  url: string,
  {
    method = 'GET',
    path = '/',
    localAddress,
    headers = {},
    body,
  }: {method?: string; path?: string; localAddress?: string; headers?: Record<string, string>; body?: string},
): Promise<Answer> {
  const {host, port} = new URL(url)
  return new Promise((resolve, reject) => {
    const sent = request(
      {host: '127.0.0.1', port, localAddress, method, path, headers: {host, ...headers}, agent: false},
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () => resolve({status: response.statusCode!, headers: response.headers, body: text}))
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}

/** A contact request from a chosen loopback address: a client of its own. */
export function postFrom(url: string, localAddress: string, body: unknown, headers: Record<string, string> = {}) {
  return send(url, {
    method: 'POST',
    path: '/api/contact',
    localAddress,
    headers: {'content-type': 'application/json', referer: `${url}/es/`, ...headers},
    body: JSON.stringify(body),
  })
}

/** The bytes as they travel, with the encodings a browser says it takes. */
export function download(
  url: string,
  acceptEncoding: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<{status: number; headers: IncomingHttpHeaders; body: Buffer}> {
  return new Promise((resolve, reject) => {
    request(url, {method, headers: {'accept-encoding': acceptEncoding, ...headers}}, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks)}),
      )
    })
      .on('error', reject)
      .end()
  })
}

/** Polls until `read` gives something `done` accepts: the server flushes on its own schedule. */
export async function eventually<T>(read: () => T | Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + 30_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`not within 30 s: ${what}; last: ${JSON.stringify(value)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
