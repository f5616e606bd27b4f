/** @jest-environment node */
import assert from '../support/assert'
import {existsSync} from 'node:fs'
import path from 'node:path'
import {MIN_FILL_MS} from '../../web/lib/contact/formToken'
import {formTokenIssuedAt} from '../../web/lib/contact/formTokenSignature'
import {loadFormTokenSecret, SECRET_FILE} from '../../web/lib/contact/formTokenSecret'
import {readLocalContactRequests, type ContactRequest} from '../../web/lib/contact/store'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {getDocument} from '../local-lake/lakeTest'
import {siteWritingTo, startTestLake, type TestLake} from '../support/localLake'
import {formToken, post, VALID} from './requests'

/**
 * The spam rules over HTTP (docs/architecture.md, "The contact pipeline"): spam is answered as a
 * lead is, and stored apart with its reason; and where each lead came from.
 */
describe('spam kept apart, not lost', () => {
  let server: RunningServer
  /** Each test's own message: the duplicate rule compares address, name and message. */
  let count = 0
  const message = (what: string) => ({...VALID, name: `Spam ${++count}`, message: `${what} (${count})`})
  const storedAs = async (response: Response): Promise<ContactRequest> => {
    assert.equal(response.status, 201)
    const {id} = (await response.json()) as {id: string}
    const found = (await readLocalContactRequests(server.dataDir)).find((file) => file.request?._id === id)
    assert.ok(found?.request, `request ${id} is stored`)
    return found.request
  }
  const verdict = ({status, spamReason}: ContactRequest) => ({status, spamReason})
  const person = () => formToken(server.dataDir)

  beforeAll(async () => {
    server = await startServer({CONTACT_RATE_LIMIT: '1000/60'})
  })
  afterAll(() => server.stop())

  test('GET /api/contact/form-token: a token signed now with the secret kept in DATA_DIR, never cached', async () => {
    const before = Date.now()
    const response = await fetch(`${server.url}/api/contact/form-token`)
    assert.equal(response.status, 200)
    assert.equal(response.headers.get('cache-control'), 'no-store')
    const {token} = (await response.json()) as {token: string}
    const issuedAt = formTokenIssuedAt(token, await loadFormTokenSecret(server.dataDir))
    assert.ok(issuedAt !== undefined && issuedAt >= before && issuedAt <= Date.now(), `issued at ${issuedAt}`)
  })

  test('a request sent sooner than a person can fill the form is answered as usual and stored as spam, too fast', async () => {
    const {token} = (await (await fetch(`${server.url}/api/contact/form-token`)).json()) as {token: string}
    const fast = await post(server.url, {...message('Rápido'), formToken: token})
    // Sent at once after the token: well within MIN_FILL_MS.
    assert.deepEqual(verdict(await storedAs(fast)), {status: 'spam', spamReason: 'too-fast'})
    const almost = await post(server.url, {
      ...message('Casi'),
      formToken: await formToken(server.dataDir, {ageMs: MIN_FILL_MS - 1_000}),
    })
    assert.deepEqual(verdict(await storedAs(almost)), {status: 'spam', spamReason: 'too-fast'})
  })

  test('a person’s request, sent a minute or a day after the form appeared, is a lead', async () => {
    for (const ageMs of [60_000, 86_400_000]) {
      const response = await post(server.url, {
        ...message('Persona'),
        formToken: await formToken(server.dataDir, {ageMs}),
      })
      assert.deepEqual(verdict(await storedAs(response)), {status: 'new', spamReason: undefined})
    }
  })

  test('spam gets exactly a lead’s answer: the same status and the same fields', async () => {
    const lead = await post(server.url, {...message('Lead'), formToken: await person()})
    const spam = await post(server.url, message('Spam'))
    assert.equal(spam.status, lead.status)
    const keys = async (response: Response) => Object.keys((await response.json()) as object).sort()
    assert.deepEqual(await keys(spam), await keys(lead))
    assert.equal(spam.headers.get('content-type'), lead.headers.get('content-type'))
  })

  test('without a token, or with a forged, tampered or malformed one, the request is stored as spam, unsigned', async () => {
    const [issuedAt, signature] = (await person()).split('.') as [string, string]
    const tokens = [
      undefined,
      await formToken(server.dataDir, {secret: 'a-secret-this-server-never-had-0123456789'}),
      `${Number(issuedAt) - 3_600_000}.${signature}`,
      'not-a-token',
      '',
    ]
    for (const token of tokens) {
      const response = await post(server.url, {
        ...message('Sin marca'),
        ...(token === undefined ? {} : {formToken: token}),
      })
      assert.deepEqual(verdict(await storedAs(response)), {status: 'spam', spamReason: 'no-form-token'}, String(token))
    }
    const refused = await post(server.url, {...message('Número'), formToken: 1_700_000_000_000})
    assert.equal(refused.status, 400)
    assert.deepEqual(((await refused.json()) as {fields: unknown}).fields, {formToken: 'Must be a string'})
  })

  test('the same address, name and message again within minutes is stored as spam, a duplicate; another message is not', async () => {
    const first = message('Quisiera una demo')
    assert.deepEqual(verdict(await storedAs(await post(server.url, {...first, formToken: await person()}))), {
      status: 'new',
      spamReason: undefined,
    })
    // The address as typed again: other case, spaces around it (the form trims, the server too).
    const again = {...first, email: '  ANA@Example.com ', formToken: await person()}
    assert.deepEqual(verdict(await storedAs(await post(server.url, again))), {status: 'spam', spamReason: 'duplicate'})

    const otherMessage = {...first, message: `${first.message} Somos 40 médicos.`, formToken: await person()}
    assert.deepEqual(verdict(await storedAs(await post(server.url, otherMessage))), {
      status: 'new',
      spamReason: undefined,
    })
    const otherAddress = {...first, email: 'otra@example.com', formToken: await person()}
    assert.deepEqual(verdict(await storedAs(await post(server.url, otherAddress))), {
      status: 'new',
      spamReason: undefined,
    })
  })

  test('a retry under the same Idempotency-Key is no duplicate: it gets the lead stored first', async () => {
    const body = {...message('Reintento'), formToken: await person()}
    const headers = {'idempotency-key': `spam-test-retry-${count}-0001`}
    const first = await post(server.url, body, headers)
    const answer = (await first.clone().json()) as {id: string}
    assert.deepEqual(verdict(await storedAs(first)), {status: 'new', spamReason: undefined})
    const retry = await post(server.url, body, headers)
    assert.deepEqual(await retry.clone().json(), answer)
    assert.deepEqual(verdict(await storedAs(retry)), {status: 'new', spamReason: undefined})
    const all = await readLocalContactRequests(server.dataDir)
    assert.equal(all.filter((file) => file.request?.message === body.message).length, 1)
  })

  test('stores where the visit came from: the referrer as its origin alone, and the campaign', async () => {
    const response = await post(server.url, {
      ...message('Campaña'),
      formToken: await person(),
      referrerOrigin: 'https://news.example.org/2025/articulo?utm=x',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'otoño',
    })
    const stored = await storedAs(response)
    assert.deepEqual(
      {
        page: stored.page,
        referrerOrigin: stored.referrerOrigin,
        utmSource: stored.utmSource,
        utmMedium: stored.utmMedium,
        utmCampaign: stored.utmCampaign,
      },
      {
        page: '/es/',
        referrerOrigin: 'https://news.example.org',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'otoño',
      },
    )
    const plain = await storedAs(await post(server.url, {...message('Sin campaña'), formToken: await person()}))
    for (const field of ['referrerOrigin', 'utmSource', 'utmMedium', 'utmCampaign']) assert.ok(!(field in plain), field)
  })

  test('a malformed referrer or campaign is refused with a 400 naming the field, and nothing stored', async () => {
    const before = (await readLocalContactRequests(server.dataDir)).length
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [
        {referrerOrigin: 'javascript:alert(1)'},
        {referrerOrigin: 'Must be an http(s) origin, such as https://www.example.com'},
      ],
      [
        {referrerOrigin: 'news.example.org'},
        {referrerOrigin: 'Must be an http(s) origin, such as https://www.example.com'},
      ],
      [{utmSource: 'x'.repeat(101)}, {utmSource: 'At most 100 characters'}],
      [{utmMedium: {$ne: ''}}, {utmMedium: 'Must be a string'}],
      [{utmCampaign: 'otoño\r\nBcc: x'}, {utmCampaign: 'Control characters are not allowed'}],
      [{utmTerm: 'extra'}, {utmTerm: 'Unknown field'}],
    ]
    for (const [fields, errors] of cases) {
      const response = await post(server.url, {...message('Mal'), formToken: await person(), ...fields})
      assert.equal(response.status, 400, JSON.stringify(fields))
      const answer = (await response.json()) as {error: string; fields: unknown}
      assert.equal(answer.error, 'invalid_fields')
      assert.deepEqual(answer.fields, errors)
    }
    assert.equal((await readLocalContactRequests(server.dataDir)).length, before)
  })
})

describe('with CONTACT_FORM_SECRET', () => {
  const SECRET = 'a-form-secret-set-for-the-server-0123456789'
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer({CONTACT_FORM_SECRET: SECRET})
  })
  afterAll(() => server.stop())

  test('tokens are signed and checked with it, and no secret is written into DATA_DIR', async () => {
    const {token} = (await (await fetch(`${server.url}/api/contact/form-token`)).json()) as {token: string}
    assert.notEqual(formTokenIssuedAt(token, SECRET), undefined)
    const response = await post(server.url, {...VALID, formToken: await formToken(server.dataDir, {secret: SECRET})})
    assert.equal(response.status, 201)
    const {id} = (await response.json()) as {id: string}
    const stored = (await readLocalContactRequests(server.dataDir)).find((file) => file.request?._id === id)?.request
    assert.equal(stored?.status, 'new')
    assert.equal(existsSync(path.join(server.dataDir, SECRET_FILE)), false)
  })
})

describe('in the dataset (a write token, the local lake)', () => {
  let lake: TestLake
  let server: RunningServer
  beforeAll(async () => {
    lake = await startTestLake()
    server = await startServer({
      ...siteWritingTo(lake),
      CONTACT_RATE_LIMIT: '1000/60',
    })
  })
  afterAll(async () => {
    await server.stop()
    await lake.close()
  })
  const stored = async (response: Response) => {
    assert.equal(response.status, 201)
    const {id} = (await response.json()) as {id: string}
    return (await getDocument(lake, id)) as ContactRequest | undefined
  }

  test('a lead keeps its origin; the same message again within minutes is stored as spam, a duplicate', async () => {
    const first = {
      ...VALID,
      name: 'Dataset',
      message: 'Quisiera una demo, desde el dataset',
      referrerOrigin: 'https://news.example.org/articulo',
      utmCampaign: 'otono',
    }
    const lead = await stored(await post(server.url, {...first, formToken: await formToken(server.dataDir)}))
    assert.deepEqual(
      {
        status: lead?.status,
        spamReason: lead?.spamReason,
        referrerOrigin: lead?.referrerOrigin,
        utmCampaign: lead?.utmCampaign,
      },
      {status: 'new', spamReason: undefined, referrerOrigin: 'https://news.example.org', utmCampaign: 'otono'},
    )
    const again = await stored(
      await post(server.url, {...first, email: VALID.email.toUpperCase(), formToken: await formToken(server.dataDir)}),
    )
    assert.deepEqual({status: again?.status, spamReason: again?.spamReason}, {status: 'spam', spamReason: 'duplicate'})
    const other = await stored(
      await post(server.url, {...first, message: `${first.message}.`, formToken: await formToken(server.dataDir)}),
    )
    assert.deepEqual({status: other?.status, spamReason: other?.spamReason}, {status: 'new', spamReason: undefined})
  })
})
