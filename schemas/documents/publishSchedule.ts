import {CalendarIcon} from '@sanity/icons/Calendar'
import {spanishDateTime} from '@habitum/content/calendar'
import {defineField, defineType} from '../define'
import {SCHEDULE_TYPE, STATUS_LABELS, type ScheduleStatus} from '../scheduling/rules'

const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as ScheduleStatus[]).map((value) => ({
  value,
  title: STATUS_LABELS[value],
}))

/**
 * When a page goes live (schemas/scheduling/rules.ts). Made, moved and cancelled with the page's
 * «Programar publicación» and the list «Programado» (studio/scheduling/), never typed in: every
 * field is read-only, and it is written at once, with no draft (the server reads what is there).
 */
export const publishSchedule = defineType({
  name: SCHEDULE_TYPE,
  title: 'Publicación programada',
  type: 'document',
  icon: CalendarIcon,
  liveEdit: true,
  readOnly: true,
  fields: [
    defineField({name: 'title', title: 'Página', type: 'string'}),
    defineField({name: 'publishAt', title: 'Se publica el', type: 'datetime'}),
    defineField({
      name: 'status',
      title: 'Estado',
      type: 'string',
      options: {list: STATUS_OPTIONS, layout: 'radio'},
    }),
    defineField({name: 'problem', title: 'Por qué no se publicó', type: 'text'}),
    defineField({name: 'publishedAt', title: 'Publicado el', type: 'datetime'}),
    defineField({name: 'documentId', title: 'Documento', type: 'string', hidden: true}),
    defineField({name: 'documentType', title: 'Tipo de documento', type: 'string', hidden: true}),
    defineField({name: 'contentHash', title: 'Huella del contenido', type: 'string', hidden: true}),
    defineField({name: 'scheduledBy', title: 'Programado por', type: 'string', hidden: true}),
    defineField({name: 'scheduledAt', title: 'Programado el', type: 'datetime', hidden: true}),
  ],
  orderings: [{title: 'Fecha de publicación', name: 'publishAtAsc', by: [{field: 'publishAt', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', publishAt: 'publishAt', status: 'status'},
    prepare: ({title, publishAt, status}: {title?: string; publishAt?: string; status?: ScheduleStatus}) => ({
      title: title ?? 'Página',
      subtitle: `${STATUS_LABELS[status ?? 'scheduled']} · ${publishAt ? spanishDateTime(publishAt) : 'sin fecha'}`,
    }),
  },
})
