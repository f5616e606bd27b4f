import {CalendarIcon} from '@sanity/icons/Calendar'
import {combineLatest, map} from 'rxjs'
import type {StructureResolver} from 'sanity/structure'
import {spanishDateTime} from '@habitum/content/calendar'
import {API_VERSION} from '../../schemas/apiVersion'
import {
  publishedSinceScheduled,
  SCHEDULE_TYPE,
  SCHEDULED_TYPES,
  STATUS_LABELS,
  type PublishSchedule,
} from '../../schemas/scheduling/rules'
import type {LaunchSummary} from '../launches/documentLaunch'
import {launches$, scheduledLaunches, scheduledLaunchItem} from '../launches/lists'
import {ScheduleLineIcon} from './ScheduleLineIcon'

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

type Listed = PublishSchedule & {published: {_updatedAt?: string} | null}

/**
 * The schedules waiting, and those that did not go live (until moved or cancelled), the soonest
 * first, each with when its page was last published: one published by hand since has ended
 * (`publishedSinceScheduled`). Published pages are listened to as well, for that.
 */
export const SCHEDULES = {
  fetch: `*[_type == $type && status in ["scheduled", "failed"]]{
    ..., "published": *[_id == ^.documentId][0]{_updatedAt}
  } | order(publishAt asc)`,
  listen: `*[_type == $type || (_type in $types && !(_id in path("drafts.**")))]`,
}

/** A line of the list: the date, the page's name, and whether it did not go live. */
const lineOf = (schedule: PublishSchedule) =>
  `${spanishDateTime(schedule.publishAt)} · ${schedule.title ?? 'Página'}${
    schedule.status === 'failed' ? ` · ${STATUS_LABELS.failed}` : ''
  }`

/**
 * «Programado»: each page that goes live on a date, the soonest first, its line saying when (on the
 * Buenos Aires clock), the page, and whether it waits or did not go live, whole (wrapped, never
 * cut); a page published by hand since leaves the list; opening one opens the page, whose
 * «Cambiar programación» moves or cancels it, and above whose fields the reason is given. Launches
 * that wait for their date, or did not go live, are listed among them by their date
 * (studio/launches/lists.ts); opening one opens the launch.
 */
export function scheduledListItem(S: StructureBuilder, context: StructureContext) {
  return S.listItem()
    .id('scheduled')
    .title('Programado')
    .icon(CalendarIcon)
    .child(() =>
      combineLatest([
        context.documentStore.listenQuery(
          SCHEDULES,
          {type: SCHEDULE_TYPE, types: [...SCHEDULED_TYPES]},
          {perspective: 'raw', apiVersion: API_VERSION, tag: 'scheduled'},
        ),
        launches$(context, 'scheduled.launches'),
      ]).pipe(
        map(([schedules, launches]: [Listed[] | null, LaunchSummary[]]) => {
          const pages = (schedules ?? [])
            .filter((schedule) => !publishedSinceScheduled(schedule, schedule.published))
            .map((schedule) => ({
              at: schedule.publishAt,
              item: S.listItem()
                .id(schedule.documentId)
                .title(lineOf(schedule))
                // Marks the line so that it wraps rather than cut (studio/layout.tsx).
                .icon(ScheduleLineIcon)
                .schemaType(schedule.documentType)
                .child(S.document().schemaType(schedule.documentType).documentId(schedule.documentId)),
            }))
          const launchLines = scheduledLaunches(launches).map((launch) => ({
            at: launch.publishAt ?? '',
            item: scheduledLaunchItem(S, launch),
          }))
          return S.list()
            .id('scheduled')
            .title('Programado')
            .items(
              [...pages, ...launchLines]
                .sort((a, b) => (a.at || '\uffff').localeCompare(b.at || '\uffff'))
                .map(({item}) => item),
            )
        }),
      ),
    )
}
