import {
  addDays,
  addYear,
  buenosAiresClock,
  dateInBuenosAires,
  daysBetween,
  instantInBuenosAires,
  isCalendarDate,
  shortSpanishDate,
  spanishDate,
  spanishDateTime,
  todayInBuenosAires,
} from './calendar'

describe('calendar dates in Buenos Aires', () => {
  it('counts the day in Buenos Aires (UTC-3)', () => {
    expect(todayInBuenosAires(new Date('2026-12-01T02:59:00Z'))).toBe('2026-11-30')
    expect(todayInBuenosAires(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12-01')
  })

  it('takes an instant to its day in Buenos Aires (UTC-3), not in UTC', () => {
    expect(dateInBuenosAires('2026-03-01T02:59:59Z')).toBe('2026-02-28')
    expect(dateInBuenosAires('2026-03-01T03:00:00Z')).toBe('2026-03-01')
  })

  it('counts whole calendar days between two dates, across months and years', () => {
    expect(daysBetween('2026-11-25', '2026-11-25')).toBe(0)
    expect(daysBetween('2026-11-25', '2026-12-25')).toBe(30)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1)
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2)
  })

  it('adds days across months and years, and a year keeping the day (29 February becomes 1 March)', () => {
    expect(addDays('2026-12-20', 30)).toBe('2027-01-19')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addYear('2026-05-03')).toBe('2027-05-03')
    expect(addYear('2028-02-29')).toBe('2029-03-01')
  })

  it('knows a real YYYY-MM-DD date from anything else', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true)
    expect(isCalendarDate('2026-02-30')).toBe(false)
    expect(isCalendarDate('2026-2-3')).toBe(false)
    expect(isCalendarDate(null)).toBe(false)
  })

  it('writes a date in Spanish words', () => {
    expect(spanishDate('2026-05-03')).toBe('3 de mayo de 2026')
    expect(shortSpanishDate('2026-05-03')).toBe('03/05/2026')
  })
})

test('a Buenos Aires date and time is an instant three hours after UTC, and reads back the same', () => {
  expect(instantInBuenosAires('2026-12-07', '09:00')).toBe('2026-12-07T12:00:00.000Z')
  expect(instantInBuenosAires('2026-12-31', '23:30')).toBe('2027-01-01T02:30:00.000Z')
  expect(buenosAiresClock('2027-01-01T02:30:00.000Z')).toEqual({date: '2026-12-31', time: '23:30'})
  expect(instantInBuenosAires('2026-02-30', '09:00')).toBeUndefined()
  expect(instantInBuenosAires('2026-12-07', '24:00')).toBeUndefined()
  expect(spanishDateTime('2026-12-07T12:00:00.000Z')).toBe('lunes, 7 de diciembre de 2026, 09:00')
})
