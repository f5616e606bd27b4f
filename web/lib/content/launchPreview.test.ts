/** @jest-environment node */
import type {Snapshot} from '@habitum/content/snapshot'
import {launchPerspective} from '@habitum/content/perspective'
import {datasetSource} from './datasetSource'
import {isDocumentId} from './launchPreview'
import {createSnapshotSource} from './source'

/**
 * A launch's preview (issue 55): the published site with only that launch's drafts over it. Here
 * over a snapshot a test built, which holds the launch (content/ never does: launches are private);
 * the Content Lake's reading of the same documents is tested over HTTP (tests/api/launch-preview.test.ts).
 */
const snapshot: Snapshot = {
  imageFiles: new Map(),
  documents: [
    {_id: 'faq-1', _type: 'faqItem', question: 'Published question'},
    {_id: 'drafts.faq-1', _type: 'faqItem', question: 'Launch question'},
    {_id: 'faq-2', _type: 'faqItem', question: 'Published other question'},
    {_id: 'drafts.faq-2', _type: 'faqItem', question: 'Draft in progress, not in the launch'},
    {_id: 'page-home', _type: 'page', items: [{_ref: 'faq-1'}, {_ref: 'faq-2'}]},
    {_id: 'drafts.page-summer', _type: 'page', slug: {current: 'verano'}, items: [{_ref: 'faq-1'}]},
    {_id: 'drafts.page-other', _type: 'page', slug: {current: 'otra'}},
    {
      _id: 'launch-summer',
      _type: 'launch',
      title: 'Campaña de verano',
      changes: [
        {_key: 'a', documentId: 'faq-1', documentType: 'faqItem'},
        {_key: 'b', documentId: 'page-summer', documentType: 'page'},
      ],
    },
  ],
}

const questions = '*[_type == "faqItem"] | order(_id asc).question'
const source = createSnapshotSource(snapshot, launchPerspective('launch-summer'))

describe("a launch's preview: the published site with only that launch's drafts", () => {
  it("replaces a published document by the launch's draft of it, under the published id", async () => {
    expect(await source.fetch('*[_id == "faq-1"][0]{_id, _originalId, question}')).toEqual({
      _id: 'faq-1',
      _originalId: 'drafts.faq-1',
      question: 'Launch question',
    })
    expect(await source.fetch('*[_id == "page-home"][0].items[0]->question')).toBe('Launch question')
  })

  it('leaves out another draft in progress: its published version shows', async () => {
    expect(await source.fetch(questions)).toEqual(['Launch question', 'Published other question'])
    expect(await source.fetch('count(*[_id in path("drafts.**")])')).toBe(0)
  })

  it('answers at its slug a page the launch publishes for the first time, and no other unpublished page', async () => {
    expect(await source.fetch('*[_type == "page" && slug.current == "verano"][0].items[0]->question')).toBe(
      'Launch question',
    )
    expect(await source.fetch('*[_type == "page" && slug.current == "otra"][0]')).toBeNull()
  })

  it('is the published site for a launch that does not exist', async () => {
    const missing = createSnapshotSource(snapshot, launchPerspective('launch-gone'))
    expect(await missing.fetch(questions)).toEqual(['Published question', 'Published other question'])
    expect(await missing.fetch('*[slug.current == "verano"][0]')).toBeNull()
  })
})

describe('the pieces', () => {
  it('runs GROQ over documents already read', async () => {
    expect(await datasetSource(Promise.resolve([{_id: 'a', n: 1}])).fetch('*[0].n')).toBe(1)
  })

  it.each(['launch-summer', 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d'])('takes %p as a launch id', (id) => {
    expect(isDocumentId(id)).toBe(true)
  })

  it.each(['', 'drafts.launch', 'launch summer', '../x', 'x'.repeat(200), null, undefined])(
    'refuses %p as a launch id',
    (id) => {
      expect(isDocumentId(id)).toBe(false)
    },
  )
})
