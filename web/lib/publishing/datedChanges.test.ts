/** @jest-environment node */
import type {ContentSource} from '../content/source'
import {
  decodeEdgeHint,
  edgeHintFor,
  encodeEdgeHint,
  loadDatedChanges,
  SETTLING_MS,
  type DatedChange,
} from './datedChanges'

const at = (iso: string) => Date.parse(iso)

/** A source answering the dated query as the snapshot or the lake would. */
const sourceWith = (result: unknown): ContentSource => ({fetch: async () => result}) as unknown as ContentSource

describe('changes dated to take effect', () => {
  const content = {
    legal: [{_id: 'legal-privacy-policy', dates: ['2024-05-23', '2031-01-01', null]}],
    endings: [{_id: 'page-alco', endDate: '2030-12-15'}],
    schedules: [
      {documentId: 'page-new', documentType: 'page', publishAt: '2030-12-20T12:00:00.000Z'},
      {documentId: null, documentType: 'page', publishAt: '2030-12-21T12:00:00.000Z'},
    ],
  }

  it('reads each from its document: revisions and end dates at midnight in Buenos Aires, schedules at their hour', async () => {
    const changes = await loadDatedChanges(sourceWith(content), at('2030-12-01T00:00:00Z'))
    expect(changes).toEqual([
      {
        at: at('2030-12-15T03:00:00Z'),
        document: {_id: 'page-alco', _type: 'page'},
        tags: ['d:page-alco'],
        purgedAtItsTime: true,
      },
      {
        at: at('2030-12-20T12:00:00Z'),
        document: {_id: 'page-new', _type: 'page'},
        tags: ['d:page-new'],
        purgedAtItsTime: false,
      },
      {
        at: at('2031-01-01T03:00:00Z'),
        document: {_id: 'legal-privacy-policy', _type: 'legalDocument'},
        tags: ['site'],
        purgedAtItsTime: true,
      },
    ])
  })

  it('keeps a change that passed less than a minute ago, and forgets older ones', async () => {
    const justAfter = at('2030-12-15T03:00:00Z') + SETTLING_MS - 1
    const ids = async (since: number) =>
      (await loadDatedChanges(sourceWith(content), since)).map(({document}) => document._id)
    expect(await ids(justAfter)).toContain('page-alco')
    expect(await ids(justAfter + 1)).not.toContain('page-alco')
  })

  it('bounds an answer by the next change of what it shows, and marks it settling just after one', () => {
    const changes: DatedChange[] = [
      {at: 1_000_000, document: {_id: 'page-alco', _type: 'page'}, tags: ['d:page-alco'], purgedAtItsTime: true},
      {at: 5_000_000, document: {_id: 'legal-terms', _type: 'legalDocument'}, tags: ['site'], purgedAtItsTime: true},
    ]
    expect(edgeHintFor(changes, ['site', 'd:page-alco'], 0)).toEqual({until: 1_000_000, settling: false})
    expect(edgeHintFor(changes, ['site', 'd:page-home'], 0)).toEqual({until: 5_000_000, settling: false})
    expect(edgeHintFor(changes, ['d:page-home'], 0)).toEqual({until: undefined, settling: false})
    expect(edgeHintFor(changes, ['site', 'd:page-alco'], 1_000_000 + 10)).toEqual({until: 5_000_000, settling: true})
  })

  it('carries the hint in one header and reads it back; anything else is no hint', () => {
    for (const hint of [{until: 123, settling: false}, {settling: true}, {settling: false}])
      expect(decodeEdgeHint(encodeEdgeHint(hint))).toEqual(hint)
    expect(decodeEdgeHint('until=soon')).toBeUndefined()
    expect(decodeEdgeHint(undefined)).toBeUndefined()
  })
})
