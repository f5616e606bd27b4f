/** @jest-environment node */
import assert from '../support/assert'
import {Mutation} from '@sanity/mutator'
import {errorOf, exportedLine, files, getDocument, mutate, useLake, type Document} from './lakeTest'

const draft = {
  _id: 'drafts.faq-90',
  _type: 'faqItem',
  key: 90,
  tags: ['a', 'b', 'c'],
  counter: 10,
  question: {_type: 'localeString', es: 'Hola mundo'},
}

describe('data/mutate: the mutations and every patch type', () => {
  const current = useLake()

  test('create, createIfNotExists and createOrReplace; results name each document and what happened to it', async () => {
    const {lake} = current
    const created = await mutate(
      lake,
      [{create: draft}, {create: {_id: 'drafts.', _type: 'faqItem'}}],
      '?returnDocuments=true&returnIds=true',
    )
    assert.equal(created.status, 200, created.text)
    const body = created.json() as {
      transactionId: string
      results: Array<{id: string; operation: string; document: Document}>
      documentIds: string[]
    }
    assert.deepEqual(
      body.results.map((result) => result.operation),
      ['create', 'create'],
    )
    assert.equal(body.results[0]!.document._rev, body.transactionId)
    assert.match(body.documentIds[1]!, /^drafts\.[A-Za-z0-9]{22}$/, 'an id ending in "." is completed')
    const createdAt = body.results[0]!.document._createdAt
    assert.equal((await mutate(lake, [{createIfNotExists: {...draft, key: 91}}])).status, 200)
    assert.equal(
      (await getDocument(lake, 'drafts.faq-90'))?.key,
      90,
      'createIfNotExists leaves an existing document alone',
    )
    const replaced = await mutate(
      lake,
      [{createOrReplace: {_id: 'drafts.faq-90', _type: 'faqItem', key: 92}}],
      '?returnDocuments=true',
    )
    const [result] = (replaced.json() as {results: Array<{operation: string; document: Document}>}).results
    assert.deepEqual(
      [result!.operation, result!.document.key, result!.document.tags, result!.document._createdAt],
      ['update', 92, undefined, createdAt],
    )
    const conflict = errorOf(await mutate(lake, [{create: draft}]))
    assert.deepEqual(
      [conflict.status, conflict.type, conflict.item?.type],
      [409, 'mutationError', 'documentAlreadyExistsError'],
    )
  })

  test('every patch operation gives what @sanity/mutator gives (the Studio applies the same locally)', async () => {
    const {lake} = current
    const patches: Array<Record<string, unknown>> = [
      {set: {'question.es': 'Adiós', 'question.en': 'Bye'}},
      {setIfMissing: {answer: {_type: 'localeBlockContent'}, key: 1}},
      {unset: ['counter', 'question.en']},
      {inc: {counter: 5}},
      {dec: {counter: 3}},
      {insert: {after: 'tags[0]', items: ['a2']}},
      {insert: {before: 'tags[0]', items: ['z']}},
      {insert: {replace: 'tags[-1]', items: ['last']}},
      {diffMatchPatch: {'question.es': '@@ -1,10 +1,11 @@\n Hola mund\n-o\n+ito!\n'}},
    ]
    for (const patch of patches) {
      await mutate(lake, [{createOrReplace: draft}])
      const before = (await getDocument(lake, draft._id))!
      const response = await mutate(lake, [{patch: {id: draft._id, ...patch}}], '?returnDocuments=true')
      assert.equal(response.status, 200, `${JSON.stringify(patch)}: ${response.text}`)
      const after = (await getDocument(lake, draft._id))!
      const expected = new Mutation({mutations: [{patch: {id: draft._id, ...patch}}]}).apply(
        before as never,
      ) as Document
      const content = ({_rev, _updatedAt, ...rest}: Document) => rest
      assert.deepEqual(content(after), content(expected), JSON.stringify(patch))
      assert.notDeepEqual(content(after), content(before), `${JSON.stringify(patch)} changed nothing`)
    }
  })

  test('patch and delete by query touch every document the filter selects', async () => {
    const {lake} = current
    await mutate(lake, [{create: draft}, {create: {...draft, _id: 'drafts.faq-91', key: 91}}])
    const patched = await mutate(lake, [
      {patch: {query: '*[_id in path("drafts.**") && key >= $from]', params: {from: 90}, set: {reviewed: true}}},
    ])
    assert.deepEqual((patched.json() as {results: Array<{id: string}>}).results.map((result) => result.id).sort(), [
      'drafts.faq-90',
      'drafts.faq-91',
    ])
    assert.equal((await getDocument(lake, 'drafts.faq-91'))?.reviewed, true)
    await mutate(lake, [{delete: {query: '*[reviewed == true]'}}])
    assert.equal(await getDocument(lake, 'drafts.faq-90'), undefined)
  })

  test('each transaction is the next revision: _rev is its id, _createdAt stays, _updatedAt moves; ifRevisionID guards against a stale copy', async () => {
    const {lake} = current
    const first = (await mutate(lake, [{create: draft}]).then((response) => response.json())) as {transactionId: string}
    const created = (await getDocument(lake, draft._id))!
    assert.equal(created._rev, first.transactionId)
    const second = (await mutate(lake, [
      {patch: {id: draft._id, ifRevisionID: first.transactionId, inc: {counter: 1}}},
    ]).then((response) => response.json())) as {transactionId: string}
    const updated = (await getDocument(lake, draft._id))!
    assert.equal(updated._rev, second.transactionId)
    assert.notEqual(second.transactionId, first.transactionId)
    assert.equal(updated._createdAt, created._createdAt)
    assert.ok(String(updated._updatedAt) >= String(created._updatedAt))
    const before = files(lake)
    const stale = errorOf(
      await mutate(lake, [{patch: {id: draft._id, ifRevisionID: first.transactionId, inc: {counter: 1}}}]),
    )
    assert.deepEqual([stale.status, stale.item?.type], [409, 'documentRevisionIDDoesNotMatchError'])
    assert.match(
      stale.description,
      new RegExp(`unexpected revision ID \\("${second.transactionId}"\\), expected "${first.transactionId}"`),
    )
    assert.deepEqual(files(lake), before)
  })

  test('a client may name its transaction: the id is the revision', async () => {
    const {lake} = current
    const response = await lake.request('POST', `/v2025-02-19/data/mutate/${lake.dataset}`, {
      body: {mutations: [{create: draft}], transactionId: 'studio-tx-1'},
    })
    assert.equal((response.json() as {transactionId: string}).transactionId, 'studio-tx-1')
    assert.equal((await getDocument(lake, draft._id))?._rev, 'studio-tx-1')
  })

  test('references: a strong one must point at a document; a referenced document cannot be deleted', async () => {
    const {lake} = current
    const dangling = errorOf(await mutate(lake, [{create: {...draft, related: {_type: 'reference', _ref: 'faq-404'}}}]))
    assert.equal(dangling.status, 409)
    assert.match(dangling.description, /references non-existent document "faq-404" \(at related\)/)
    assert.equal(
      (await mutate(lake, [{create: {...draft, related: {_type: 'reference', _ref: 'faq-404', _weak: true}}}])).status,
      200,
      'a weak one may dangle',
    )
    assert.equal(errorOf(await mutate(lake, [{delete: {id: 'sponsor-03'}}])).status, 409)
  })

  test('a write that would leave data.ndjson unreadable for the site is refused with 409, naming the problem', async () => {
    const {lake} = current
    const before = files(lake)
    // Weak references may dangle in the dataset, but the snapshot the site reads may not hold one.
    const refusal = errorOf(
      await mutate(lake, [
        {patch: {id: 'sponsor-01', set: {partner: {_type: 'reference', _ref: 'sponsor-404', _weak: true}}}},
      ]),
    )
    assert.equal(refusal.status, 409)
    assert.match(
      refusal.description,
      /content\/data\.ndjson unreadable .*"sponsor-01" \(partner\) references "sponsor-404", which is not in the snapshot/,
    )
    assert.deepEqual(files(lake), before)
    assert.equal(exportedLine(lake, 'sponsor-01')?.partner, undefined)
  })

  test('bad input: a 400 naming what is wrong, and nothing written', async () => {
    const {lake} = current
    const before = files(lake)
    const cases: Array<[unknown, RegExp]> = [
      [[], /"mutations" must be a non-empty array/],
      [
        [{upsert: draft}],
        /mutations\[0\] must have exactly one of create, createIfNotExists, createOrReplace, delete, patch; it has upsert/,
      ],
      [[{create: {_id: 'faq 90', _type: 'faqItem'}}], /mutations\[0\]\.create\._id must be a document id/],
      [[{create: {_id: 'faq-90'}}], /mutations\[0\]\.create\._type must be a non-empty string/],
      [[{createOrReplace: {_type: 'faqItem'}}], /mutations\[0\]\.createOrReplace\._id must be a document id/],
      [[{patch: {set: {a: 1}}}], /mutations\[0\]\.patch must have "id" \(a document id\) or "query"/],
      [[{patch: {id: 'faq-1', unset: 'question'}}], /"unset" in mutations\[0\] must be an array of paths/],
      [[{patch: {id: 'faq-1', set: {_id: 'faq-x'}}}], /may not remove or change "_id" or "_type"/],
      [[{patch: {query: '*[_type == ]', set: {a: 1}}}], /Syntax error in GROQ query/],
    ]
    for (const [mutations, message] of cases) {
      const refusal = errorOf(await mutate(lake, mutations))
      assert.equal(refusal.status, 400, JSON.stringify(mutations))
      assert.match(refusal.description, message)
    }
    assert.deepEqual(files(lake), before)
  })
})
