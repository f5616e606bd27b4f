import {createServer, request} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {MetricsBeacon} from '@habitum/content/metrics/events'

/** A beacon as it reached the server: its body read as the contract's JSON, its content type, and the server's answer. */
export type WitnessedBeacon = MetricsBeacon & {contentType: string | undefined; status: number | undefined}

/**
 * A reverse proxy in front of the site, for browser tests that read what pages send to
 * /api/metrics: every request and answer passes through unchanged (the endpoint answers as it
 * does), and the body of each POST to /api/metrics is kept. Playwright reports no request a page
 * makes while it is being left (pagehide, then visibilitychange → hidden, in Chromium), and those
 * are the beacons that carry the final Web Vitals: here they are seen as the server receives them.
 * `waitFor` resolves once the beacons so far satisfy a condition (each arrival checks it again).
 */
export async function startMetricsWitness(site: string) {
  const beacons: WitnessedBeacon[] = []
  const waiting = new Set<() => void>()
  const upstream = new URL(site)
  const server = createServer((incoming, answer) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const body = Buffer.concat(chunks)
      const isBeacon = incoming.method === 'POST' && incoming.url?.split('?')[0] === '/api/metrics'
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: incoming.headers,
          // A connection of its own each time: a kept one the site has just closed would fail the request.
          agent: false,
        },
        (response) => {
          // Kept once the server has answered it, with its answer: a test sees what was counted.
          if (isBeacon) {
            const sent = JSON.parse(body.toString('utf8')) as MetricsBeacon
            beacons.push({...sent, contentType: incoming.headers['content-type'], status: response.statusCode})
            for (const check of waiting) check()
          }
          answer.writeHead(response.statusCode ?? 502, response.headers)
          response.pipe(answer)
        },
      )
      forwarded.on('error', () => answer.destroy())
      forwarded.end(body)
    })
  })
  // The browser may send on a connection that has waited a while (a beacon as the page is left,
  // seconds after the last): never close one it could be sending on, or that request is lost.
  server.keepAliveTimeout = 10 * 60_000
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve))
  return {
    /** The witness's address: the site as pages visit it in these tests. */
    url: `http://localhost:${(server.address() as AddressInfo).port}`,
    beacons: () => [...beacons],
    /** Resolves once the beacons so far satisfy `condition`; fails after `limitMs`, naming what came. */
    waitFor(condition: (beacons: WitnessedBeacon[]) => boolean, limitMs = 60_000) {
      return new Promise<void>((resolve, reject) => {
        const limit = setTimeout(() => {
          waiting.delete(check)
          reject(new Error(`the beacons never met the condition; they were: ${JSON.stringify(beacons)}`))
        }, limitMs)
        const check = () => {
          if (!condition(beacons)) return
          clearTimeout(limit)
          waiting.delete(check)
          resolve()
        }
        waiting.add(check)
        check()
      })
    },
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
