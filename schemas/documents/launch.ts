import {RocketIcon} from '@sanity/icons/Rocket'
import {defineArrayMember, defineField, defineType, type ValidationContext} from 'sanity'
import {OPERATOR_TIME_ZONE, spanishDateTime} from '@habitum/content/calendar'
import {API_VERSION} from '../apiVersion'
import {
  changeProblem,
  changesProblem,
  LAUNCH_STATUS_LABELS,
  LAUNCH_TYPE,
  LAUNCHABLE_TYPES,
  launchDateProblem,
  otherLaunchProblem,
  type Launch,
  type LaunchChange,
  type LaunchStatus,
} from '../launches/rules'

const orTrue = (problem: string | null) => problem ?? true

/**
 * Buenos Aires as this browser's `Intl` names it: Sanity's date input takes only a name that
 * `Intl.supportedValuesOf('timeZone')` lists, and Chromium lists the older «America/Buenos_Aires».
 */
const DISPLAY_TIME_ZONE = [OPERATOR_TIME_ZONE, 'America/Buenos_Aires'].find((zone) =>
  Intl.supportedValuesOf('timeZone').includes(zone),
)

const STATUS_OPTIONS = (Object.keys(LAUNCH_STATUS_LABELS) as LaunchStatus[]).map((value) => ({
  value,
  title: LAUNCH_STATUS_LABELS[value],
}))

const TYPE_OPTIONS = Object.entries(LAUNCHABLE_TYPES).map(([value, title]) => ({value, title}))

/** The other launches that hold documents, as the rule «already in another launch» needs them. */
function otherLaunches(context: ValidationContext) {
  return context
    .getClient({apiVersion: API_VERSION})
    .fetch<Array<Pick<Launch, '_id' | 'title' | 'status' | 'changes'>>>(
      `*[_type == $type && !(_id in path("drafts.**"))]{_id, title, status, changes}`,
      {type: LAUNCH_TYPE},
    )
}

/**
 * A launch («Lanzamiento», schemas/launches/rules.ts): prepared changes of several documents that
 * go live together, published by the site's server (web/lib/publishing/launches.ts). Written at
 * once, with no draft of its own (liveEdit): the server reads what the editors see. Its state, its
 * dates and what each document was before are written by the server, or asked of it by the
 * launch's screen (studio/launches/), which shows them above the fields: hidden here.
 */
export const launch = defineType({
  name: LAUNCH_TYPE,
  title: 'Lanzamiento',
  type: 'document',
  icon: RocketIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: 'title',
      title: 'Nombre',
      description: 'Para el equipo: qué se lanza («Campaña de verano», «Política de privacidad 2027»). No se publica.',
      type: 'string',
      validation: (rule) => rule.required().error('Escriba un nombre para el lanzamiento.'),
    }),
    defineField({
      name: 'changes',
      title: 'Cambios',
      description:
        'Los documentos cuyos cambios preparados se publican juntos, en un solo paso. Cada documento puede estar en un solo lanzamiento a la vez.',
      type: 'array',
      of: [
        defineArrayMember({
          name: 'change',
          title: 'Cambio',
          type: 'object',
          fields: [
            defineField({name: 'documentId', title: 'Documento', type: 'string'}),
            defineField({
              name: 'documentType',
              title: 'Tipo de documento',
              type: 'string',
              options: {list: TYPE_OPTIONS},
            }),
          ],
          validation: (rule) =>
            rule
              .custom(async (change: LaunchChange | undefined, context) => {
                if (!change) return true
                const changes = (context.document as Launch | undefined)?.changes ?? []
                const own = changeProblem(change, changes)
                if (own) return own
                const launchId = context.document?._id ?? ''
                return orTrue(otherLaunchProblem(change.documentId, launchId, await otherLaunches(context)))
              })
              .error(),
          preview: {
            select: {type: 'documentType'},
            prepare: ({type}: {type?: string}) => ({title: LAUNCHABLE_TYPES[type ?? ''] ?? 'Documento'}),
          },
        }),
      ],
      validation: (rule) =>
        rule.custom((changes: LaunchChange[] | undefined) => orTrue(changesProblem(changes))).error(),
    }),
    defineField({
      name: 'publishAt',
      title: 'Se publica el',
      description:
        'Fecha y hora de Buenos Aires en que el sitio publica todos los cambios juntos. Vacío: se publica cuando usted lo decida.',
      type: 'datetime',
      options: {displayTimeZone: DISPLAY_TIME_ZONE, allowTimeZoneSwitch: false, dateFormat: 'DD/MM/YYYY'},
      validation: (rule) =>
        rule
          .custom((publishAt: string | undefined, context) =>
            orTrue(launchDateProblem(publishAt, (context.document as Launch | undefined)?.status, new Date())),
          )
          .error(),
    }),
    defineField({
      name: 'status',
      title: 'Estado',
      type: 'string',
      readOnly: true,
      hidden: true,
      initialValue: 'draft',
      options: {list: STATUS_OPTIONS, layout: 'radio'},
    }),
    defineField({
      name: 'problem',
      title: 'Por qué no se publicó',
      type: 'text',
      rows: 3,
      readOnly: true,
      hidden: true,
    }),
    defineField({
      name: 'publishedAt',
      title: 'Publicado el',
      type: 'datetime',
      readOnly: true,
      hidden: true,
    }),
    defineField({
      name: 'undoneAt',
      title: 'Deshecho el',
      type: 'datetime',
      readOnly: true,
      hidden: true,
    }),
    defineField({
      name: 'undoProblem',
      title: 'Por qué no se deshizo',
      type: 'text',
      rows: 3,
      readOnly: true,
      hidden: true,
    }),
    // Who pressed «Publicar ahora» or «Deshacer el lanzamiento», and when: the server's request.
    defineField({name: 'requestedAt', title: 'Pedido el', type: 'datetime', readOnly: true, hidden: true}),
    defineField({name: 'requestedBy', title: 'Pedido por', type: 'string', readOnly: true, hidden: true}),
    defineField({
      name: 'before',
      title: 'Lo que había antes',
      description: 'Cada documento como estaba publicado antes del lanzamiento, para deshacerlo.',
      type: 'array',
      readOnly: true,
      hidden: true,
      of: [
        defineArrayMember({
          name: 'previous',
          title: 'Versión anterior',
          type: 'object',
          fields: [
            defineField({name: 'documentId', title: 'Documento', type: 'string'}),
            defineField({name: 'existed', title: 'Estaba publicado', type: 'boolean'}),
            defineField({name: 'published', title: 'Versión publicada', type: 'text'}),
          ],
        }),
      ],
    }),
    defineField({name: 'publishedRevision', title: 'Versión publicada', type: 'string', readOnly: true, hidden: true}),
  ],
  orderings: [{title: 'Fecha de publicación', name: 'publishAtAsc', by: [{field: 'publishAt', direction: 'asc'}]}],
  preview: {
    select: {title: 'title', publishAt: 'publishAt', status: 'status'},
    prepare: ({title, publishAt, status}: {title?: string; publishAt?: string; status?: LaunchStatus}) => ({
      title: title ?? 'Lanzamiento sin nombre',
      subtitle: `${LAUNCH_STATUS_LABELS[status ?? 'draft']} · ${publishAt ? spanishDateTime(publishAt) : 'sin fecha'}`,
    }),
  },
})
