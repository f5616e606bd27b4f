/** @jest-environment node */
import {mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import {SOURCE_KINDS, TOP_VALUES, type MetricsDay} from '@habitum/content/metrics/day'
import {DEVICES, FUNNEL_STEPS, VITALS, type MetricsEvent} from '@habitum/content/metrics/events'
import {sampleCount} from '@habitum/content/metrics/histogram'
import {createMetricsCollector, PENDING_TOP_VALUES} from './collector'
import {purgeExpiredMetrics} from './retention'
import {createLocalMetricsStore, type MetricsStore} from './store'

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'metrics-'))
const AT = new Date('2026-11-25T10:00:00Z')
const HOME = {path: '/', language: 'es' as const}

/** A repeatable stream of numbers in [0, 1). */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

describe('the collector and the local store', () => {
  it('stores what was counted on a flush, adding to what the day holds', async () => {
    const store = createLocalMetricsStore(dataDir())
    const collector = createMetricsCollector(store, (error) => {
      throw error
    })
    collector.count(HOME, 'phone', [{kind: 'view'}, {kind: 'funnel', step: 'seen'}], AT)
    await collector.flush()
    collector.count(HOME, 'phone', [{kind: 'view'}], AT)
    collector.count(HOME, 'phone', [{kind: 'view'}], new Date('2026-11-26T00:00:01Z'))
    expect(collector.pendingDays).toBe(2)
    await collector.flush()
    expect(collector.pendingDays).toBe(0)
    const [segment] = Object.values((await store.read('2026-11-25'))!.segments)
    expect(segment).toMatchObject({views: 2, funnel: {seen: 1}})
    expect(Object.values((await store.read('2026-11-26'))!.segments)[0]!.views).toBe(1)
  })

  it('stores Content-Security-Policy violations by day and directive, beside the views', async () => {
    const store = createLocalMetricsStore(dataDir())
    const collector = createMetricsCollector(store, (error) => {
      throw error
    })
    collector.count(HOME, 'phone', [{kind: 'view'}], AT)
    collector.countCspViolation('script-src-elem', AT)
    await collector.flush()
    collector.countCspViolation('script-src-elem', AT)
    collector.countCspViolation('connect-src', new Date('2026-11-26T00:00:01Z'))
    await collector.flush()
    expect((await store.read('2026-11-25'))!.cspViolations).toEqual({script_src_elem: 2})
    expect((await store.read('2026-11-26'))!.cspViolations).toEqual({connect_src: 1})
    expect(Object.values((await store.read('2026-11-25'))!.segments)[0]!.views).toBe(1)
  })

  it('keeps the counts a failed flush could not store, and stores them with the next', async () => {
    const folder = dataDir()
    const local = createLocalMetricsStore(folder)
    let failing = true
    const store: MetricsStore = {
      ...local,
      add: (delta) => (failing ? Promise.reject(new Error('down')) : local.add(delta)),
    }
    const errors: unknown[] = []
    const collector = createMetricsCollector(store, (error) => errors.push(error))
    collector.count(HOME, 'phone', [{kind: 'view'}], AT)
    await collector.flush()
    expect(errors).toHaveLength(1)
    expect(collector.pendingDays).toBe(1)
    collector.count(HOME, 'phone', [{kind: 'view'}], AT)
    failing = false
    await collector.flush()
    expect(Object.values((await local.read('2026-11-25'))!.segments)[0]!.views).toBe(2)
  })

  it('a flood of 100,000 well-formed events with random pages and campaigns stays within the bounds', async () => {
    const folder = dataDir()
    const store = createLocalMetricsStore(folder)
    const collector = createMetricsCollector(store, (error) => {
      throw error
    })
    const pages = ['/', '/alco', '/legal/privacy-policy', '/legal/terms'].flatMap((page) =>
      (['es', 'en'] as const).map((language) => ({path: page, language})),
    )
    const draw = random(42)
    const pick = <T>(list: readonly T[]) => list[Math.floor(draw() * list.length)]!
    const randomText = () => Math.floor(draw() * 2 ** 40).toString(36)
    const sizes: number[] = []
    const EVENTS = 100_000
    let sent = 0
    while (sent < EVENTS) {
      const events: MetricsEvent[] = Array.from({length: 10}, (): MetricsEvent => {
        const roll = draw()
        if (roll < 0.4)
          return {
            kind: 'view',
            referrerOrigin: `https://${randomText()}.example`,
            utmSource: randomText(),
            utmMedium: randomText(),
            utmCampaign: randomText(),
          }
        if (roll < 0.6) return {kind: 'funnel', step: pick(FUNNEL_STEPS)}
        return {kind: 'vital', name: pick(VITALS), value: draw() * 200_000}
      })
      collector.count(pick(pages), pick(DEVICES), events, AT)
      sent += events.length
      // A flush a minute: here every 10,000 events.
      if (sent % 10_000 === 0) {
        await collector.flush()
        sizes.push(statSync(path.join(folder, 'metrics', '2026-11-25.json')).size)
      }
    }
    const day = JSON.parse(readFileSync(path.join(folder, 'metrics', '2026-11-25.json'), 'utf8')) as MetricsDay
    // Every view counted: in the top values or in «otros».
    const views = Object.values(day.segments).reduce((sum, segment) => sum + segment.views, 0)
    for (const kind of SOURCE_KINDS) {
      const {entries, others} = day.sources[kind]
      expect(Object.keys(entries)).toHaveLength(TOP_VALUES)
      expect(Object.values(entries).reduce((sum, {count}) => sum + count, others)).toBe(views)
    }
    // Pages × languages × devices, each vital in its fixed buckets.
    expect(Object.keys(day.segments).length).toBeLessThanOrEqual(pages.length * DEVICES.length)
    for (const segment of Object.values(day.segments))
      for (const vital of VITALS) expect(Object.keys(segment.vitals[vital] ?? {}).length).toBeLessThanOrEqual(101)
    const vitalSamples = Object.values(day.segments).reduce(
      (sum, segment) => sum + VITALS.reduce((all, vital) => all + sampleCount(segment.vitals[vital] ?? {}), 0),
      0,
    )
    expect(vitalSamples).toBeGreaterThan(30_000)
    // The document stops growing once its lists are full: the last flushes add counts, not keys.
    const size = sizes.at(-1)!
    expect(size).toBeLessThan(150_000)
    expect(size - sizes[4]!).toBeLessThan(size * 0.02)
    expect(PENDING_TOP_VALUES).toBeGreaterThanOrEqual(TOP_VALUES)
  })
})

describe('purgeExpiredMetrics', () => {
  it('erases the days older than the retention, and keeps the day at the cutoff', async () => {
    const folder = dataDir()
    mkdirSync(path.join(folder, 'metrics'))
    for (const day of ['2024-11-24', '2024-11-25', '2026-11-25'])
      writeFileSync(path.join(folder, 'metrics', `${day}.json`), '{}')
    const result = await purgeExpiredMetrics(createLocalMetricsStore(folder), {now: AT, retentionMonths: 24})
    expect(result).toEqual({before: '2024-11-25', days: 1})
    expect(readdirSync(path.join(folder, 'metrics')).sort()).toEqual(['2024-11-25.json', '2026-11-25.json'])
  })
})
