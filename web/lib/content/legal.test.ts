import {announcedChange, earlierRevisions, formatDate, readableRevisions, revisionInForce, todayInBuenosAires} from './legal'
import type {LegalRevision} from './index'

const revision = (inForce: string) => ({_key: inForce, inForce, lastUpdated: inForce, summary: null, body: null, bodyLanguage: 'es'}) as LegalRevision
const revisions = [revision('2022-03-01'), revision('2024-07-01'), revision('2023-07-01')]

describe('revisionInForce', () => {
  it.each([
    ['2022-02-28', undefined],
    ['2022-03-01', '2022-03-01'],
    ['2023-06-30', '2022-03-01'],
    ['2023-07-01', '2023-07-01'],
    ['2024-06-30', '2023-07-01'],
    ['2024-07-01', '2024-07-01'],
    ['2030-01-01', '2024-07-01'],
  ])('on %s the revision in force is %s', (today, expected) => {
    expect(revisionInForce(revisions, today)?.inForce).toBe(expected)
  })

  it('lists the earlier revisions newest first, never future ones', () => {
    const current = revisionInForce(revisions, '2023-12-31')!
    expect(earlierRevisions(revisions, current).map((r) => r.inForce)).toEqual(['2022-03-01'])
    expect(earlierRevisions(revisions, revisions[1]!).map((r) => r.inForce)).toEqual(['2023-07-01', '2022-03-01'])
  })
})

describe('dates', () => {
  it('counts the day in Buenos Aires (UTC-3), where the operator sets the dates', () => {
    expect(todayInBuenosAires(new Date('2024-07-01T02:59:00Z'))).toBe('2024-06-30')
    expect(todayInBuenosAires(new Date('2024-07-01T03:00:00Z'))).toBe('2024-07-01')
  })

  it('writes a date in words in the page language', () => {
    expect(formatDate('2024-05-23', 'es')).toBe('23 de mayo de 2024')
    expect(formatDate('2024-05-23', 'en')).toBe('May 23, 2024')
    expect(formatDate('2023-07-01', 'es')).toBe('1 de julio de 2023')
  })
})

describe('a coming change', () => {
  it('is announced while its date is ahead; on that day it is the one in force', () => {
    expect(announcedChange(revisions, '2024-06-30')).toEqual({current: revisions[2], coming: revisions[1]})
    // On its day it is in force, and nothing further is announced.
    expect(announcedChange(revisions, '2024-07-01')).toBeUndefined()
    expect(revisionInForce(revisions, '2024-07-01')).toBe(revisions[1])
  })

  it('announces only the nearest of several, and nothing before a first revision is in force', () => {
    const later = [...revisions, revision('2025-01-01')]
    expect(announcedChange(later, '2024-01-15')?.coming.inForce).toBe('2024-07-01')
    expect(announcedChange(later, '2024-08-01')?.coming.inForce).toBe('2025-01-01')
    expect(announcedChange(revisions, '2022-01-01')).toBeUndefined()
  })

  it('can be read and compared before its day: the announced revision joins the ones in force', () => {
    expect(readableRevisions(revisions, '2023-12-31').map((r) => r.inForce)).toEqual([
      '2022-03-01',
      '2023-07-01',
      '2024-07-01',
    ])
    expect(readableRevisions([...revisions, revision('2025-01-01')], '2023-12-31').map((r) => r.inForce)).toEqual([
      '2022-03-01',
      '2023-07-01',
      '2024-07-01',
    ])
  })
})
