import {daysBetween, todayInBuenosAires} from './legalCalendar'

describe('the legal calendar', () => {
  it('counts the day in Buenos Aires (UTC-3)', () => {
    expect(todayInBuenosAires(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-30')
    expect(todayInBuenosAires(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01')
  })

  it('counts whole calendar days between two dates, across months and years', () => {
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(0)
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
  })
})
