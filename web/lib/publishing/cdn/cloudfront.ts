import {randomUUID} from 'node:crypto'
import type {CdnPurge} from '../../config'
import {signatureHeaders} from './awsSignature'
import {inBatchesOf, PURGE_TIMEOUT_MS, unreachable, type PurgeProblem} from './problems'

/**
 * CloudFront: invalidation by cache tag (the distribution's CacheTagConfig names `Cache-Tag`).
 * CreateInvalidation, `POST /2020-05-31/distribution/{id}/invalidation`, signed with Signature
 * Version 4 (region us-east-1, service cloudfront), lists each tag as a path that starts with `#`.
 * A distribution takes 3,000 paths in progress at once: a request holds no more. A request over
 * the limit (TooManyInvalidationsInProgress) is retried a minute later, once invalidations in
 * progress have finished; one throttled (429, Throttling) after cdnPurge.ts's own delays.
 */
type CloudFront = Extract<CdnPurge, {kind: 'cloudfront'}>

export const CLOUDFRONT_API = 'https://cloudfront.amazonaws.com'
export const CLOUDFRONT_MAX_PATHS = 3_000
const IN_PROGRESS_WAIT_MS = 60_000

export async function purgeCloudFront(
  cdn: CloudFront,
  tags: string[],
  {apiBase = CLOUDFRONT_API}: {apiBase?: string} = {},
): Promise<PurgeProblem[]> {
  const answers = []
  // One request after the other: each counts against the paths in progress the next one meets.
  for (const batch of inBatchesOf(CLOUDFRONT_MAX_PATHS, tags)) answers.push(await invalidate(cdn, batch, apiBase))
  return answers.filter((problem) => problem !== undefined)
}

async function invalidate(cdn: CloudFront, tags: string[], apiBase: string): Promise<PurgeProblem | undefined> {
  const url = new URL(`${apiBase}/2020-05-31/distribution/${encodeURIComponent(cdn.distributionId)}/invalidation`)
  const body = invalidationBatch(tags)
  const unsigned = {method: 'POST', url, headers: {'Content-Type': 'text/xml'}, body}
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: signatureHeaders(unsigned, cdn.credentials, {region: 'us-east-1', service: 'cloudfront'}),
      body,
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    })
  } catch (error) {
    return {tags, problem: unreachable('CloudFront', error)}
  }
  if (response.ok) return undefined
  const {code, message} = awsError(await response.text().catch(() => ''))
  const problem = `CloudFront answered ${response.status}${code ? ` ${code}` : ''}${message ? `: ${message}` : ''}`
  return code === 'TooManyInvalidationsInProgress'
    ? {tags, problem, retryAfterMs: IN_PROGRESS_WAIT_MS}
    : {tags, problem}
}

/** The InvalidationBatch: each tag as `#tag`, and a reference of its own (one per request). */
function invalidationBatch(tags: string[]) {
  const paths = tags.map((tag) => `<Path>${escapeXml(`#${tag}`)}</Path>`).join('')
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
    `<Paths><Quantity>${tags.length}</Quantity><Items>${paths}</Items></Paths>` +
    `<CallerReference>habitum-${randomUUID()}</CallerReference>` +
    '</InvalidationBatch>'
  )
}

/** AWS's error answer: `<ErrorResponse><Error><Code>…</Code><Message>…</Message></Error>…`. */
function awsError(xml: string) {
  const element = (name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1]
  return {code: element('Code'), message: element('Message')}
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[c]!)
