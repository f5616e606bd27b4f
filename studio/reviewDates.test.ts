/** @jest-environment node */
import {dueForReview, effectiveReviewDate, reviewLabel, reviewState} from '../schemas/reviewDates'

describe('review dates', () => {
  it('is the date set, or a year after the last publication (its day in Buenos Aires)', () => {
    expect(effectiveReviewDate({reviewBy: '2026-08-01', _updatedAt: '2020-01-01T00:00:00Z'})).toBe('2026-08-01')
    expect(effectiveReviewDate({reviewBy: null, _updatedAt: '2026-03-01T01:00:00Z'})).toBe('2027-02-28')
    expect(effectiveReviewDate({_updatedAt: '2026-03-01T12:00:00Z'})).toBe('2027-03-01')
    // A malformed date (content from an import) counts as none.
    expect(effectiveReviewDate({reviewBy: '01/08/2026', _updatedAt: '2026-03-01T12:00:00Z'})).toBe('2027-03-01')
  })

  it('is overdue from its day on, due within 30 days, and not listed after that', () => {
    const today = '2026-06-10'
    expect(reviewState('2026-06-09', today)).toBe('overdue')
    expect(reviewState('2026-06-10', today)).toBe('overdue')
    expect(reviewState('2026-06-11', today)).toBe('due')
    expect(reviewState('2026-07-10', today)).toBe('due')
    expect(reviewState('2026-07-11', today)).toBeUndefined()
  })

  it('lists what is overdue or due, the oldest date first, with its label', () => {
    const updated = '2026-06-01T15:00:00Z'
    const due = dueForReview(
      [
        {_id: 'far', reviewBy: '2026-09-01', _updatedAt: updated},
        {_id: 'near', reviewBy: '2026-06-20', _updatedAt: updated},
        {_id: 'default-fresh', _updatedAt: updated},
        {_id: 'default-old', _updatedAt: '2025-06-05T15:00:00Z'},
        {_id: 'late', reviewBy: '2026-01-15', _updatedAt: updated},
      ],
      '2026-06-10',
    )
    expect(due.map(({_id, reviewDate, state}) => [_id, reviewDate, state])).toEqual([
      ['late', '2026-01-15', 'overdue'],
      ['default-old', '2026-06-05', 'overdue'],
      ['near', '2026-06-20', 'due'],
    ])
    expect(due.map(reviewLabel)).toEqual(['Vencida el 15/01/2026', 'Vencida el 05/06/2026', 'Vence el 20/06/2026'])
  })
})
