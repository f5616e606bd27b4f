/** @jest-environment node */
import {encodeSignatureHeader} from '@sanity/webhook'
import {checkSignature, parseChange, SIGNATURE_TOLERANCE_MS} from './webhook'

describe('the publishing webhook', () => {
  const body = JSON.stringify({_id: 'faq-1', _type: 'faqItem'})

  const signed = (given: string, signature: string | null, secret = 'our-secret', now?: number) =>
    checkSignature(given, signature, secret, now).then((verdict) => verdict.ok)

  it('accepts only a signature made over these exact bytes with our secret', async () => {
    const signature = await encodeSignatureHeader(body, Date.now(), 'our-secret')
    expect(await signed(body, signature)).toBe(true)
    expect(await signed(`${body} `, signature)).toBe(false)
    expect(await signed(body, signature, 'another-secret')).toBe(false)
    expect(await signed(body, null)).toBe(false)
    expect(await signed(body, 'v1=abc')).toBe(false)
    expect(await signed('', signature)).toBe(false)
  })

  it('accepts a signature only within five minutes of its time, either way', async () => {
    const now = Date.parse('2026-11-22T12:00:00Z')
    for (const [offset, accepted] of [
      [0, true],
      [-SIGNATURE_TOLERANCE_MS, true],
      [SIGNATURE_TOLERANCE_MS, true],
      [-SIGNATURE_TOLERANCE_MS - 1, false],
      [SIGNATURE_TOLERANCE_MS + 1, false],
    ] as const) {
      const signature = await encodeSignatureHeader(body, now + offset, 'our-secret')
      expect([offset, await signed(body, signature, 'our-secret', now)]).toEqual([offset, accepted])
    }
    const replayed = await encodeSignatureHeader(body, Date.parse('2021-06-01T00:00:00Z'), 'our-secret')
    expect(await checkSignature(body, replayed, 'our-secret', now)).toEqual({
      ok: false,
      problem: expect.stringMatching(/2021-06-01T00:00:00.000Z, more than 5 minutes from now/),
    })
  })

  it('reads the projection, and names what is wrong with anything else', () => {
    expect(parseChange(JSON.stringify({_id: 'page-alco', _type: 'page', previousSlug: 'alco', title: 'x'}))).toEqual({
      ok: true,
      change: {_id: 'page-alco', _type: 'page', previousSlug: 'alco'},
    })
    expect(parseChange(body)).toEqual({ok: true, change: {_id: 'faq-1', _type: 'faqItem', previousSlug: null}})
    expect(parseChange('{')).toEqual({ok: false, problem: 'The body is not valid JSON'})
    expect(parseChange('null')).toMatchObject({ok: false, problem: expect.stringMatching(/JSON object/)})
    expect(parseChange('{"_type":"page"}')).toMatchObject({ok: false, problem: expect.stringMatching(/"_id"/)})
    expect(parseChange('{"_id":"a"}')).toMatchObject({ok: false, problem: expect.stringMatching(/"_type"/)})
  })
})
