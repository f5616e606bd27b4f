import {addDays, addYear, dateInBuenosAires, isCalendarDate, shortSpanishDate} from '@habitum/content/calendar'

/**
 * When pages and FAQ items are due for review («Revisar antes de», their `reviewBy` field), as the
 * Studio's «Revisión periódica» list shows them. A document without a date of its own is due a year
 * after it was last published (the published document's `_updatedAt`): publishing a change is
 * taken as having looked at it.
 */

/** How far ahead «Revisión periódica» looks: what falls due within these days is listed too. */
export const REVIEW_WINDOW_DAYS = 30

/** The document types that carry a review date. */
export const REVIEWED_TYPES = ['page', 'faqItem'] as const

export type ReviewCandidate = {_id: string; reviewBy?: string | null; _updatedAt: string}

/** The date a document is to be reviewed before: its own, or a year after its last publication. */
export function effectiveReviewDate({reviewBy, _updatedAt}: Pick<ReviewCandidate, 'reviewBy' | '_updatedAt'>): string {
  return isCalendarDate(reviewBy) ? reviewBy : addYear(dateInBuenosAires(_updatedAt))
}

/**
 * «overdue» from the review date on (it was to be reviewed before that day), «due» within the
 * next REVIEW_WINDOW_DAYS days, undefined when further away.
 */
export type ReviewState = 'overdue' | 'due'

export function reviewState(reviewDate: string, today: string): ReviewState | undefined {
  if (reviewDate <= today) return 'overdue'
  if (reviewDate <= addDays(today, REVIEW_WINDOW_DAYS)) return 'due'
  return undefined
}

export type DueDocument<Candidate> = Candidate & {reviewDate: string; state: ReviewState}

/** The documents to review on `today`: overdue or due within the window, the oldest date first. */
export function dueForReview<Candidate extends ReviewCandidate>(
  candidates: readonly Candidate[],
  today: string,
): Array<DueDocument<Candidate>> {
  return candidates
    .flatMap((candidate) => {
      const reviewDate = effectiveReviewDate(candidate)
      const state = reviewState(reviewDate, today)
      return state ? [{...candidate, reviewDate, state}] : []
    })
    .sort((a, b) => (a.reviewDate === b.reviewDate ? a._id.localeCompare(b._id) : a.reviewDate < b.reviewDate ? -1 : 1))
}

/** What the list says of a document's date, short to fit a line: «Vencida el 03/05/2026», «Vence el …». */
export function reviewLabel({state, reviewDate}: {state: ReviewState; reviewDate: string}): string {
  return `${state === 'overdue' ? 'Vencida el' : 'Vence el'} ${shortSpanishDate(reviewDate)}`
}
