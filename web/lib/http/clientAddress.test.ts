/** @jest-environment node */
import type {IncomingMessage} from 'node:http'
import {clientAddress, forwardSocketAddress} from './clientAddress'

/** A request as node:http gives it: the socket's address and the headers. */
const received = (socket: string, forwardedFor?: string) =>
  ({socket: {remoteAddress: socket}, headers: forwardedFor ? {'x-forwarded-for': forwardedFor} : {}}) as IncomingMessage

/** What a route handler sees of a request the server forwarded with `trustedProxies`. */
function seenByRoute(request: IncomingMessage, trustedProxies: number) {
  forwardSocketAddress(request, trustedProxies)
  return new Headers(request.headers as Record<string, string>)
}

describe('clientAddress', () => {
  it('reached directly, is the socket’s address, whatever X-Forwarded-For says', () => {
    const headers = seenByRoute(received('198.51.100.1', '203.0.113.9'), 0)
    expect(headers.get('x-forwarded-for')).toBe('198.51.100.1')
    expect(clientAddress({headers}, 0)).toBe('198.51.100.1')
  })

  it('behind N trusted proxies, is the address the nearest one saw', () => {
    const forwardedFor = '203.0.113.9, 198.51.100.7, 10.0.0.1'
    expect(clientAddress({headers: seenByRoute(received('10.0.0.2', forwardedFor), 1)}, 1)).toBe('10.0.0.1')
    expect(clientAddress({headers: seenByRoute(received('10.0.0.2', forwardedFor), 2)}, 2)).toBe('198.51.100.7')
  })

  it('keeps only the trusted proxies’ entries: what a client wrote before them is dropped', () => {
    const headers = seenByRoute(received('10.0.0.2', '6.6.6.6, 203.0.113.9'), 1)
    expect(headers.get('x-forwarded-for')).toBe('203.0.113.9, 10.0.0.2')
  })

  it('is the socket’s address when the proxies added none, or something that is not an address', () => {
    expect(clientAddress({headers: seenByRoute(received('198.51.100.1'), 1)}, 1)).toBe('198.51.100.1')
    expect(clientAddress({headers: seenByRoute(received('198.51.100.1', 'unknown'), 1)}, 1)).toBe('198.51.100.1')
  })

  it('forwards a request once: a second pass changes nothing', () => {
    const request = received('198.51.100.1', '203.0.113.9')
    forwardSocketAddress(request, 1)
    forwardSocketAddress(request, 1)
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9, 198.51.100.1')
  })

  it('reads what Next writes under next start when no client sent the header: the socket', () => {
    expect(clientAddress({headers: new Headers({'x-forwarded-for': '::1'})}, 0)).toBe('::1')
    expect(clientAddress({headers: new Headers()}, 0)).toBe('unknown')
  })
})
