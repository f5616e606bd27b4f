import {randomUUID} from 'node:crypto'
import {evaluate, type ExprNode} from 'groq-js'
import type {Change, Dataset, Transaction} from './dataset'
import type {LakeDocument} from './documents'
import {invalidRequest} from './errors'
import {flag, groqParamsIn, openEventStream, type Request, type Response} from './http'
import {parseQuery} from './query'

type ListenOptions = {
  includeResult: boolean
  includePreviousRevision: boolean
  includeMutations: boolean
  mendoza: boolean
}

/**
 * data/listen: server-sent events for the documents a GROQ filter selects. `welcome` first, then
 * one `mutation` event per matching document of each transaction, in commit order, with the
 * revision chain (`previousRev` → `resultRev`) the Studio checks, and the change as mendoza
 * effects (a whole-document replacement, which is valid mendoza).
 */
export function listen(
  dataset: Dataset,
  request: Request,
  response: Response,
  search: URLSearchParams,
  headers: Record<string, string>,
) {
  const query = search.get('query')
  if (!query) throw invalidRequest('The "query" parameter is required: a GROQ filter such as *[_type == "faqItem"]')
  const params = groqParamsIn(search)
  const filter = parseQuery(query, params)
  const options: ListenOptions = {
    includeResult: flag(search, 'includeResult', true),
    includePreviousRevision: flag(search, 'includePreviousRevision', false),
    includeMutations: flag(search, 'includeMutations', true),
    mendoza: search.get('effectFormat') === 'mendoza',
  }
  let unsubscribe = () => {}
  const send = openEventStream(request, response, headers, () => unsubscribe())
  send('welcome', {listenerName: `local-${randomUUID()}`})

  // Transactions are matched one after the other, so events leave in commit order.
  let delivered = Promise.resolve()
  unsubscribe = dataset.subscribe((transaction) => {
    delivered = delivered
      .then(async () => {
        const changes = await matchingChanges(transaction, filter, params)
        changes.forEach((change, index) => {
          const event = mutationEvent(transaction, change, options, {total: changes.length, current: index + 1})
          send('mutation', event, event.eventId)
        })
      })
      .catch((error: unknown) => {
        send('channelError', {message: String(error)})
      })
  })
}

/** The changes of a transaction this listener sees: documents its filter selects before or after. */
async function matchingChanges(transaction: Transaction, filter: ExprNode, params: Record<string, unknown>) {
  const matches = async (document: LakeDocument | null) =>
    document !== null &&
    ((await (await evaluate(filter, {dataset: [document], params, identity: transaction.identity})).get()) as unknown[])
      .length > 0
  const seen = await Promise.all(
    transaction.changes.map(async (change) => ({
      change,
      before: await matches(change.before),
      after: await matches(change.after),
    })),
  )
  return seen.filter(({before, after}) => before || after)
}

function mutationEvent(
  transaction: Transaction,
  {change, before, after}: {change: Change; before: boolean; after: boolean},
  options: ListenOptions,
  position: {total: number; current: number},
) {
  const {id, before: previous, after: result} = change
  return {
    eventId: `${transaction.id}#${id}`,
    documentId: id,
    transactionId: transaction.id,
    transition: before && after ? 'update' : after ? 'appear' : 'disappear',
    identity: transaction.identity,
    previousRev: previous?._rev,
    resultRev: transaction.id,
    timestamp: transaction.timestamp,
    visibility: 'query',
    transactionTotalEvents: position.total,
    transactionCurrentEvent: position.current,
    // What the mutator applies to its copy: the document as it now is (or its deletion).
    ...(options.includeMutations ? {mutations: [result ? {createOrReplace: result} : {delete: {id}}]} : {}),
    ...(options.includeResult && result ? {result} : {}),
    ...(options.includePreviousRevision && previous ? {previous} : {}),
    ...(options.mendoza
      ? {effects: {apply: [0, withoutRevision(result)], revert: [0, withoutRevision(previous)]}}
      : {}),
  }
}

/** Mendoza effects apply to a document without its `_rev` (the event carries the revisions). */
function withoutRevision(document: LakeDocument | null) {
  if (!document) return null
  const rest = {...document}
  delete rest._rev
  return rest
}
