/** @jest-environment node */
import type {Snapshot} from '@habitum/content/snapshot'
import {createSnapshotSource} from './source'

/** A dataset as an export holds it: published documents, a draft of one, a never-published draft. */
const snapshot: Snapshot = {
  imageFiles: new Map(),
  documents: [
    {_id: 'faq-1', _type: 'faqItem', question: 'Published question'},
    {_id: 'drafts.faq-1', _type: 'faqItem', question: 'Drafted question'},
    {_id: 'faq-2', _type: 'faqItem', question: 'Untouched question'},
    {_id: 'page-home', _type: 'page', items: [{_ref: 'faq-1'}]},
    {_id: 'drafts.page-new', _type: 'page', slug: {current: 'new'}, items: [{_ref: 'faq-2'}]},
  ],
}

const questions = '*[_type == "faqItem"] | order(_id asc).question'
const pageSlugs = '*[_type == "page"] | order(_id asc){_id, "slug": slug.current}'

describe('the snapshot source in each perspective', () => {
  it('published: drafts are invisible, by any query', async () => {
    const source = createSnapshotSource(snapshot, 'published')
    expect(await source.fetch(questions)).toEqual(['Published question', 'Untouched question'])
    expect(await source.fetch(pageSlugs)).toEqual([{_id: 'page-home', slug: null}])
    expect(await source.fetch('count(*[_id in path("drafts.**")])')).toBe(0)
    expect(await source.fetch('*[_type == "page" && references("faq-2")]._id')).toEqual([])
  })

  it('is the published view when no perspective is named (visitors)', async () => {
    expect(await createSnapshotSource(snapshot).fetch(questions)).toEqual(['Published question', 'Untouched question'])
  })

  it('drafts: a draft replaces its published document under the published id', async () => {
    const source = createSnapshotSource(snapshot, 'drafts')
    expect(await source.fetch(questions)).toEqual(['Drafted question', 'Untouched question'])
    expect(await source.fetch('*[_id == "faq-1"][0]{_id, _originalId, question}')).toEqual({
      _id: 'faq-1',
      _originalId: 'drafts.faq-1',
      question: 'Drafted question',
    })
    expect(await source.fetch('*[_id == "faq-2"][0]._originalId')).toBe('faq-2')
  })

  it('drafts: a page never published answers at its slug, and references resolve', async () => {
    const source = createSnapshotSource(snapshot, 'drafts')
    expect(await source.fetch(pageSlugs)).toEqual([
      {_id: 'page-home', slug: null},
      {_id: 'page-new', slug: 'new'},
    ])
    expect(await source.fetch('*[slug.current == "new"][0].items[0]->question')).toBe('Untouched question')
    expect(await source.fetch('*[_id == "page-home"][0].items[0]->question')).toBe('Drafted question')
  })
})
