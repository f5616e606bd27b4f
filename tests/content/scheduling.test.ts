/** @jest-environment node */
import assert from '../support/assert'
import {contentHash, type ReviewedDocument} from '../../schemas/review/rules'
import {dueOutcome, publishedSinceScheduled} from '../../schemas/scheduling/rules'

/** A schedule last written at 10:00 (scheduled, moved or marked as not published), and a page. */
const SCHEDULED = '2026-11-28T10:00:00Z'
const page = (title: string): ReviewedDocument => ({_id: 'page-alco', _type: 'page', title: {es: title}})
const draft = {...page('ALCO: nuevo plan'), _id: 'drafts.page-alco'}
const schedule = {_updatedAt: SCHEDULED, contentHash: contentHash(draft)}

test('a page published after its schedule was last written has ended it; before, or never, it has not', () => {
  assert.equal(publishedSinceScheduled(schedule, {_updatedAt: '2026-11-28T10:05:00Z'}), true)
  assert.equal(publishedSinceScheduled(schedule, {_updatedAt: '2026-11-28T09:59:59Z'}), false)
  assert.equal(publishedSinceScheduled(schedule, {_updatedAt: SCHEDULED}), false)
  assert.equal(publishedSinceScheduled(schedule, null), false)
  // Its last write, not when it was first scheduled: a schedule moved after the publication waits again.
  assert.equal(
    publishedSinceScheduled({_updatedAt: '2026-11-28T11:00:00Z', scheduledAt: '2026-11-28T09:00:00Z'}, {
      _updatedAt: '2026-11-28T10:30:00Z',
    }),
    false,
  )
  // Without the lake's instant (a stored schedule always has it), the moment it was scheduled.
  assert.equal(publishedSinceScheduled({scheduledAt: SCHEDULED}, {_updatedAt: '2026-11-28T10:05:00Z'}), true)
})

test('at its hour, a schedule whose page was published by hand since ends: the version scheduled is not published over it', () => {
  const byHand = {...page('ALCO: a mano'), _updatedAt: '2026-11-28T10:05:00Z'}
  // The scheduled draft still there (or restored): still not published.
  assert.deepEqual(dueOutcome(schedule, draft, byHand, null), {action: 'ended'})
  assert.deepEqual(dueOutcome(schedule, null, byHand, null), {action: 'ended'})
  // Published by hand exactly as scheduled: done, as before.
  assert.deepEqual(dueOutcome(schedule, null, {...draft, _id: 'page-alco', _updatedAt: byHand._updatedAt}, null), {
    action: 'done',
  })
  // Published before it was scheduled: the draft goes live.
  assert.deepEqual(dueOutcome(schedule, draft, {...byHand, _updatedAt: '2026-11-28T09:00:00Z'}, null), {
    action: 'publish',
    draft,
  })
})
