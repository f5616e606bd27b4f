/** @jest-environment node */
import assert from '../support/assert'
import {cpSync, mkdtempSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {readLocalContactRequests} from '../../web/lib/contact/store'
import {startServer, type RunningServer} from '../../scripts/packagedServer'
import {CONSENT, formToken, post, PRIVACY_REVISION_IN_FORCE, TYPED, VALID} from './requests'

const repository = path.resolve(__dirname, '../..')
const CATEGORY_LIST = 'laboratorio, obra-social, prepaga, institucion, medico-particular, drogueria, empresa, otro'

const KEY = 'server-side-secret'

describe('POST /api/contact over HTTP', () => {
  let server: RunningServer
  const send = (body: unknown, headers: Record<string, string> = {}) =>
    post(server.url, body, {'x-api-key': KEY, ...headers})
  const stored = async () => (await readLocalContactRequests(server.dataDir)).map((file) => file.request!)

  beforeAll(async () => {
    server = await startServer({CONTACT_API_KEY: KEY, CONTACT_RATE_LIMIT: '1000/60'})
  })
  afterAll(() => server.stop())

  test('stores a valid request before answering 201 with its id', async () => {
    const response = await send({...VALID, formToken: await formToken(server.dataDir)})
    assert.equal(response.status, 201)
    const {id} = (await response.json()) as {id: string}
    const request = (await stored()).find((candidate) => candidate._id === id)
    assert.deepEqual(
      {...request, receivedAt: undefined},
      {
        ...TYPED,
        _id: id,
        _type: 'contactRequest',
        receivedAt: undefined,
        status: 'new',
        language: 'es',
        page: '/es/',
        consent: {
          privacyRevision: PRIVACY_REVISION_IN_FORCE.id,
          privacyInForce: PRIVACY_REVISION_IN_FORCE.date,
          noticeVersion: CONSENT.noticeVersion,
          consentedAt: request!.receivedAt,
        },
      },
    )
  })

  test('401 without the API key, or with a wrong one', async () => {
    for (const headers of [{'x-api-key': ''}, {'x-api-key': 'guess'}, {'x-api-key': `${KEY}x`}]) {
      const response = await send(VALID, headers)
      assert.equal(response.status, 401)
      assert.equal(((await response.json()) as {error: string}).error, 'unauthorized')
    }
  })

  test('415 for anything but JSON', async () => {
    const malformed = ['application json', 'json', '/json']
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      ...malformed,
    ]) {
      assert.equal((await send('name=Ana', {'content-type': type})).status, 415)
    }
  })

  test('400 for malformed JSON, listing nothing stored', async () => {
    const before = (await stored()).length
    for (const body of ['{', '{"name": "Ana",}', '', 'null']) {
      const response = await send(body)
      assert.equal(response.status, 400, body)
    }
    assert.equal((await stored()).length, before)
  })

  test('400 lists every field error: unknown fields, types, control characters, rules, category', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{...VALID, admin: true}, {admin: 'Unknown field'}],
      [
        {...VALID, name: 42, email: ['a@b.co']},
        {name: 'Must be a string', email: 'Must be a string'},
      ],
      [
        {...VALID, name: 'Ana\u0000', message: 'ok\u001b[31m'},
        {name: 'Control characters are not allowed', message: 'Control characters are not allowed'},
      ],
      [
        {name: ' ', email: 'ana@', message: '', ...CONSENT},
        {name: 'Complete campo', email: 'Mail no es correcto', message: 'Escriba su consulta'},
      ],
      [{...VALID, name: 'x'.repeat(51)}, {name: 'Máximo 50 caracteres'}],
      [{...VALID, category: 'otro-tipo'}, {category: `Unknown category: expected one of ${CATEGORY_LIST}`}],
    ]
    for (const [body, fields] of cases) {
      const response = await send(body)
      assert.equal(response.status, 400, JSON.stringify(body))
      assert.deepEqual(((await response.json()) as {fields: unknown}).fields, fields)
    }
  })

  test('what the audit got stored is refused with a 4xx naming the field, in the form’s words where it has them', async () => {
    const before = (await stored()).length
    const fieldCases: Array<[unknown, Record<string, string>]> = [
      // RFC 5321 caps an address at 254 characters.
      [{...VALID, email: `${'a'.repeat(9_990)}@example.com`}, {email: 'Mail no es correcto'}],
      [{...VALID, name: '\u200B\u200C\u200D\u2060'}, {name: 'Complete campo'}],
      [
        {...VALID, name: 'Ana \u202Egnp.exe'},
        {name: 'Text direction controls (U+202A–U+202E, U+2066–U+2069) are not allowed'},
      ],
      [{...VALID, email: 'ana\u202E@example.com'}, {email: 'Mail no es correcto'}],
      // The notification's Reply-To read this as a second address, b@evil.example.com.
      [{...VALID, email: 'a,b@evil.example.com'}, {email: 'Mail no es correcto'}],
    ]
    for (const [body, fields] of fieldCases) {
      const response = await send(body)
      assert.equal(response.status, 400, JSON.stringify(body).slice(0, 80))
      assert.deepEqual(((await response.json()) as {fields: unknown}).fields, fields)
    }
    const headerCases: Array<[Record<string, string>, number, string, RegExp]> = [
      [{'content-type': 'application/json; charset=iso-8859-1'}, 415, 'unsupported_charset', /charset=iso-8859-1/],
      [{referer: 'javascript:alert(1)//en/'}, 400, 'invalid_referer', /Referer/],
      [{referer: 'https://evil.example/en/'}, 400, 'invalid_referer', /Referer/],
      [{'idempotency-key': 'short'}, 400, 'invalid_idempotency_key', /Idempotency-Key/],
    ]
    for (const [headers, status, error, message] of headerCases) {
      const response = await send(VALID, headers)
      assert.equal(response.status, status, JSON.stringify(headers))
      const answer = (await response.json()) as {error: string; message: string}
      assert.equal(answer.error, error)
      assert.match(answer.message, message)
    }
    assert.equal((await send(VALID, {'content-type': 'application/json; charset=UTF-8'})).status, 201)
    assert.equal((await stored()).length, before + 1)
  })

  test('a repeated Idempotency-Key stores the message once and gets the first answer; another message under it is a 422', async () => {
    const key = 'one-visit-retrying-0001'
    const first = await send(VALID, {'idempotency-key': key})
    assert.equal(first.status, 201)
    const answer = await first.json()
    const again = await send({...VALID, name: `  ${VALID.name} `}, {'idempotency-key': key})
    assert.equal(again.status, 201)
    assert.deepEqual(await again.json(), answer)
    assert.equal((await stored()).filter((request) => request._id === (answer as {id: string}).id).length, 1)

    const other = await send({...VALID, message: 'Otra consulta distinta.'}, {'idempotency-key': key})
    assert.equal(other.status, 422)
    assert.equal(((await other.json()) as {error: string}).error, 'idempotency_key_reused')
    assert.equal((await stored()).filter((request) => request.message === 'Otra consulta distinta.').length, 0)
  })

  test('a robot that fills the hidden field gets a 2xx and nothing is stored', async () => {
    const before = (await stored()).length
    const response = await send({...VALID, website: 'http://spam.example'})
    assert.equal(response.status, 202)
    assert.equal((await stored()).length, before)
  })

  test('hostile input is refused with 4xx or stored verbatim, and never runs', async () => {
    const verbatim = [
      {...VALID, name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(1)>'},
      {...VALID, name: "Robert'); DROP TABLE leads;--", message: "' OR '1'='1"},
      {...VALID, name: '{"$gt": ""}', message: '{"$where": "sleep(1000)"}'},
      {...VALID, name: 'Zoë 日本語 👩‍⚕️', message: 'Ünïcödé ‮ RTL ‬ and zero​width'},
      {...VALID, name: '=HYPERLINK("http://evil.example")', message: '@SUM(1+1)'},
      {...VALID, message: 'multi\nline\r\nmessage\twith tab'},
    ]
    for (const body of verbatim) {
      const response = await send(body)
      assert.equal(response.status, 201, JSON.stringify(body))
      const {id} = (await response.json()) as {id: string}
      const request = (await stored()).find((candidate) => candidate._id === id)!
      assert.equal(request.name, body.name.trim())
      assert.equal(request.message, body.message.trim())
    }
    const refused: unknown[] = [
      {...VALID, name: {$ne: null}},
      {...VALID, email: {$gt: ''}},
      {...VALID, email: 'ana@example.com\r\nBcc: everyone@example.com'},
      {...VALID, category: ['laboratorio']},
      JSON.parse(`{"__proto__": {"admin": true}, "name": "Ana", "email": "ana@example.com", "message": "x"}`),
      {...VALID, name: '\ud800'.repeat(60)},
      {...VALID, message: 'x'.repeat(5001)},
      [VALID],
      {...VALID, name: null},
    ]
    for (const body of refused) {
      const response = await send(body)
      assert.ok(response.status >= 400 && response.status < 500, `${response.status} for ${JSON.stringify(body)}`)
    }
    const page = await (await fetch(`${server.url}/es`)).text()
    assert.ok(!page.includes('<script>alert(1)</script>'), 'a stored request never reaches a page')
  })

  test('GET is not a way in', async () => {
    assert.equal((await fetch(`${server.url}/api/contact`)).status, 405)
  })

  // Last on purpose: the server answers 413 while the upload is still running and drops that
  // connection; a later request could be handed the dead socket by the client's pool.
  test('413 for a body over 16 KiB, announced or streamed', async () => {
    const big = JSON.stringify({...VALID, message: 'x'.repeat(17 * 1024)})
    assert.equal((await send(big)).status, 413)
    const chunk = new TextEncoder().encode('x'.repeat(4096))
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-api-key': KEY},
      body: stream,
      duplex: 'half',
    } as RequestInit)
    assert.equal(response.status, 413)
  })
})

describe('a visitor’s message never depends on content being readable', () => {
  test('with a snapshot unreadable since the start, a valid message is stored (201) with its category, flagged as unchecked', async () => {
    const server = await startServer({
      CONTENT_DIR: path.resolve(__dirname, '../fixtures/unreadable-content'),
      CONTACT_RATE_LIMIT: '1000/60',
    })
    try {
      const response = await post(server.url, VALID)
      assert.equal(response.status, 201)
      const {id} = (await response.json()) as {id: string}
      const request = (await readLocalContactRequests(server.dataDir)).find((file) => file.request?._id === id)?.request
      assert.deepEqual(
        {category: request?.category, categoryUnchecked: request?.categoryUnchecked},
        {category: 'institucion', categoryUnchecked: true},
      )
      // Still only something shaped like a company type's value.
      assert.equal((await post(server.url, {...VALID, category: '<b>Hacker</b>'})).status, 400)
    } finally {
      await server.stop()
    }
  })

  test('once the categories were read, a snapshot that became unreadable leaves them checked against that list', async () => {
    const contentDir = mkdtempSync(path.join(tmpdir(), 'habitum-content-'))
    cpSync(path.join(repository, 'content'), contentDir, {recursive: true})
    const server = await startServer({CONTENT_DIR: contentDir, CONTACT_RATE_LIMIT: '1000/60'})
    try {
      assert.equal((await post(server.url, VALID)).status, 201)
      writeFileSync(path.join(contentDir, 'data.ndjson'), '{"_id": "siteSettings", "_type": "siteSettings"\n')

      const response = await post(server.url, {...VALID, category: 'prepaga', name: 'Después del corte'})
      assert.equal(response.status, 201)
      const {id} = (await response.json()) as {id: string}
      const request = (await readLocalContactRequests(server.dataDir)).find((file) => file.request?._id === id)?.request
      assert.equal(request?.category, 'prepaga')
      assert.equal(request?.categoryUnchecked, undefined)
      const unknown = await post(server.url, {...VALID, category: 'otro-tipo'})
      assert.equal(unknown.status, 400)
      assert.deepEqual(((await unknown.json()) as {fields: unknown}).fields, {
        category: `Unknown category: expected one of ${CATEGORY_LIST}`,
      })
    } finally {
      await server.stop()
    }
  })
})
