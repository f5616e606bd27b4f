/** @jest-environment node */
import {readJsonBody, type JsonBodyOptions} from './jsonBody'
import {refuse} from './requests'

const OPTIONS: JsonBodyOptions = {maxBytes: 32, mediaTypes: ['application/json']}

const post = (body: string, contentType?: string) =>
  new Request('http://x/', {
    method: 'POST',
    body,
    headers: contentType === undefined ? {} : {'content-type': contentType},
  })

/** The refusal's status and JSON, or the body read. */
async function answer(request: Request, options: JsonBodyOptions = OPTIONS) {
  const read = await readJsonBody(request, options)
  if (read.ok) return {body: read.body}
  return {status: read.refusal.status, json: (await read.refusal.json()) as Record<string, unknown>}
}

describe('readJsonBody', () => {
  it('gives the body parsed, whatever JSON it holds', async () => {
    expect(await answer(post('{"a": ["é"]}', 'application/json'))).toEqual({body: {a: ['é']}})
    expect(await answer(post('null', 'Application/JSON; charset=utf-8'))).toEqual({body: null})
  })

  it.each([undefined, 'text/plain', 'application json', '/json', 'multipart/form-data; boundary=x'])(
    'answers 415 unsupported_media_type to Content-Type %p, naming the types taken',
    async (type) => {
      expect(
        await answer(post('{}', type), {...OPTIONS, mediaTypes: ['application/json', 'application/csp-report']}),
      ).toEqual({
        status: 415,
        json: {
          error: 'unsupported_media_type',
          message: 'Send the body as Content-Type: application/json or application/csp-report',
        },
      })
    },
  )

  it('takes any of the media types given, and says the 415 and the 413 in the route’s own words', async () => {
    const options = {
      ...OPTIONS,
      mediaTypes: ['application/reports+json', 'application/csp-report'],
      unsupportedMessage: 'Send reports as these',
      tooLargeMessage: 'Reports may be small',
    }
    expect(await answer(post('[]', 'application/csp-report'), options)).toEqual({body: []})
    expect(await answer(post('[]', 'application/json'), options)).toMatchObject({
      status: 415,
      json: {message: 'Send reports as these'},
    })
    expect(await answer(post(`"${'x'.repeat(40)}"`, 'application/csp-report'), options)).toMatchObject({
      status: 413,
      json: {message: 'Reports may be small'},
    })
  })

  it('refuses a charset other than UTF-8 only where the route asks for UTF-8', async () => {
    const latin1 = () => post('{}', 'application/json; charset=ISO-8859-1')
    expect(await answer(latin1(), {...OPTIONS, charset: 'utf-8'})).toEqual({
      status: 415,
      json: {error: 'unsupported_charset', message: 'The body must be UTF-8: Content-Type says charset=iso-8859-1'},
    })
    expect(await answer(post('{}', 'application/json; charset=UTF-8'), {...OPTIONS, charset: 'utf-8'})).toEqual({
      body: {},
    })
    expect(await answer(latin1())).toEqual({body: {}})
  })

  it('answers 413 payload_too_large over the limit, and 400 invalid_json to what does not parse', async () => {
    expect(await answer(post(`"${'x'.repeat(31)}"`, 'application/json'))).toEqual({
      status: 413,
      json: {error: 'payload_too_large', message: 'The body may be 32 bytes at most'},
    })
    for (const body of ['', '{', '{"a": 1,}'])
      expect(await answer(post(body, 'application/json'))).toEqual({
        status: 400,
        json: {error: 'invalid_json', message: 'The body is not valid JSON'},
      })
  })

  it('answers the route’s own refusal of its headers after the 415 and before reading the body', async () => {
    const beforeReading = jest.fn(() => refuse(400, 'invalid_referer', 'Wrong Referer'))
    const options = {...OPTIONS, beforeReading}
    expect(await answer(post('{}', 'text/plain'), options)).toMatchObject({status: 415})
    expect(beforeReading).not.toHaveBeenCalled()
    const tooLarge = post('x'.repeat(64), 'application/json')
    expect(await answer(tooLarge, options)).toMatchObject({status: 400, json: {error: 'invalid_referer'}})
    expect(tooLarge.bodyUsed).toBe(false)
    expect(await answer(post('{}', 'application/json'), {...OPTIONS, beforeReading: () => undefined})).toEqual({
      body: {},
    })
  })
})
