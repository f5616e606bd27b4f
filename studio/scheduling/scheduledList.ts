import {CalendarIcon} from '@sanity/icons/Calendar'
import {map} from 'rxjs'
import type {StructureResolver} from 'sanity/structure'
import {spanishDateTime} from '@habitum/content/calendar'
import {API_VERSION} from '../../schemas/apiVersion'
import {SCHEDULE_TYPE, STATUS_LABELS, type PublishSchedule} from '../../schemas/scheduling/rules'

type StructureBuilder = Parameters<StructureResolver>[0]
type StructureContext = Parameters<StructureResolver>[1]

/** The schedules waiting, and those that did not go live (until moved or cancelled); the soonest first. */
export const SCHEDULES = {
  fetch: `*[_type == $type && status in ["scheduled", "failed"]] | order(publishAt asc)`,
  listen: '*[_type == $type]',
}

/**
 * «Programado»: each page that goes live on a date, the soonest first, its line saying when (on the
 * Buenos Aires clock) and whether it waits or did not go live; opening one opens the page, whose
 * «Cambiar programación» moves or cancels it, and above whose fields the reason is given.
 */
export function scheduledListItem(S: StructureBuilder, context: StructureContext) {
  return S.listItem()
    .id('scheduled')
    .title('Programado')
    .icon(CalendarIcon)
    .child(() =>
      context.documentStore
        .listenQuery(SCHEDULES, {type: SCHEDULE_TYPE}, {perspective: 'raw', apiVersion: API_VERSION, tag: 'scheduled'})
        .pipe(
          map((schedules: PublishSchedule[]) =>
            S.list()
              .id('scheduled')
              .title('Programado')
              .items(
                (schedules ?? []).map((schedule) =>
                  S.listItem()
                    .id(schedule.documentId)
                    .title(
                      `${spanishDateTime(schedule.publishAt)} · ${schedule.title ?? 'Página'}${
                        schedule.status === 'failed' ? ` · ${STATUS_LABELS.failed}` : ''
                      }`,
                    )
                    .icon(CalendarIcon)
                    .schemaType(schedule.documentType)
                    .child(S.document().schemaType(schedule.documentType).documentId(schedule.documentId)),
                ),
              ),
          ),
        ),
    )
}
