/** @jest-environment node */
import {encodeSignatureHeader} from '@sanity/webhook'
import {isSignedBySanity, parseChange} from './webhook'

describe('the publishing webhook', () => {
  const body = JSON.stringify({_id: 'faq-1', _type: 'faqItem'})

  it('accepts only a signature made over these exact bytes with our secret', async () => {
    const signature = await encodeSignatureHeader(body, Date.now(), 'our-secret')
    expect(await isSignedBySanity(body, signature, 'our-secret')).toBe(true)
    expect(await isSignedBySanity(`${body} `, signature, 'our-secret')).toBe(false)
    expect(await isSignedBySanity(body, signature, 'another-secret')).toBe(false)
    expect(await isSignedBySanity(body, null, 'our-secret')).toBe(false)
    expect(await isSignedBySanity(body, 'v1=abc', 'our-secret')).toBe(false)
    expect(await isSignedBySanity('', signature, 'our-secret')).toBe(false)
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
