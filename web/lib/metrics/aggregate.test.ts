/** @jest-environment node */
import {emptyMetricsDay, type MetricsDay} from '@habitum/content/metrics/day'
import {bucketKey, bucketOf} from '@habitum/content/metrics/histogram'
import type {Device, MetricsEvent} from '@habitum/content/metrics/events'
import {Mutation} from '@sanity/mutator'
import {addDays, countCspViolation, countEvents, keepTop, patchBetween, segmentKey, sourceKey} from './aggregate'
import type {VisitedPage} from '@habitum/content/metrics/pages'

const HOME = {path: '/', language: 'es' as const}
const ALCO_EN = {path: '/alco', language: 'en' as const}

type Beacon = [VisitedPage, Device, MetricsEvent[]]

/** A day counted from beacons, as the collector counts them. */
function dayWith(day: string, ...beacons: Beacon[]) {
  const counts = emptyMetricsDay(day)
  for (const beacon of beacons) countEvents(counts, ...beacon)
  return counts
}

/** What Sanity does with the patch: @sanity/mutator, the library the Studio and the local lake apply patches with. */
function applied(document: MetricsDay, patch: ReturnType<typeof patchBetween>) {
  const operations = {
    ...(Object.keys(patch.set).length ? {set: patch.set} : {}),
    ...(Object.keys(patch.inc).length ? {inc: patch.inc} : {}),
    ...(patch.unset.length ? {unset: patch.unset} : {}),
  }
  return new Mutation({mutations: [{patch: {id: document._id, ...operations}}]}).apply(document) as MetricsDay
}

describe('countEvents', () => {
  it('counts views with their sources, funnel steps, field errors and each vital in its bucket, by page, language and device', () => {
    const day = dayWith(
      '2026-11-25',
      [HOME, 'phone', [{kind: 'view', referrerOrigin: 'https://www.google.com', utmCampaign: 'otoño'}]],
      [HOME, 'phone', [{kind: 'view'}, {kind: 'vital', name: 'LCP', value: 2_480, element: 'image'}]],
      [
        HOME,
        'phone',
        [
          {kind: 'funnel', step: 'seen'},
          {kind: 'funnel', step: 'tried'},
          {kind: 'fieldError', field: 'email'},
        ],
      ],
      [
        ALCO_EN,
        'desktop',
        [
          {kind: 'view', utmCampaign: 'otoño'},
          {kind: 'vital', name: 'CLS', value: 0.02},
        ],
      ],
    )
    expect(day.segments[segmentKey(HOME, 'phone')]).toEqual({
      path: '/',
      language: 'es',
      device: 'phone',
      views: 2,
      funnel: {seen: 1, tried: 1},
      fieldErrors: {email: 1},
      vitals: {LCP: {[bucketKey(bucketOf('LCP', 2_480))]: 1}},
      lcpElements: {image: 1},
    })
    expect(day.segments[segmentKey(ALCO_EN, 'desktop')]).toMatchObject({views: 1, vitals: {CLS: {b1: 1}}})
    expect(day.sources.utmCampaign.entries[sourceKey('otoño')]).toEqual({value: 'otoño', count: 2})
    expect(day.sources.referrerOrigin.entries[sourceKey('https://www.google.com')]).toEqual({
      value: 'https://www.google.com',
      count: 1,
    })
    // Every key a patch names is an attribute name Sanity takes in a path.
    const keys = JSON.stringify(day)
      .match(/"[^"]+":/g)!
      .map((key) => key.slice(1, -2))
    expect(keys.filter((key) => !/^[A-Za-z_][A-Za-z0-9_]*$/.test(key))).toEqual([])
  })

  it('keeps the same key for a page or a value on every server', () => {
    expect(segmentKey(HOME, 'phone')).toBe(segmentKey({path: '/', language: 'es'}, 'phone'))
    expect(segmentKey(HOME, 'phone')).not.toBe(segmentKey(HOME, 'tablet'))
    expect(sourceKey('a')).toMatch(/^v[0-9a-f]{16}$/)
  })
})

describe('keepTop', () => {
  it('keeps the most frequent values and counts the rest, with what was there, as «otros»', () => {
    const entries = Object.fromEntries(
      [5, 1, 3, 3, 2].map((count, index) => [`k${index}`, {value: `v${index}`, count}]),
    )
    expect(keepTop({entries, others: 4}, 3)).toEqual({
      entries: {k0: {value: 'v0', count: 5}, k2: {value: 'v2', count: 3}, k3: {value: 'v3', count: 3}},
      others: 4 + 2 + 1,
    })
  })
})

describe('addDays and patchBetween', () => {
  it('adds counts, and the patch of increments turns the stored day into the sum', () => {
    const stored = dayWith('2026-11-25', [
      HOME,
      'phone',
      [
        {kind: 'view', utmSource: 'news'},
        {kind: 'vital', name: 'LCP', value: 900},
      ],
    ])
    const delta = dayWith(
      '2026-11-25',
      [
        HOME,
        'phone',
        [
          {kind: 'view', utmSource: 'news'},
          {kind: 'vital', name: 'LCP', value: 950},
        ],
      ],
      [
        HOME,
        'phone',
        [
          {kind: 'vital', name: 'INP', value: 120},
          {kind: 'funnel', step: 'sent'},
        ],
      ],
      [ALCO_EN, 'tablet', [{kind: 'view', utmSource: 'ads'}]],
    )
    const sum = addDays(stored, delta)
    const home = sum.segments[segmentKey(HOME, 'phone')]!
    expect(home).toMatchObject({views: 2, funnel: {sent: 1}, vitals: {LCP: {b8: 1, b9: 1}, INP: {b5: 1}}})
    expect(sum.segments[segmentKey(ALCO_EN, 'tablet')]!.views).toBe(1)
    expect(sum.sources.utmSource.entries[sourceKey('news')]!.count).toBe(2)

    const patch = patchBetween(stored, sum)
    // Counts that were there are incremented, never overwritten: another server's flush adds up.
    expect(patch.inc).toMatchObject({
      [`segments.${segmentKey(HOME, 'phone')}.views`]: 1,
      [`sources.utmSource.entries.${sourceKey('news')}.count`]: 1,
    })
    expect(applied(stored, patch)).toEqual(sum)
  })

  it('moves a value that falls out of the top into «otros», in the sum and in the patch', () => {
    let stored = emptyMetricsDay('2026-11-25')
    for (let index = 0; index < 50; index++) {
      const delta = dayWith('2026-11-25', [HOME, 'phone', [{kind: 'view', utmCampaign: `c${index}`}]])
      stored = addDays(stored, delta)
    }
    // c-new comes three times: it enters the top, and the value it displaces is counted as «otros».
    const delta = dayWith(
      '2026-11-25',
      ...Array.from({length: 3}, (): Beacon => [HOME, 'phone', [{kind: 'view', utmCampaign: 'c-new'}]]),
    )
    const sum = addDays(stored, delta)
    expect(Object.keys(sum.sources.utmCampaign.entries)).toHaveLength(50)
    expect(sum.sources.utmCampaign.entries[sourceKey('c-new')]!.count).toBe(3)
    expect(sum.sources.utmCampaign.others).toBe(1)
    const patch = patchBetween(stored, sum)
    expect(patch.unset).toHaveLength(1)
    expect(applied(stored, patch)).toEqual(sum)
  })

  it('adds Content-Security-Policy violations by directive: set on the day they first appear, then incremented', () => {
    const stored = dayWith('2026-11-25', [HOME, 'phone', [{kind: 'view'}]])
    expect(stored.cspViolations).toBeUndefined()
    const delta = emptyMetricsDay('2026-11-25')
    countCspViolation(delta, 'script-src-elem')
    countCspViolation(delta, 'script-src-elem')
    countCspViolation(delta, 'img-src')
    expect(delta.cspViolations).toEqual({script_src_elem: 2, img_src: 1})

    // A day stored without the record (or before violations were counted) gets it whole.
    const first = addDays(stored, delta)
    expect(first.cspViolations).toEqual({script_src_elem: 2, img_src: 1})
    const setPatch = patchBetween(stored, first)
    expect(setPatch.set).toEqual({cspViolations: {script_src_elem: 2, img_src: 1}})
    expect(applied(stored, setPatch)).toEqual(first)

    // Then each count is incremented, and a new directive is set beside the others.
    const more = emptyMetricsDay('2026-11-25')
    countCspViolation(more, 'script-src-elem')
    countCspViolation(more, 'frame-ancestors')
    const second = addDays(first, more)
    expect(second.cspViolations).toEqual({script_src_elem: 3, img_src: 1, frame_ancestors: 1})
    const incPatch = patchBetween(first, second)
    expect(incPatch.inc).toEqual({'cspViolations.script_src_elem': 1})
    expect(incPatch.set).toEqual({'cspViolations.frame_ancestors': 1})
    expect(applied(first, incPatch)).toEqual(second)

    // Days without any violation keep no record, and their patches name none.
    const quiet = addDays(stored, dayWith('2026-11-25', [HOME, 'phone', [{kind: 'view'}]]))
    expect(quiet).not.toHaveProperty('cspViolations')
    expect(Object.keys(patchBetween(stored, quiet).set)).toEqual([])
  })
})
