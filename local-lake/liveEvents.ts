import type {Dataset} from './dataset'
import type {Request, Response} from './http'

const HEARTBEAT_MS = 20_000

/**
 * data/live/events: the Live Content API, which the Presentation tool opens beside the listener.
 * The Content Lake tells it which query results changed by their sync tags; the lake's queries
 * carry none, so each transaction is announced as `restart`, which the API sends when a client
 * must fetch everything again.
 */
export function liveEvents(dataset: Dataset, request: Request, response: Response, headers: Record<string, string>) {
  response.writeHead(200, {'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', ...headers})
  const send = (event: string, data: unknown, id: string) =>
    response.write(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  send('welcome', {}, String(Date.now()))
  const unsubscribe = dataset.subscribe((transaction) => send('restart', {}, transaction.id))
  const heartbeat = setInterval(() => response.write(': heartbeat\n\n'), HEARTBEAT_MS)
  request.once('close', () => {
    clearInterval(heartbeat)
    unsubscribe()
  })
}
