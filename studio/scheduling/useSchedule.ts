import {getPublishedId, useEditState} from 'sanity'
import {SCHEDULE_TYPE, scheduleIdOf, type PublishSchedule} from '../../schemas/scheduling/rules'

/** The document's schedule as the Content Lake holds it now (written at once: it has no draft). */
export function useSchedule(documentId: string): PublishSchedule | null {
  const {published} = useEditState(scheduleIdOf(getPublishedId(documentId)), SCHEDULE_TYPE, 'low')
  return (published as PublishSchedule | null) ?? null
}
