import type {Dataset} from './dataset'
import {openEventStream, type Request, type Response} from './http'

/**
 * data/live/events: the Live Content API, which the Presentation tool opens beside the listener.
 * The Content Lake tells it which query results changed by their sync tags; the lake's queries
 * carry none, so each transaction is announced as `restart`, which the API sends when a client
 * must fetch everything again.
 */
export function liveEvents(dataset: Dataset, request: Request, response: Response, headers: Record<string, string>) {
  let unsubscribe = () => {}
  const send = openEventStream(request, response, headers, () => unsubscribe())
  send('welcome', {}, String(Date.now()))
  unsubscribe = dataset.subscribe((transaction) => send('restart', {}, transaction.id))
}
