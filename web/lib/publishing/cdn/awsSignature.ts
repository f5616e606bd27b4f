import {createHash, createHmac} from 'node:crypto'
import type {AwsCredentials} from '../../config'

/**
 * AWS Signature Version 4 for one request (AWS's "Create a signed AWS API request"): the headers
 * to send with it, `Authorization` and `X-Amz-Date` (and the session token, for temporary
 * credentials). Small enough to keep here rather than bring a whole SDK into the server for one call.
 */
export type SignedRequest = {method: string; url: URL; headers: Record<string, string>; body: string}
type Scope = {region: string; service: string}

export function signatureHeaders(
  request: SignedRequest,
  credentials: AwsCredentials,
  {region, service}: Scope,
  now = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const day = amzDate.slice(0, 8)
  const headers: Record<string, string> = {
    ...request.headers,
    host: request.url.host,
    'x-amz-date': amzDate,
    ...(credentials.sessionToken ? {'x-amz-security-token': credentials.sessionToken} : {}),
  }
  const names = Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort()
  const byName = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
  const signedHeaders = names.join(';')
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url.pathname),
    canonicalQuery(request.url.searchParams),
    names.map((name) => `${name}:${byName[name]!.trim().replace(/\s+/g, ' ')}\n`).join(''),
    signedHeaders,
    sha256(request.body),
  ].join('\n')
  const scope = `${day}/${region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n')
  const key = [day, region, service, 'aws4_request'].reduce<Buffer | string>(
    (previous, part) => hmac(previous, part),
    `AWS4${credentials.secretAccessKey}`,
  )
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex')
  // Host is signed but sent by fetch itself, from the address.
  const sent = Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'host'))
  return {
    ...sent,
    Authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const hmac = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest()

/** The path as sent (already encoded), each segment encoded once more: AWS's rule for every service but S3. */
function canonicalPath(pathname: string) {
  return pathname.split('/').map(encodeRfc3986).join('/')
}

function canonicalQuery(parameters: URLSearchParams) {
  return [...parameters]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)])
    .sort(([a, b], [c, d]) => (a === c ? (b! < d! ? -1 : 1) : a! < c! ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')
}

const encodeRfc3986 = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
