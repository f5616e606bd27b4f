/** @jest-environment node */
import type {IncomingMessage} from 'node:http'
import {clientAddress} from './requestGuard'

/** A request as node:http gives it: the socket's address and the headers. */
const from = (socket: string, forwardedFor?: string) =>
  ({
    socket: {remoteAddress: socket},
    connection: {remoteAddress: socket},
    headers: forwardedFor ? {'x-forwarded-for': forwardedFor} : {},
  }) as unknown as IncomingMessage

describe('clientAddress', () => {
  it('reached directly, is the socket’s address, whatever X-Forwarded-For says', () => {
    expect(clientAddress(from('198.51.100.1', '203.0.113.9'), 0)).toBe('198.51.100.1')
  })

  it('behind N trusted proxies, is the address the nearest one saw', () => {
    const request = from('10.0.0.2', '203.0.113.9, 198.51.100.7, 10.0.0.1')
    expect(clientAddress(request, 1)).toBe('10.0.0.1')
    expect(clientAddress(request, 2)).toBe('198.51.100.7')
  })

  it('is the socket’s address when the proxies added none, or something that is not an address', () => {
    expect(clientAddress(from('198.51.100.1'), 1)).toBe('198.51.100.1')
    expect(clientAddress(from('198.51.100.1', 'unknown'), 1)).toBe('198.51.100.1')
  })
})
