import {Card, Text} from '@sanity/ui'
import {getPublishedId, useEditState} from 'sanity'
import {spanishDateTime} from '@habitum/content/calendar'
import {
  CHANGED_AFTER_SCHEDULING,
  isScheduledVersion,
  publishedSinceScheduled,
  SCHEDULED_TYPES,
} from '../../schemas/scheduling/rules'
import {useSchedule} from './useSchedule'

/**
 * Above a page's fields: when it goes live, or why it did not. A draft edited after it was
 * scheduled is a new version: the notice says it will not go live until scheduled again. A page
 * published by hand since then has no notice: that schedule ended.
 */
export function ScheduleNotice({document}: {document: {_id: string; _type: string} & Record<string, unknown>}) {
  const schedule = useSchedule(document._id)
  const {published} = useEditState(getPublishedId(document._id), document._type, 'low')
  if (!SCHEDULED_TYPES.includes(document._type) || !schedule || schedule.status === 'published') return null
  if (publishedSinceScheduled(schedule, published)) return null
  const when = spanishDateTime(schedule.publishAt)
  const isDraft = document._id.startsWith('drafts.')
  if (schedule.status === 'failed')
    return (
      <Card padding={3} radius={2} border tone="critical" data-testid="schedule-notice">
        <Text size={1}>
          No se publicó el {when} (hora de Buenos Aires): {schedule.problem}
        </Text>
      </Card>
    )
  const changed = isDraft && !isScheduledVersion(schedule, document)
  return (
    <Card padding={3} radius={2} border tone={changed ? 'caution' : 'primary'} data-testid="schedule-notice">
      <Text size={1}>
        {changed
          ? `Programado para el ${when} (hora de Buenos Aires), pero ${CHANGED_AFTER_SCHEDULING.charAt(0).toLowerCase()}${CHANGED_AFTER_SCHEDULING.slice(1)}`
          : `Se publicará el ${when} (hora de Buenos Aires).`}
      </Text>
    </Card>
  )
}
