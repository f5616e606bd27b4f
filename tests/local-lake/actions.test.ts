/** @jest-environment node */
import assert from '../support/assert'
import {actions, errorOf, exportedLine, files, getDocument, mutate, query, useLake} from './lakeTest'

const setQuestion = (es: string) => ({set: {'question.es': es}})
const edit = (publishedId: string, patch: unknown) => ({
  actionType: 'sanity.action.document.edit',
  draftId: `drafts.${publishedId}`,
  publishedId,
  patch,
})
const publish = (publishedId: string, extra: Record<string, unknown> = {}) => ({
  actionType: 'sanity.action.document.publish',
  draftId: `drafts.${publishedId}`,
  publishedId,
  ...extra,
})

describe('data/actions: what the Studio does to a document', () => {
  const current = useLake()

  test('edit: the first edit makes the draft from the published document, then patches it', async () => {
    const {lake} = current
    const before = files(lake)
    const response = await actions(lake, edit('faq-1', setQuestion('¿Qué es Habitum, en breve?')))
    assert.equal(response.status, 200, response.text)
    const {transactionId} = response.json() as {transactionId: string}
    const draft = await getDocument(lake, 'drafts.faq-1')
    const published = await getDocument(lake, 'faq-1')
    assert.equal((draft?.question as {es: string}).es, '¿Qué es Habitum, en breve?')
    assert.deepEqual(draft?.answer, published?.answer, 'the draft starts as a copy of the published document')
    assert.equal(draft?._rev, transactionId, 'the transaction id is the new revision')
    assert.equal((published?.question as {es: string}).es, '¿Qué es Habitum?')
    // A draft is not content yet: data.ndjson is untouched, the state file holds the draft.
    assert.equal(files(lake).data, before.data)
    assert.match(files(lake).state, /"_id":"drafts\.faq-1"/)
  })

  test('publish: the draft becomes the published document (weak references made strong), and only its line of data.ndjson changes', async () => {
    const {lake} = current
    const before = files(lake).data.split('\n')
    await actions(lake, edit('faq-1', setQuestion('¿Qué es Habitum, en breve?')))
    // The Studio makes a reference weak until its target is published.
    const reference = 'sections[_key=="faq1"].items[_key=="faqRef1"]'
    await actions(
      lake,
      edit('page-home', {
        set: {[`${reference}._weak`]: true, [`${reference}._strengthenOnPublish`]: {type: 'faqItem'}},
      }),
    )
    const draftReference = await query<Record<string, unknown>>(
      lake,
      '*[_id == "drafts.page-home"][0].sections[_key == "faq1"][0].items[_key == "faqRef1"][0]',
    )
    assert.deepEqual([draftReference._ref, draftReference._weak], ['faq-1', true])
    const response = await actions(lake, publish('faq-1'), publish('page-home'))
    assert.equal(response.status, 200, response.text)
    assert.equal(await getDocument(lake, 'drafts.faq-1'), undefined, 'the draft is gone')
    assert.equal(((await getDocument(lake, 'faq-1'))?.question as {es: string}).es, '¿Qué es Habitum, en breve?')
    const after = files(lake).data.split('\n')
    const changed = after.filter((line, index) => line !== before[index])
    assert.equal(after.length, before.length, 'no line added or removed')
    assert.equal(changed.length, 1, 'one line changed: the FAQ item (page-home published as it was)')
    assert.match(
      changed[0]!,
      /^\{"_id":"faq-1","_type":"faqItem","key":1,"question":\{"_type":"localeString","es":"¿Qué es Habitum, en breve\?"/,
    )
    assert.doesNotMatch(files(lake).data, /_strengthenOnPublish|_weak/)
  })

  test('create: a new draft; a second create of the same document fails with 409 (ifExists "fail") or does nothing ("ignore")', async () => {
    const {lake} = current
    const create = (ifExists: string) => ({
      actionType: 'sanity.action.document.create',
      publishedId: 'companyType-nuevo',
      attributes: {
        _id: 'drafts.companyType-nuevo',
        _type: 'companyType',
        label: {_type: 'localeString', es: 'Nuevo'},
        value: 'nuevo',
        order: 9,
      },
      ifExists,
    })
    assert.equal((await actions(lake, create('fail'))).status, 200)
    assert.equal((await getDocument(lake, 'drafts.companyType-nuevo'))?._type, 'companyType')
    const conflict = errorOf(await actions(lake, create('fail')))
    assert.deepEqual(
      [conflict.status, conflict.type, conflict.item?.type],
      [409, 'actionError', 'documentAlreadyExistsError'],
    )
    assert.equal((await actions(lake, create('ignore'))).status, 200)
    assert.equal(exportedLine(lake, 'companyType-nuevo'), undefined, 'a draft is not exported')
  })

  test('unpublish: the content stays as a draft, the published document and its line go', async () => {
    const {lake} = current
    await actions(lake, {
      actionType: 'sanity.action.document.create',
      publishedId: 'companyType-nuevo',
      attributes: {_type: 'companyType', label: {_type: 'localeString', es: 'Nuevo'}, value: 'nuevo', order: 9},
      ifExists: 'fail',
    })
    await actions(lake, publish('companyType-nuevo'))
    assert.equal(exportedLine(lake, 'companyType-nuevo')?.value, 'nuevo')
    const response = await actions(lake, {
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.companyType-nuevo',
      publishedId: 'companyType-nuevo',
    })
    assert.equal(response.status, 200, response.text)
    assert.equal(await getDocument(lake, 'companyType-nuevo'), undefined)
    assert.equal((await getDocument(lake, 'drafts.companyType-nuevo'))?.value, 'nuevo')
    assert.equal(exportedLine(lake, 'companyType-nuevo'), undefined)
  })

  test('unpublish or delete of a document a page references is refused with 409, naming the page, and changes nothing', async () => {
    const {lake} = current
    const before = files(lake)
    const refusal = errorOf(
      await actions(lake, {actionType: 'sanity.action.document.delete', publishedId: 'faq-1', includeDrafts: []}),
    )
    assert.equal(refusal.status, 409)
    assert.match(refusal.description, /"faq-1" cannot be deleted as there are references to it from "page-home"/)
    assert.equal(
      (
        await actions(lake, {
          actionType: 'sanity.action.document.unpublish',
          draftId: 'drafts.faq-1',
          publishedId: 'faq-1',
        })
      ).status,
      409,
    )
    assert.deepEqual(files(lake), before)
  })

  test('discard: the draft goes, the published document stays; discarding no draft is a 404', async () => {
    const {lake} = current
    await actions(lake, edit('faq-2', setQuestion('Otra pregunta')))
    const discard = {actionType: 'sanity.action.document.discard', draftId: 'drafts.faq-2'}
    assert.equal((await actions(lake, discard)).status, 200)
    assert.equal(await getDocument(lake, 'drafts.faq-2'), undefined)
    assert.equal(((await getDocument(lake, 'faq-2'))?.question as {es: string}).es, '¿Para quién es Habitum?')
    const missing = errorOf(await actions(lake, discard))
    assert.deepEqual(
      [missing.status, missing.item?.type, missing.item?.id],
      [404, 'documentNotFoundError', 'drafts.faq-2'],
    )
  })

  test('delete: the published document and the drafts named go together', async () => {
    const {lake} = current
    await actions(lake, edit('companyType-otro', {set: {order: 99}}))
    const response = await actions(lake, {
      actionType: 'sanity.action.document.delete',
      publishedId: 'companyType-otro',
      includeDrafts: ['drafts.companyType-otro'],
    })
    assert.equal(response.status, 200, response.text)
    assert.equal(await getDocument(lake, 'companyType-otro'), undefined)
    assert.equal(await getDocument(lake, 'drafts.companyType-otro'), undefined)
    assert.equal(exportedLine(lake, 'companyType-otro'), undefined)
  })

  test('replaceDraft: the draft becomes the given attributes, whole', async () => {
    const {lake} = current
    await actions(lake, edit('companyType-otro', {set: {order: 99}}))
    const response = await actions(lake, {
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'companyType-otro',
      attributes: {_id: 'drafts.companyType-otro', _type: 'companyType', value: 'otro'},
    })
    assert.equal(response.status, 200, response.text)
    const draft = await getDocument(lake, 'drafts.companyType-otro')
    assert.equal(draft?.value, 'otro')
    assert.equal(draft?.order, undefined)
  })

  test('a stale revision: publishing with another draft revision than the current one is a 409 and publishes nothing', async () => {
    const {lake} = current
    await actions(lake, edit('faq-1', setQuestion('Primera')))
    const stale = (await getDocument(lake, 'drafts.faq-1'))!._rev
    await actions(lake, edit('faq-1', setQuestion('Segunda')))
    const before = files(lake)
    const conflict = errorOf(await actions(lake, publish('faq-1', {ifDraftRevisionId: stale})))
    assert.deepEqual(
      [conflict.status, conflict.type, conflict.item?.type],
      [409, 'actionError', 'documentRevisionIDDoesNotMatchError'],
    )
    assert.deepEqual(files(lake), before)
    const fresh = (await getDocument(lake, 'drafts.faq-1'))!._rev
    assert.equal((await actions(lake, publish('faq-1', {ifDraftRevisionId: fresh}))).status, 200)
  })

  test('bad input gets a 400 naming the field, an unknown document a 404, and the files stay as they were', async () => {
    const {lake} = current
    const before = files(lake)
    const cases: Array<[unknown, number, RegExp]> = [
      [{actions: 'publish'}, 400, /"actions" must be a non-empty array/],
      [
        {actions: [{actionType: 'sanity.action.document.frobnicate'}]},
        400,
        /actions\[0\]\.actionType must be one of .*; got "sanity\.action\.document\.frobnicate"/,
      ],
      [
        {actions: [{actionType: 'sanity.action.release.publish', releaseId: 'r'}]},
        400,
        /releases are switched off in the local lake/,
      ],
      [
        {actions: [{actionType: 'sanity.action.document.edit', draftId: 'drafts.faq-1', patch: {}}]},
        400,
        /actions\[0\]\.publishedId must be a published document id/,
      ],
      [
        {actions: [{...edit('faq-1', {set: {x: 1}}), draftId: 'drafts.faq-2'}]},
        400,
        /actions\[0\]\.draftId must be "drafts\.faq-1"/,
      ],
      [{actions: [edit('faq-1', {frobnicate: {}})]}, 400, /Unknown patch operation "frobnicate"/],
      [{actions: [edit('faq-1', {set: 'question'})]}, 400, /"set" in actions\[0\] must be an object/],
      [{actions: [edit('faq-404', setQuestion('x'))]}, 404, /Document "faq-404" not found/],
      // A valid action after a failing one: the transaction is all or nothing.
      [{actions: [edit('faq-2', setQuestion('x')), edit('faq-404', setQuestion('x'))]}, 404, /faq-404/],
    ]
    for (const [body, status, message] of cases) {
      const response = await lake.request('POST', `/v2025-02-19/data/actions/${lake.dataset}`, {body})
      const refusal = errorOf(response)
      assert.equal(refusal.status, status, JSON.stringify(body))
      assert.match(refusal.description, message)
    }
    const notJson = await lake.request('POST', `/v2025-02-19/data/actions/${lake.dataset}`, {
      body: Buffer.from('{actions:'),
      headers: {'content-type': 'application/json'},
    })
    assert.deepEqual([notJson.status, errorOf(notJson).type], [400, 'validationError'])
    assert.equal(await getDocument(lake, 'drafts.faq-2'), undefined)
    assert.deepEqual(files(lake), before)
    // Mutations are checked the same way.
    assert.equal((await mutate(lake, [{patch: {id: 'faq-404', set: {a: 1}}}])).status, 404)
  })
})
