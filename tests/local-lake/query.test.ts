/** @jest-environment node */
import assert from '../support/assert'
import {actions, errorOf, query, useLake, V} from './lakeTest'

const editQuestion = (publishedId: string, es: string) => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch: {set: {'question.es': es}},
})

describe('data/query and data/doc: GROQ by groq-js, in the raw, published and drafts perspectives', () => {
  const current = useLake()

  test('params, and a query sent as POST', async () => {
    const {lake} = current
    assert.deepEqual(
      await query(lake, '*[_type == "faqItem" && key in $keys] | order(key) .key', {keys: [2, 3]}, 'published'),
      [2, 3],
    )
    const posted = await lake.request('POST', `${V}/data/query/${lake.dataset}`, {
      body: {query: 'count(*[_type == $type])', params: {type: 'sponsor'}},
    })
    assert.deepEqual(posted.json(), {
      query: 'count(*[_type == $type])',
      result: 9,
      ms: (posted.json() as {ms: number}).ms,
    })
  })

  test('perspectives: raw sees drafts beside published documents, published hides drafts, drafts shows each draft in place of its document', async () => {
    const {lake} = current
    await actions(lake, editQuestion('faq-1', 'Borrador'))
    const questions = (perspective: string) =>
      query<Array<{_id: string; _originalId?: string; q: string}>>(
        lake,
        '*[_type == "faqItem" && key == 1]{_id, _originalId, "q": question.es} | order(_id)',
        {},
        perspective,
      )
    assert.deepEqual(await questions('raw'), [
      {_id: 'drafts.faq-1', _originalId: null, q: 'Borrador'},
      {_id: 'faq-1', _originalId: null, q: '¿Qué es Habitum?'},
    ])
    assert.deepEqual(await questions('published'), [{_id: 'faq-1', _originalId: null, q: '¿Qué es Habitum?'}])
    assert.deepEqual(await questions('drafts'), [{_id: 'faq-1', _originalId: 'drafts.faq-1', q: 'Borrador'}])
    assert.deepEqual(await questions('previewDrafts'), [{_id: 'faq-1', _originalId: 'drafts.faq-1', q: 'Borrador'}])
    // References follow the perspective: the page's FAQ list shows the draft question.
    const listed = await query<string[]>(
      lake,
      '*[_id == "page-home"][0].sections[_type == "faq"][0].items[0]->question.es',
      {},
      'drafts',
    )
    assert.equal(listed, 'Borrador')
  })

  test('without a perspective: published from API version 2025-02-19, raw before (as Sanity)', async () => {
    const {lake} = current
    await actions(lake, editQuestion('faq-1', 'Borrador'))
    const count = async (version: string) => {
      const response = await lake.request(
        'GET',
        `/v${version}/data/query/${lake.dataset}?query=${encodeURIComponent('count(*[_type == "faqItem" && key == 1])')}`,
      )
      return (response.json() as {result: number}).result
    }
    assert.equal(await count('2025-02-19'), 1)
    assert.equal(await count('2021-06-07'), 2)
  })

  test('data/doc returns documents by id as stored, and lists the missing ones as omitted', async () => {
    const {lake} = current
    await actions(lake, editQuestion('faq-1', 'Borrador'))
    const response = await lake.request('GET', `${V}/data/doc/${lake.dataset}/faq-1,drafts.faq-1,faq-404`)
    const body = response.json() as {documents: Array<{_id: string; _rev: string}>; omitted: unknown[]}
    assert.deepEqual(
      body.documents.map((document) => document._id),
      ['faq-1', 'drafts.faq-1'],
    )
    assert.ok(body.documents.every((document) => typeof document._rev === 'string'))
    assert.deepEqual(body.omitted, [{id: 'faq-404', reason: 'existence'}])
  })

  test('a malformed query is a 400 pointing at the mistake; an unknown perspective, dataset or endpoint a clear refusal', async () => {
    const {lake} = current
    const syntax = await lake.request(
      'GET',
      `${V}/data/query/${lake.dataset}?query=${encodeURIComponent('*[_type == ]')}`,
    )
    const body = syntax.json() as {error: {type: string; query: string; start: number}}
    assert.deepEqual(
      [syntax.status, body.error.type, body.error.query, body.error.start],
      [400, 'queryParseError', '*[_type == ]', 10],
    )
    const perspective = errorOf(await lake.request('GET', `${V}/data/query/${lake.dataset}?query=*&perspective=rc1`))
    assert.deepEqual([perspective.status, perspective.type], [400, 'validationError'])
    assert.match(perspective.description, /Unknown perspective "rc1"/)
    const missingQuery = errorOf(await lake.request('GET', `${V}/data/query/${lake.dataset}`))
    assert.match(missingQuery.description, /"query" must be a GROQ query/)
    const dataset = errorOf(await lake.request('GET', `${V}/data/query/staging?query=*`))
    assert.deepEqual(
      [dataset.status, dataset.description],
      [404, 'Dataset "staging" not found: the local lake serves "production"'],
    )
    const endpoint = errorOf(await lake.request('GET', `${V}/journey/trial`))
    assert.deepEqual(
      [endpoint.status, endpoint.description],
      [404, `The local Content Lake does not offer GET ${V}/journey/trial`],
    )
  })
})
