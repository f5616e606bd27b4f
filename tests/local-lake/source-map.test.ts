/** @jest-environment node */
import assert from '../support/assert'
import {stegaClean, stegaEncodeSourceMap} from '@sanity/client/stega'
import {vercelStegaDecode} from '@vercel/stega'
import {actions, useLake, V} from './lakeTest'

type Answer = {result: unknown; resultSourceMap?: {documents: unknown[]; paths: string[]; mappings: object}}

const HOME_FAQ = `*[_id == "page-home"][0]{
  "heading": sections[_type == "hero"][0].heading[$lang],
  "faq": sections[_type == "faq"][0].items[0]->{_id, "question": coalesce(question[$lang], question.es), "answer": answer.es[0..0]},
  "joined": "FAQ: " + sections[_type == "faq"][0].items[0]->question.es
}`

async function queryWithSourceMap(lake: Parameters<typeof actions>[0], sourceMap: string) {
  const search = new URLSearchParams({
    query: HOME_FAQ,
    perspective: 'drafts',
    resultSourceMap: sourceMap,
    $lang: '"es"',
  })
  const response = await lake.request('GET', `${V}/data/query/${lake.dataset}?${search}`)
  assert.equal(response.status, 200, response.text)
  return response.json() as Answer
}

describe('data/query with resultSourceMap: where each string of the result was read', () => {
  const current = useLake()

  test('each string read unchanged maps to its document (the draft in preview) and its field, array items by _key', async () => {
    const {lake} = current
    await actions(lake, {
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.faq-1',
      publishedId: 'faq-1',
      patch: {set: {'question.es': 'Borrador de la pregunta'}},
    })
    const {result, resultSourceMap} = await queryWithSourceMap(lake, 'withKeyArraySelector')
    assert.ok(resultSourceMap, 'a source map')
    const source = (resultPath: string) => {
      const mapping = (resultSourceMap.mappings as Record<string, {source: {document: number; path: number}}>)[
        resultPath
      ]
      if (!mapping) return undefined
      return {
        document: resultSourceMap.documents[mapping.source.document],
        path: resultSourceMap.paths[mapping.source.path],
      }
    }
    assert.deepEqual(source("$['heading']"), {
      document: {_id: 'page-home', _type: 'page'},
      path: "$['sections'][?(@._key=='hero1')]['heading']['es']",
    })
    assert.deepEqual(source("$['faq']['question']"), {
      document: {_id: 'drafts.faq-1', _type: 'faqItem'},
      path: "$['question']['es']",
    })
    assert.deepEqual(source("$['faq']['answer'][0]['children'][0]['text']"), {
      document: {_id: 'drafts.faq-1', _type: 'faqItem'},
      path: "$['answer']['es'][?(@._key=='f1esb0')]['children'][?(@._key=='f1esb0s0')]['text']",
    })
    // Ids and a string the query built are not content read from a field.
    assert.equal(source("$['faq']['_id']"), undefined)
    assert.equal(source("$['joined']"), undefined)
    // The result itself is the plain one.
    assert.equal((result as {faq: {question: string}}).faq.question, 'Borrador de la pregunta')
    assert.equal((result as {joined: string}).joined, 'FAQ: Borrador de la pregunta')
  })

  test('with resultSourceMap=true array items are named by index; without it there is no map', async () => {
    const {lake} = current
    const {resultSourceMap} = await queryWithSourceMap(lake, 'true')
    assert.ok(resultSourceMap?.paths.includes("$['sections'][0]['heading']['es']"), String(resultSourceMap?.paths))
    const search = new URLSearchParams({query: HOME_FAQ, $lang: '"es"'})
    const plain = (await lake.request('GET', `${V}/data/query/${lake.dataset}?${search}`)).json() as Answer
    assert.equal(plain.resultSourceMap, undefined)
  })

  test("@sanity/client's stega encoder turns the map into edit links to the Studio that name the field", async () => {
    const {lake} = current
    const {result, resultSourceMap} = await queryWithSourceMap(lake, 'withKeyArraySelector')
    const encoded = stegaEncodeSourceMap(result, resultSourceMap as never, {
      enabled: true,
      studioUrl: 'https://studio.example',
    }) as {heading: string; faq: {question: string; _id: string}}
    assert.notEqual(encoded.heading, (result as {heading: string}).heading)
    assert.deepEqual(stegaClean(encoded), result)
    const link = vercelStegaDecode(encoded.faq.question) as {origin: string; href: string}
    assert.equal(link.origin, 'sanity.io')
    const href = new URL(link.href)
    assert.equal(href.origin, 'https://studio.example')
    assert.equal(href.searchParams.get('id'), 'faq-1')
    assert.equal(href.searchParams.get('type'), 'faqItem')
    assert.equal(href.searchParams.get('path'), 'question.es')
    assert.equal(encoded.faq._id, 'faq-1')
  })
})
