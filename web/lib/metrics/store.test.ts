/** @jest-environment node */
import {emptyMetricsDay, type MetricsDay} from '@habitum/content/metrics/day'
import type {SanityClient} from '@sanity/client'
import {countEvents, segmentKey} from './aggregate'
import {createSanityMetricsStore} from './store'

const HOME = {path: '/', language: 'es' as const}
const KEY = segmentKey(HOME, 'phone')

/**
 * A dataset of one day document, answering as the Content Lake does: a patch guarded by a revision
 * that is no longer current fails with 409. `otherServer` adds a view between a read and a write once.
 */
function datasetWithARace({exists = true} = {}) {
  const document: MetricsDay & {_rev: string} = {...emptyMetricsDay('2026-11-25'), _rev: 'r0'}
  let present = exists
  let creates = 0
  let revision = 0
  let raced = false
  const commits: Array<{ifRevisionId: string; inc: Record<string, number>}> = []
  const otherServer = () => {
    countEvents(document, HOME, 'phone', [{kind: 'view'}])
    document._rev = `r${++revision}`
  }
  const client = {
    createIfNotExists: async () => {
      creates++
      present = true
      return document
    },
    getDocument: async () => (present ? structuredClone(document) : undefined),
    patch: () => {
      const change = {ifRevisionId: '', set: {}, inc: {} as Record<string, number>}
      const builder = {
        ifRevisionId: (rev: string) => ((change.ifRevisionId = rev), builder),
        set: (set: object) => ((change.set = set), builder),
        inc: (inc: Record<string, number>) => ((change.inc = inc), builder),
        unset: () => builder,
        commit: async () => {
          if (!raced) {
            raced = true
            otherServer()
          }
          commits.push(change)
          if (change.ifRevisionId !== document._rev) throw Object.assign(new Error('conflict'), {statusCode: 409})
          for (const [path, value] of Object.entries(change.set)) {
            const [, key] = path.split('.')
            document.segments[key!] = value as never
          }
          for (const [path, by] of Object.entries(change.inc)) {
            const [, key, field] = path.split('.')
            ;(document.segments[key!] as unknown as Record<string, number>)[field!]! += by
          }
          document._rev = `r${++revision}`
        },
      }
      return builder
    },
  }
  return {client: client as unknown as SanityClient, commits, stored: () => document, creates: () => creates}
}

describe('createSanityMetricsStore', () => {
  it('adds its counts again onto what another server wrote between its read and its write', async () => {
    const {client, commits, stored} = datasetWithARace()
    const delta = emptyMetricsDay('2026-11-25')
    countEvents(delta, HOME, 'phone', [{kind: 'view'}, {kind: 'view'}])
    await createSanityMetricsStore(client).add(delta)
    // The first patch was computed from r0 and refused; the second from the other server's revision.
    expect(commits.map(({ifRevisionId}) => ifRevisionId)).toEqual(['r0', 'r1'])
    expect(commits[1]!.inc).toEqual({[`segments.${KEY}.views`]: 2})
    expect(stored().segments[KEY]!.views).toBe(3)
  })

  it("creates a day's document only when it is missing, on the day's first flush", async () => {
    const missing = datasetWithARace({exists: false})
    const delta = emptyMetricsDay('2026-11-25')
    countEvents(delta, HOME, 'phone', [{kind: 'view'}])
    await createSanityMetricsStore(missing.client).add(delta)
    expect(missing.creates()).toBe(1)

    const existing = datasetWithARace()
    await createSanityMetricsStore(existing.client).add(delta)
    expect(existing.creates()).toBe(0)
    expect(existing.stored().segments[KEY]!.views).toBe(2)
  })
})
