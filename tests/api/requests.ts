import {request} from 'node:http'
import {loadFormTokenSecret} from '../../web/lib/contact/formTokenSecret'
import {signFormToken} from '../../web/lib/contact/formTokenSignature'

/** What the endpoint tests send. */
export const VALID = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  message: 'Quisiera una demostración para nuestra clínica.',
  category: 'institucion',
}

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
