import {defineField} from 'sanity'
import {RULE_NAME} from './rules'

const userIdField = (name: string, title: string) => defineField({name, title, type: 'string'})
const dateTimeField = (name: string, title: string) => defineField({name, title, type: 'datetime'})
const hashField = defineField({name: 'contentHash', title: 'Huella del contenido', type: 'string'})

/**
 * The review records of a page, FAQ item, legal document or the contact form. Written only by the Studio's review
 * actions (studio/review/), so hidden in the form: the document shows them above its fields.
 */
export const reviewFields = [
  defineField({
    name: 'review',
    title: 'Revisión',
    type: 'object',
    hidden: true,
    readOnly: true,
    fields: [
      defineField({
        name: 'request',
        title: 'Revisión solicitada',
        type: 'object',
        fields: [
          userIdField('requestedBy', 'Por'),
          dateTimeField('requestedAt', 'El'),
          hashField,
          defineField({name: 'note', title: 'Nota', type: 'text'}),
        ],
      }),
      defineField({
        name: 'approval',
        title: 'Aprobación',
        type: 'object',
        fields: [
          userIdField('approvedBy', 'Por'),
          dateTimeField('approvedAt', 'El'),
          hashField,
          // The draft's revision the reviewer saw validated without an error.
          defineField({name: 'revision', title: 'Versión comprobada', type: 'string'}),
          // External links the site could not be asked about when the reviewer approved (the site or the network away).
          defineField({name: 'uncheckedLinks', title: 'Enlaces sin comprobar', type: 'array', of: [{type: 'string'}]}),
        ],
      }),
      defineField({
        name: 'returned',
        title: 'Devuelto',
        type: 'object',
        fields: [
          userIdField('returnedBy', 'Por'),
          dateTimeField('returnedAt', 'El'),
          hashField,
          defineField({name: 'comment', title: 'Comentario', type: 'text'}),
        ],
      }),
    ],
  }),
  defineField({
    name: 'publication',
    title: 'Última publicación',
    type: 'object',
    hidden: true,
    readOnly: true,
    fields: [
      userIdField('writtenBy', 'Escrito por'),
      userIdField('approvedBy', 'Aprobado por'),
      dateTimeField('approvedAt', 'Aprobado el'),
      dateTimeField('publishedAt', 'Publicado el'),
      hashField,
    ],
  }),
]

const reviewerList = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'array',
    of: [{type: 'string'}],
    validation: (rule) =>
      rule.unique().custom((reviewers, context) => {
        const required = (context.parent as {required?: boolean} | undefined)?.required === true
        return required && !reviewers?.length ? 'Nombre al menos un revisor, o desactive la revisión' : true
      }),
  })

/** `siteSettings.review`: whether publishing needs a reviewer's approval, and who reviews what. */
export const reviewSettingsField = defineField({
  name: 'review',
  title: 'Revisión antes de publicar',
  type: 'object',
  group: 'review',
  fields: [
    defineField({
      name: 'required',
      title: RULE_NAME,
      description:
        'Páginas y preguntas frecuentes (contenido de salud), documentos legales y los textos legales del formulario de contacto se publican solo con la aprobación de un revisor que no sea quien escribió los cambios. Desactívelo si el equipo es de una sola persona.',
      type: 'boolean',
      initialValue: false,
    }),
    reviewerList(
      'healthReviewers',
      'Revisores de contenido de salud',
      'Usuarios del Studio que aprueban páginas y preguntas frecuentes',
    ),
    reviewerList(
      'legalReviewers',
      'Revisores de documentos legales',
      'Usuarios del Studio que aprueban documentos legales y los textos legales del formulario de contacto',
    ),
  ],
})
