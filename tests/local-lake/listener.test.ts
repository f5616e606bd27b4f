/** @jest-environment node */
import assert from '../support/assert'
import {applyPatch} from 'mendoza'
import {actions, errorOf, getDocument, mutate, useLake, type Document} from './lakeTest'

const edit = (publishedId: string, es: string) => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch: {set: {'question.es': es}},
})
const pair = (id: string) => ({query: '*[_id in $ids]', $ids: JSON.stringify([id, `drafts.${id}`])})

type MutationEvent = {
  eventId: string
  documentId: string
  transactionId: string
  transition: string
  previousRev?: string
  resultRev: string
  transactionTotalEvents: number
  transactionCurrentEvent: number
  effects?: {apply: unknown[]; revert: unknown[]}
  mutations?: unknown[]
  result?: Document
}
const mutationsOf = (events: Array<{data: Record<string, unknown>}>) =>
  events.map((event) => event.data as unknown as MutationEvent)

describe('data/listen: server-sent events of the documents a filter selects', () => {
  const current = useLake()

  test('welcome first, then one event per change, each revision chained to the one before', async () => {
    const {lake} = current
    const listener = await lake.listen({...pair('faq-1'), includeResult: 'false', effectFormat: 'mendoza'})
    const [welcome] = await listener.take('welcome')
    assert.equal(listener.events[0], welcome, 'welcome comes first')
    assert.match(String(welcome!.data.listenerName), /\S/)
    const published = (await getDocument(lake, 'faq-1'))!
    const first = (await actions(lake, edit('faq-1', 'Uno')).then((response) => response.json())) as {
      transactionId: string
    }
    const second = (await actions(lake, edit('faq-1', 'Dos')).then((response) => response.json())) as {
      transactionId: string
    }
    const [created, updated] = mutationsOf(await listener.take('mutation', 2))
    assert.deepEqual(
      [created!.documentId, created!.transition, created!.previousRev, created!.resultRev, created!.transactionId],
      ['drafts.faq-1', 'appear', undefined, first.transactionId, first.transactionId],
    )
    assert.deepEqual(
      [updated!.transition, updated!.previousRev, updated!.resultRev],
      ['update', first.transactionId, second.transactionId],
    )
    assert.equal(created!.eventId, `${first.transactionId}#drafts.faq-1`)
    assert.equal(created!.result, undefined, 'includeResult=false')
    // The draft started from the published document: applying the effects rebuilds each revision.
    const afterFirst = applyPatch(null, created!.effects!.apply) as Document
    const afterSecond = applyPatch(afterFirst, updated!.effects!.apply) as Document
    assert.equal((afterSecond.question as {es: string}).es, 'Dos')
    assert.deepEqual({...afterSecond, _rev: second.transactionId}, await getDocument(lake, 'drafts.faq-1'))
    assert.deepEqual(applyPatch(afterSecond, updated!.effects!.revert), afterFirst)
    assert.deepEqual(afterFirst.answer, published.answer)
    listener.close()
  })

  test('a publish is one transaction of two events: the draft disappears, the published document updates', async () => {
    const {lake} = current
    await actions(lake, edit('faq-1', 'Uno'))
    const listener = await lake.listen({...pair('faq-1'), effectFormat: 'mendoza'})
    const published = (await actions(lake, {
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.faq-1',
      publishedId: 'faq-1',
    }).then((response) => response.json())) as {transactionId: string}
    const events = mutationsOf(await listener.take('mutation', 2))
    assert.deepEqual(
      events
        .map((event) => [
          event.documentId,
          event.transition,
          event.transactionId,
          event.transactionTotalEvents,
          event.transactionCurrentEvent,
        ])
        .sort(),
      [
        ['drafts.faq-1', 'disappear', published.transactionId, 2, 2],
        ['faq-1', 'update', published.transactionId, 2, 1],
      ].sort(),
    )
    const gone = events.find((event) => event.documentId === 'drafts.faq-1')!
    assert.deepEqual([gone.effects!.apply, gone.mutations], [[0, null], [{delete: {id: 'drafts.faq-1'}}]])
    const update = events.find((event) => event.documentId === 'faq-1')!
    assert.equal((update.result!.question as {es: string}).es, 'Uno', 'includeResult defaults to true')
    listener.close()
  })

  test('only documents the filter selects, before or after the change: appear and disappear as they enter and leave it', async () => {
    const {lake} = current
    const listener = await lake.listen({query: '*[_type == "companyType" && order > $order]', $order: '50'})
    await mutate(lake, [{patch: {id: 'faq-2', set: {key: 200}}}])
    await mutate(lake, [{patch: {id: 'companyType-otro', set: {order: 99}}}])
    await mutate(lake, [{patch: {id: 'companyType-otro', set: {order: 1}}}])
    const [entered, left] = mutationsOf(await listener.take('mutation', 2))
    assert.deepEqual([entered!.documentId, entered!.transition], ['companyType-otro', 'appear'])
    assert.deepEqual([left!.documentId, left!.transition], ['companyType-otro', 'disappear'])
    assert.equal(listener.events.filter((event) => event.event === 'mutation').length, 2, 'the FAQ item never matched')
    listener.close()
  })

  test('many listeners at once share one HTTP/2 connection (a browser stops at six over HTTP/1.1)', async () => {
    const {lake} = current
    const listeners = await Promise.all(Array.from({length: 10}, () => lake.listen(pair('faq-3'))))
    await mutate(lake, [{patch: {id: 'faq-3', set: {key: 30}}}])
    for (const listener of listeners) {
      const [event] = mutationsOf(await listener.take('mutation'))
      assert.equal(event!.documentId, 'faq-3')
      listener.close()
    }
  })

  test('a listen without a query, or with a malformed one, is refused with 400', async () => {
    const {lake} = current
    const missing = errorOf(await lake.request('GET', `/v2025-02-19/data/listen/${lake.dataset}`))
    assert.equal(missing.status, 400)
    assert.match(missing.description, /"query" parameter is required/)
    const malformed = errorOf(
      await lake.request('GET', `/v2025-02-19/data/listen/${lake.dataset}?query=${encodeURIComponent('*[')}`),
    )
    assert.deepEqual([malformed.status, malformed.type], [400, 'queryParseError'])
  })
})
