/** @jest-environment node */
import assert from '../support/assert'
import {files, getDocument, mutate, query, useLake} from './lakeTest'

const lead = (_id: string, email: string) => ({
  _id,
  _type: 'contactRequest',
  name: 'Ana',
  email,
  message: 'Hola',
  status: 'new',
  receivedAt: '2026-03-01T12:00:00.000Z',
})

/**
 * The erasure of leads (packages/content/leads/sanityErasure.ts) as the Content Lake takes it:
 * one transaction deleting documents and drafts (present or not) and creating the log's entry, a
 * salt under a private id (`secrets.…`); all of it or nothing; none of it in content/.
 */
describe('an erasure transaction', () => {
  const current = useLake()

  test('deletes documents and drafts, creates the log entry and the private salt, and leaves content/ alone', async () => {
    const {lake} = current
    const seeded = await mutate(lake, [
      {create: lead('lead-1', 'ana@example.com')},
      {create: lead('drafts.lead-1', 'ana@example.com')},
      {create: lead('lead-2', 'ana@example.com')},
      {create: lead('lead-3', 'bruno@example.com')},
    ])
    assert.equal(seeded.status, 200, seeded.text)
    const before = files(lake).data

    const salt = await mutate(lake, [
      {createIfNotExists: {_id: 'secrets.contactErasureSalt', _type: 'contactErasureSalt', salt: 'a'.repeat(64)}},
    ])
    assert.equal(salt.status, 200, salt.text)
    // A second creator keeps the first value.
    await mutate(lake, [
      {createIfNotExists: {_id: 'secrets.contactErasureSalt', _type: 'contactErasureSalt', salt: 'b'.repeat(64)}},
    ])
    assert.equal((await getDocument(lake, 'secrets.contactErasureSalt'))?.salt, 'a'.repeat(64))

    const erased = await mutate(lake, [
      {delete: {id: 'lead-1'}},
      {delete: {id: 'drafts.lead-1'}},
      {delete: {id: 'lead-2'}},
      // No draft: deleting it is no error.
      {delete: {id: 'drafts.lead-2'}},
      {
        create: {
          _id: 'erasure-1',
          _type: 'contactErasure',
          erasedAt: '2026-03-02T00:00:00.000Z',
          addressHash: 'f00',
          count: 2,
          reason: 'request',
        },
      },
    ])
    assert.equal(erased.status, 200, erased.text)
    for (const id of ['lead-1', 'drafts.lead-1', 'lead-2']) assert.equal(await getDocument(lake, id), undefined, id)
    assert.ok(await getDocument(lake, 'lead-3'))
    assert.deepEqual(await query(lake, '*[_type == "contactErasure"]{count, reason}'), [{count: 2, reason: 'request'}])
    // The log and the salt are the dataset's, never content/ (which git tracks) nor the webhook's.
    assert.equal(files(lake).data, before)
    assert.match(files(lake).state, /"_id":"secrets\.contactErasureSalt"/)
    assert.match(files(lake).state, /"_id":"erasure-1"/)
  })

  test('is all or nothing: a failing create leaves the documents it would have deleted', async () => {
    const {lake} = current
    await mutate(lake, [
      {create: lead('lead-1', 'ana@example.com')},
      {create: {_id: 'erasure-1', _type: 'contactErasure', count: 1, reason: 'request'}},
    ])
    const refused = await mutate(lake, [
      {delete: {id: 'lead-1'}},
      {create: {_id: 'erasure-1', _type: 'contactErasure', count: 1, reason: 'request'}},
    ])
    assert.equal(refused.status, 409, refused.text)
    assert.ok(await getDocument(lake, 'lead-1'), 'nothing erased without its log entry')
  })
})
