import {createServer, type IncomingHttpHeaders} from 'node:http'
import type {AddressInfo} from 'node:net'
import type {Clock} from '@/lib/publishing/cdn/problems'

/**
 * A local stand-in for a CDN's purge API (web/lib/publishing/cdn/): it records each request and
 * answers what `answer` says, which checks the request as the real API would (a wrong path or
 * token, a batch too large) before answering success, an error body or 429.
 */
export type Received = {method: string; path: string; headers: IncomingHttpHeaders; body: string; at: number}
export type Answer = {status: number; headers?: Record<string, string>; body?: string}

export async function startStandIn(answer: (request: Received) => Answer, {clock}: {clock?: Clock} = {}) {
  const received: Received[] = []
  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => {
      const got = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
        at: clock ? clock.now() : Date.now(),
      }
      received.push(got)
      const {status, headers, body: answered} = answer(got)
      response.writeHead(status, headers).end(answered)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

/** An answer in JSON. */
export const json = (status: number, value: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: {'Content-Type': 'application/json', ...headers},
  body: JSON.stringify(value),
})

/** A clock that moves only when told, or when something sleeps on it: a minute passes at once. */
export function testClock(start = Date.parse('2026-11-28T12:00:00Z')) {
  const slept: number[] = []
  const clock = {
    time: start,
    slept,
    now: () => clock.time,
    sleep: async (ms: number) => {
      slept.push(ms)
      clock.time += ms
    },
  }
  return clock
}
