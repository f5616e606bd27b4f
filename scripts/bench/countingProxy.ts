import {Agent, createServer, request, type IncomingHttpHeaders} from 'node:http'
import type {AddressInfo} from 'node:net'

/**
 * A pass-through between Varnish and the origin that counts what reaches the origin, by address:
 * npm run bench -- --cdn reads the origin's side from it without the site counting anything for a
 * benchmark. Only Varnish's misses and refreshes cross it, so it costs the edge's figures nothing.
 */
export type CountingProxy = {
  url: string
  /** The requests that crossed since the last call (or the start), by path and query; counting starts again. */
  takeCounts: () => Map<string, number>
  stop: () => Promise<void>
}

/** Headers of one connection, not of the message: each side's own (RFC 9110, 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te'])
const endToEnd = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)))

/** Starts the proxy in front of `origin` on a free loopback port. */
export async function startCountingProxy(origin: string): Promise<CountingProxy> {
  const {hostname, port} = new URL(origin)
  // The site's servers listen on IPv4 (0.0.0.0); "localhost" may name ::1 first.
  const host = hostname === 'localhost' ? '127.0.0.1' : hostname
  const agent = new Agent({keepAlive: true})
  let counts = new Map<string, number>()
  const server = createServer((incoming, outgoing) => {
    const address = incoming.url ?? '/'
    counts.set(address, (counts.get(address) ?? 0) + 1)
    const forwarded = request(
      {host, port, method: incoming.method, path: address, headers: endToEnd(incoming.headers), agent},
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, endToEnd(answer.headers))
        answer.pipe(outgoing)
      },
    )
    forwarded.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502)
      outgoing.end(`origin unreachable: ${error.message}`)
    })
    incoming.pipe(forwarded)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    takeCounts: () => {
      const taken = counts
      counts = new Map()
      return taken
    },
    stop: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      agent.destroy()
    },
  }
}
