/** @jest-environment node */
import {createServer, request as send, Server, type IncomingMessage} from 'node:http'
import type {AddressInfo} from 'node:net'
import {clientAddress, forwardSocketAddress, forwardSocketAddressesInThisProcess} from './clientAddress'

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

  it('forwards a request once: a second pass (the entry after Next’s instrumentation) changes nothing', () => {
    const request = received('198.51.100.1', '203.0.113.9')
    forwardSocketAddress(request, 1)
    forwardSocketAddress(request, 1)
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9, 198.51.100.1')
  })

  it('reads what Next writes under next start or dev when no client sent the header: the socket', () => {
    expect(clientAddress({headers: new Headers({'x-forwarded-for': '::1'})}, 0)).toBe('::1')
    expect(clientAddress({headers: new Headers()}, 0)).toBe('unknown')
  })
})

describe('forwardSocketAddressesInThisProcess (next start, next dev)', () => {
  const emit = Server.prototype.emit
  afterAll(() => {
    Server.prototype.emit = emit
  })

  it('forwards the socket’s address on every request any server of the process receives', async () => {
    forwardSocketAddressesInThisProcess()
    forwardSocketAddressesInThisProcess()
    // A plain node:http server stands for Next's own: its handler sees the client as the route does.
    const server = createServer((request, response) => {
      const headers = new Headers(request.headers as Record<string, string>)
      response.end(`${headers.get('x-forwarded-for')} → ${clientAddress({headers}, 0)}`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const {port} = server.address() as AddressInfo
      const body = await new Promise<string>((resolve, reject) => {
        send({host: '127.0.0.1', port, headers: {'x-forwarded-for': '203.0.113.9'}}, (response) => {
          let text = ''
          response.on('data', (chunk: Buffer) => (text += chunk))
          response.on('end', () => resolve(text))
        })
          .on('error', reject)
          .end()
      })
      expect(body).toBe('127.0.0.1 → 127.0.0.1')
    } finally {
      server.close()
    }
  })
})
