import {addDays, periodOf, trendBlocks, utcDay} from './period'

describe('the period', () => {
  it('is the last days in UTC, today included, whatever the hour', () => {
    // 23:30 in Buenos Aires on 24 November is already 25 November in UTC.
    const period = periodOf(7, new Date('2026-11-25T02:30:00.000Z'))
    expect(period.days).toEqual([
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
    ])
    expect(period).toMatchObject({
      from: '2026-11-19',
      to: '2026-11-25',
      fromInstant: '2026-11-19T00:00:00.000Z',
      toInstant: '2026-11-26T00:00:00.000Z',
    })
  })

  it('crosses months and years', () => {
    const period = periodOf(90, new Date('2027-01-15T12:00:00Z'))
    expect(period.days).toHaveLength(90)
    expect(period.from).toBe('2026-10-18')
    expect(new Set(period.days).size).toBe(90)
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(utcDay('2026-03-01T02:00:00-03:00')).toBe('2026-03-01')
  })

  it('draws a week day by day, longer periods by weeks counted back from today', () => {
    const week = periodOf(7, new Date('2026-11-25T10:00:00Z')).days
    expect(trendBlocks(week)).toEqual(week.map((day) => [day]))
    const month = trendBlocks(periodOf(28, new Date('2026-11-25T10:00:00Z')).days)
    expect(month.map((block) => [block[0], block.at(-1), block.length])).toEqual([
      ['2026-10-29', '2026-11-04', 7],
      ['2026-11-05', '2026-11-11', 7],
      ['2026-11-12', '2026-11-18', 7],
      ['2026-11-19', '2026-11-25', 7],
    ])
    const quarter = trendBlocks(periodOf(90, new Date('2026-11-25T10:00:00Z')).days)
    expect(quarter).toHaveLength(13)
    expect(quarter[0]).toHaveLength(6)
    expect(quarter.at(-1)!.at(-1)).toBe('2026-11-25')
  })
})
