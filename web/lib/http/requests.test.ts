/** @jest-environment node */
import {readBodyWithin} from './requests'

const streamOf = (text: string) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text))
      controller.close()
    },
  })

describe('readBodyWithin', () => {
  it('gives a body within the limit as text', async () => {
    expect(await readBodyWithin(new Request('http://x/', {method: 'POST', body: 'héllo'}), 16)).toBe('héllo')
  })

  it('refuses an announced length over the limit without reading the body', async () => {
    const body = streamOf('short')
    const request = new Request('http://x/', {
      method: 'POST',
      body,
      headers: {'content-length': '17'},
      duplex: 'half',
    } as RequestInit)
    expect(await readBodyWithin(request, 16)).toBeUndefined()
    expect(body.locked).toBe(false)
  })

  it('cuts a streamed body as soon as it passes the limit', async () => {
    const request = new Request('http://x/', {
      method: 'POST',
      body: streamOf('x'.repeat(17)),
      duplex: 'half',
    } as RequestInit)
    expect(await readBodyWithin(request, 16)).toBeUndefined()
  })
})
