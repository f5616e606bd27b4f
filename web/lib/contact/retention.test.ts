/** @jest-environment node */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs'
import {tmpdir} from 'node:os'
import path from 'node:path'
import type {ContactStatus} from '@habitum/content/leads/statuses'
import {ERASURE_LOG_FILE} from './erasureLog'
import {createLocalLeadStore, passesFilter, type LeadStore} from './leadStore'
import {monthsBefore, purgeCutoffs, purgeExpiredLeads, SPAM_RETENTION_DAYS, type RetentionPolicy} from './retention'
import {newContactRequest, type ContactRequest} from './store'

/** The fake clock: every purge here runs at this instant. */
const NOW = new Date('2026-06-15T12:00:00.000Z')
/** The settings' defaults: 24 months, and 90 days for health details. */
const POLICY: RetentionPolicy = {retentionMonths: 24, healthRetentionDays: 90}
const DAY = 86_400_000
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString()

function lead(name: string, receivedAt: string, status: ContactStatus = 'new'): ContactRequest {
  return {
    ...newContactRequest(
      {
        name,
        email: `${name.toLowerCase().replace(/\W/g, '')}@example.com`,
        category: '',
        message: 'Hola',
        language: 'es',
        page: '/',
      },
      undefined,
      new Date(receivedAt),
    ),
    status,
  }
}

/** A local store in a fresh folder holding these leads, one file each as the endpoint writes them. */
function localStoreWith(leads: ContactRequest[]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'))
  const folder = path.join(dataDir, 'contact-requests')
  mkdirSync(folder)
  for (const request of leads) writeFileSync(path.join(folder, `${request._id}.json`), JSON.stringify(request))
  const store = createLocalLeadStore({dataDir, erasureLogSalt: 'test-salt'})
  const log = () =>
    readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as {count: number; reason: string; addressHash?: string})
  const remaining = async () => (await store.list()).map(({name}) => name).sort()
  return {dataDir, folder, store, log, remaining}
}

describe('monthsBefore (calendar months, UTC)', () => {
  it.each([
    ['2026-06-15T12:00:00.000Z', 24, '2024-06-15T12:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 13, '2024-12-15T00:00:00.000Z'],
    ['2026-03-31T23:59:59.999Z', 1, '2026-02-28T23:59:59.999Z'],
    ['2028-03-31T08:00:00.000Z', 1, '2028-02-29T08:00:00.000Z'],
    ['2026-02-28T10:00:00.000Z', 24, '2024-02-28T10:00:00.000Z'],
    ['2031-02-28T10:00:00.000Z', 60, '2026-02-28T10:00:00.000Z'],
  ])('%s minus %i months is %s', (now, months, expected) => {
    expect(monthsBefore(new Date(now), months).toISOString()).toBe(expected)
  })

  it('puts the spam cutoff 30 days back', () => {
    expect(SPAM_RETENTION_DAYS).toBe(30)
    expect(purgeCutoffs(NOW, POLICY).spam.toISOString()).toBe('2026-05-16T12:00:00.000Z')
  })
})

describe('purgeExpiredLeads on the local store', () => {
  const LEADS = [
    lead('At the cutoff', '2024-06-15T12:00:00.000Z'),
    lead('A millisecond older', '2024-06-15T11:59:59.999Z', 'answered'),
    lead('A day older', '2024-06-14T12:00:00.000Z', 'in-progress'),
    lead('Long ago', '2020-01-01T00:00:00.000Z', 'discarded'),
    lead('Spam 29 days', daysAgo(29), 'spam'),
    lead('Spam 30 days', daysAgo(30), 'spam'),
    lead('Spam 31 days', daysAgo(31), 'spam'),
    lead('Spam of long ago', '2023-01-01T00:00:00.000Z', 'spam'),
    lead('Lead 31 days', daysAgo(31)),
    lead('Today', NOW.toISOString()),
  ]

  it('deletes leads received before the retention cutoff and spam past 30 days; a lead at a cutoff stays', async () => {
    const {store, remaining, log} = localStoreWith(LEADS)
    const result = await purgeExpiredLeads(store, {now: NOW, ...POLICY})
    expect(result).toEqual({
      cutoffs: {
        retention: new Date('2024-06-15T12:00:00.000Z'),
        spam: new Date('2026-05-16T12:00:00.000Z'),
        health: new Date('2026-03-17T12:00:00.000Z'),
      },
      retention: 3,
      spam: 2,
      health: 0,
    })
    expect(await remaining()).toEqual(['At the cutoff', 'Lead 31 days', 'Spam 29 days', 'Spam 30 days', 'Today'])
    // Logged like any erasure: one entry per address, hashed, with the reason; old spam as spam.
    const entries = log()
    expect(entries.filter(({reason}) => reason === 'spam').map(({count}) => count)).toEqual([1, 1])
    expect(entries.filter(({reason}) => reason === 'retention').map(({count}) => count)).toEqual([1, 1, 1])
    expect(entries.every(({addressHash}) => /^[0-9a-f]{64}$/.test(addressHash ?? ''))).toBe(true)
    expect(JSON.stringify(entries)).not.toMatch(/example|@/)
  })

  it('deletes nothing and logs nothing when nothing has expired, and finds nothing left on a second run', async () => {
    const {store, dataDir, folder} = localStoreWith(LEADS)
    await purgeExpiredLeads(store, {now: NOW, ...POLICY})
    const logged = readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')
    expect(await purgeExpiredLeads(store, {now: NOW, ...POLICY})).toMatchObject({retention: 0, spam: 0})
    expect(readFileSync(path.join(dataDir, ERASURE_LOG_FILE), 'utf8')).toBe(logged)
    expect(readdirSync(folder)).toHaveLength(5)
  })

  it('follows the retention setting: at 1 month, what came before 15 May goes (the 31-day-old lead is exactly at it)', async () => {
    const {store, remaining} = localStoreWith(LEADS)
    expect(await purgeExpiredLeads(store, {now: NOW, ...POLICY, retentionMonths: 1})).toMatchObject({
      retention: 4,
      spam: 2,
    })
    expect(await remaining()).toEqual(['Lead 31 days', 'Spam 29 days', 'Spam 30 days', 'Today'])
  })

  it('a day later the clock has moved on: the lead at the old cutoff and the 30-day spam go', async () => {
    const {store, remaining} = localStoreWith(LEADS)
    await purgeExpiredLeads(store, {now: new Date(NOW.getTime() + DAY), ...POLICY})
    expect(await remaining()).toEqual(['Lead 31 days', 'Spam 29 days', 'Today'])
  })
})

describe('leads whose message looked like it held health details', () => {
  const health = (name: string, receivedAt: string): ContactRequest => ({
    ...lead(name, receivedAt),
    containsHealthData: true,
  })
  const LEADS = [
    health('Health 91 days', daysAgo(91)),
    health('Health 90 days', daysAgo(90)),
    health('Health 89 days', daysAgo(89)),
    lead('Plain 91 days', daysAgo(91)),
  ]

  it('go after the shorter period (90 days by default), logged as such; other leads stay', async () => {
    const {store, remaining, log} = localStoreWith(LEADS)
    const result = await purgeExpiredLeads(store, {now: NOW, ...POLICY})
    expect(result).toMatchObject({health: 1, retention: 0, spam: 0})
    expect(result.cutoffs.health.toISOString()).toBe(daysAgo(90))
    expect(await remaining()).toEqual(['Health 89 days', 'Health 90 days', 'Plain 91 days'])
    expect(log().map(({reason}) => reason)).toEqual(['health'])
  })

  it('follow the setting, and the clock: 89 days, then a day later', async () => {
    const {store, remaining} = localStoreWith(LEADS)
    await purgeExpiredLeads(store, {now: NOW, ...POLICY, healthRetentionDays: 89})
    expect(await remaining()).toEqual(['Health 89 days', 'Plain 91 days'])
    await purgeExpiredLeads(store, {now: new Date(NOW.getTime() + DAY), ...POLICY, healthRetentionDays: 89})
    expect(await remaining()).toEqual(['Plain 91 days'])
  })
})

describe('purgeExpiredLeads through the LeadStore interface (either back end)', () => {
  /** A store that records what it is asked: the purge may use only list and erase. */
  function recordingStore(leads: ContactRequest[]) {
    let kept = [...leads]
    const erasures: Array<{ids: string[]; reason: string}> = []
    const store: LeadStore = {
      save: () => Promise.reject(new Error('a purge saves nothing')),
      hasDuplicateSince: () => Promise.reject(new Error('a purge compares nothing')),
      findByEmail: () => Promise.reject(new Error('a purge finds no one')),
      list: async (filter = {}) => kept.filter((request) => passesFilter(request, filter)),
      erase: async (target, reason) => {
        if (!('ids' in target)) throw new Error('a purge erases by id')
        erasures.push({ids: target.ids, reason})
        const before = kept.length
        kept = kept.filter(({_id}) => !target.ids.includes(_id))
        return {count: before - kept.length, log: []}
      },
    }
    return {store, erasures, kept: () => kept}
  }

  it('erases in batches of at most 100, spam first, each with its reason', async () => {
    const old = Array.from({length: 250}, (_, index) =>
      lead(`Old ${index}`, `2023-0${1 + (index % 9)}-01T00:00:00.000Z`),
    )
    const spam = Array.from({length: 3}, (_, index) => lead(`Spam ${index}`, daysAgo(40), 'spam'))
    const {store, erasures, kept} = recordingStore([...old, ...spam, lead('Recent', daysAgo(1))])
    expect(await purgeExpiredLeads(store, {now: NOW, ...POLICY})).toMatchObject({retention: 250, spam: 3})
    expect(erasures.map(({ids, reason}) => [reason, ids.length])).toEqual([
      ['spam', 3],
      ['retention', 100],
      ['retention', 100],
      ['retention', 50],
    ])
    expect(kept().map(({name}) => name)).toEqual(['Recent'])
  })

  it('keeps a lead whose date of receipt cannot be read rather than guess', async () => {
    const {store} = recordingStore([{...lead('Unreadable', daysAgo(900)), receivedAt: '2020-13-45T99:00'}])
    expect(await purgeExpiredLeads(store, {now: NOW, ...POLICY})).toMatchObject({retention: 0, spam: 0})
  })
})
