/** @jest-environment node */
import {startStandIn, testClock, type Answer, type Received} from '@/test/cdnStandIn'
import {purgeTags} from '../cdnPurge'
import {signatureHeaders} from './awsSignature'
import {CLOUDFRONT_MAX_PATHS, purgeCloudFront} from './cloudfront'

const CREDENTIALS = {accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY'}
const CLOUDFRONT = {kind: 'cloudfront', distributionId: 'EDFDVBD6EXAMPLE', credentials: CREDENTIALS} as const

/** An answer as AWS's REST-XML services write one. */
const xml = (status: number, body: string): Answer => ({status, headers: {'Content-Type': 'text/xml'}, body})
const awsError = (status: number, code: string, message: string) =>
  xml(
    status,
    `<?xml version="1.0"?><ErrorResponse xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">` +
      `<Error><Type>Sender</Type><Code>${code}</Code><Message>${message}</Message></Error>` +
      `<RequestId>b0b1d6a8-0000-4000-8000-000000000000</RequestId></ErrorResponse>`,
  )
const created = (request: Received): Answer => ({
  status: 201,
  headers: {
    'Content-Type': 'text/xml',
    Location: `https://cloudfront.amazonaws.com/2020-05-31/distribution/${CLOUDFRONT.distributionId}/invalidation/I2J0I21PCUYOIK`,
  },
  body: `<?xml version="1.0"?><Invalidation><Id>I2J0I21PCUYOIK</Id><Status>InProgress</Status>${/<InvalidationBatch[^>]*>.*<\/InvalidationBatch>/s.exec(request.body)?.[0]}</Invalidation>`,
})

/** The paths of an InvalidationBatch, and its Quantity and CallerReference. */
function batchOf(body: string) {
  const paths = [...body.matchAll(/<Path>([^<]*)<\/Path>/g)].map((match) => match[1]!)
  const quantity = Number(/<Quantity>(\d+)<\/Quantity>/.exec(body)?.[1])
  const reference = /<CallerReference>([^<]+)<\/CallerReference>/.exec(body)?.[1]
  return {paths, quantity, reference}
}

/**
 * What CloudFront checks: CreateInvalidation's path, a Signature Version 4 for this body and these
 * headers with the user's key (us-east-1, cloudfront), an InvalidationBatch whose Quantity counts
 * its paths (3,000 at most), tags as `#tag`, and a CallerReference.
 */
function cloudfrontRefusal(request: Received): Answer | undefined {
  if (
    request.method !== 'POST' ||
    request.path !== `/2020-05-31/distribution/${CLOUDFRONT.distributionId}/invalidation`
  )
    return awsError(404, 'NoSuchDistribution', 'The specified distribution does not exist.')
  const amzDate = String(request.headers['x-amz-date'])
  const date = new Date(amzDate.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'))
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(String(request.headers.authorization))?.[1]?.split(';') ?? []
  const sent = Object.fromEntries(
    signedHeaders
      .filter((name) => !['host', 'x-amz-date', 'x-amz-security-token'].includes(name))
      .map((name) => [name, String(request.headers[name])]),
  )
  const url = new URL(`http://${request.headers.host}${request.path}`)
  const expected = signatureHeaders(
    {method: 'POST', url, headers: sent, body: request.body},
    {...CREDENTIALS, sessionToken: request.headers['x-amz-security-token'] as string | undefined},
    {region: 'us-east-1', service: 'cloudfront'},
    date,
  )
  if (request.headers.authorization !== expected.Authorization || !signedHeaders.includes('content-type'))
    return awsError(
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    )
  const {paths, quantity, reference} = batchOf(request.body)
  if (!reference || quantity !== paths.length || paths.length === 0 || paths.length > CLOUDFRONT_MAX_PATHS)
    return awsError(400, 'InvalidArgument', 'Your request contains one or more invalid invalidation paths.')
  // Visible ASCII but the comma, 256 characters at most.
  if (!paths.every((path) => /^#[!-+--~]{1,256}$/.test(path)))
    return awsError(400, 'InvalidArgument', 'A tag invalidation path must start with # and hold no comma.')
  return undefined
}

describe("CloudFront's invalidation by cache tag", () => {
  it('signs AWS requests as AWS does (a request checked against the aws4 library)', () => {
    const url = new URL('https://cloudfront.amazonaws.com/2020-05-31/distribution/E2ABC/invalidation')
    const body = '<x>a b</x>'
    const headers = {'Content-Type': 'text/xml', 'Content-Length': String(body.length)}
    const signed = signatureHeaders(
      {method: 'POST', url, headers, body},
      {...CREDENTIALS, sessionToken: 'tok'},
      {region: 'us-east-1', service: 'cloudfront'},
      new Date('2026-11-28T19:00:00Z'),
    )
    expect(signed).toEqual({
      ...headers,
      'x-amz-date': '20261128T190000Z',
      'x-amz-security-token': 'tok',
      Authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20261128/us-east-1/cloudfront/aws4_request, ' +
        'SignedHeaders=content-length;content-type;host;x-amz-date;x-amz-security-token, ' +
        'Signature=2587af5b2b0034db93b42a29d9f913baaae9c97e07e80ccfbcf7de576b0aa545',
    })
  })

  it('creates one signed invalidation of the tags as #tag paths, each with a reference of its own', async () => {
    const cloudfront = await startStandIn((request) => cloudfrontRefusal(request) ?? created(request))
    try {
      const options = {apiBase: cloudfront.apiBase}
      expect(await purgeCloudFront(CLOUDFRONT, ['d:faq-21', 't:faqItem'], options)).toEqual([])
      const withSession = {...CLOUDFRONT, credentials: {...CREDENTIALS, sessionToken: 'session-token'}}
      expect(await purgeCloudFront(withSession, ['site'], options)).toEqual([])
      const [first, second] = cloudfront.received.map((request) => batchOf(request.body))
      expect(first!.paths).toEqual(['#d:faq-21', '#t:faqItem'])
      expect(second!.paths).toEqual(['#site'])
      expect(first!.reference).not.toBe(second!.reference)
      expect(cloudfront.received[1]!.headers['x-amz-security-token']).toBe('session-token')
    } finally {
      await cloudfront.close()
    }
  })

  it('sends 3,000 paths a request at most, one request after the other', async () => {
    const cloudfront = await startStandIn((request) => cloudfrontRefusal(request) ?? created(request))
    try {
      const tags = Array.from({length: 3_500}, (_, index) => `d:faq-${index}`)
      expect(await purgeCloudFront(CLOUDFRONT, tags, {apiBase: cloudfront.apiBase})).toEqual([])
      expect(cloudfront.received.map((request) => batchOf(request.body).quantity)).toEqual([3_000, 500])
    } finally {
      await cloudfront.close()
    }
  })

  it('reports what CloudFront refused, with its code and words, and the tags', async () => {
    const cloudfront = await startStandIn((request) => cloudfrontRefusal(request) ?? created(request))
    try {
      const wrongSecret = {...CLOUDFRONT, credentials: {...CREDENTIALS, secretAccessKey: 'not-the-secret'}}
      expect(await purgeCloudFront(wrongSecret, ['d:a'], {apiBase: cloudfront.apiBase})).toEqual([
        {
          tags: ['d:a'],
          problem:
            'CloudFront answered 403 SignatureDoesNotMatch: The request signature we calculated does not match the signature you provided.',
        },
      ])
    } finally {
      await cloudfront.close()
    }
  })

  it('with too many invalidations in progress, tries again a minute later; throttled, after the delays', async () => {
    const clock = testClock()
    const answers = [
      awsError(
        400,
        'TooManyInvalidationsInProgress',
        'Processing your request will cause you to exceed the maximum number of in-progress wildcard invalidations.',
      ),
      awsError(429, 'Throttling', 'Rate exceeded'),
    ]
    const cloudfront = await startStandIn(
      (request) => cloudfrontRefusal(request) ?? answers.shift() ?? created(request),
    )
    try {
      const done = await purgeTags(CLOUDFRONT, ['d:a'], {
        apiBase: cloudfront.apiBase,
        clock,
        retryDelaysMs: [1_000, 5_000],
      })
      expect(done).toBe(true)
      expect(clock.slept).toEqual([60_000, 5_000])
      expect(cloudfront.received).toHaveLength(3)
    } finally {
      await cloudfront.close()
    }
  })
})
