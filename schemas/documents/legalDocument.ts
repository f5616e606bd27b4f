import {BookIcon} from '@sanity/icons/Book'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {localeBlocksRule, localeRule} from '../objects/locale'
import {reviewFields} from '../review/fields'
import {uniqueWithinType} from '../validation/uniqueWithinType'
import {daysBetween, spanishDate, todayInBuenosAires} from '@habitum/content/calendar'
import {daysInWords, shortNotice} from '../validation/noticeDays'
import {describesForSearch} from '../validation/searchFit'
import {PRIVACY_POLICY_SLUG} from '../legalSlugs'
import {saysLegalTerm} from '../objects/legalTerm'
import type {LocaleValue} from '../objects/locale'

type Revision = {_key?: string; inForce?: string; lastUpdated?: string}

/** The privacy policy's own fields of a revision are shown on the privacy policy only. */
const notThePrivacyPolicy = ({document}: {document?: Record<string, unknown>}) =>
  (document?.slug as {current?: string} | undefined)?.current !== PRIVACY_POLICY_SLUG

/** The longest the privacy policy lets any personal data be kept: 5 years. */
const POLICY_LIMIT_MONTHS = 60

/** One dated version of a legal text. The site shows the newest one already in force. */
export const legalRevision = defineType({
  name: 'legalRevision',
  title: 'Versión',
  type: 'object',
  fields: [
    defineField({
      name: 'inForce',
      title: 'En vigor desde',
      description: 'Una fecha futura se anuncia en todas las páginas del sitio desde que se publica hasta ese día',
      type: 'date',
      validation: (rule) => [
        rule.required().error('Indique desde cuándo rige esta versión'),
        rule.custom(shortNotice).warning(),
      ],
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Última actualización',
      type: 'date',
      validation: (rule) => rule.required().error('Indique la fecha de la última actualización'),
    }),
    defineField({
      name: 'summary',
      title: 'Resumen de los cambios',
      type: 'localeText',
      validation: localeRule({required: false, max: 500}),
    }),
    defineField({
      name: 'body',
      title: 'Texto',
      type: 'localeBlockContent',
      validation: localeBlocksRule(),
    }),
    defineField({
      name: 'contactRetentionMonths',
      title: 'Conservación de los datos de contacto (meses)',
      description:
        'Cuántos meses se guardan los datos que llegan por el formulario de contacto. El texto de esta versión y el aviso del formulario lo dicen donde tienen el plazo «Conservación de los datos de contacto». El sitio borra esos datos al cumplirse el plazo que tiene configurado: si cambia este número, pida al equipo técnico que cambie también aquel.',
      type: 'number',
      hidden: notThePrivacyPolicy,
      validation: (rule) => [
        rule.integer().min(1).max(POLICY_LIMIT_MONTHS).error(`Entre 1 y ${POLICY_LIMIT_MONTHS} meses (5 años)`),
        rule
          .custom((months: number | undefined, context) => {
            const body = (context.parent as {body?: LocaleValue} | undefined)?.body
            const said = saysLegalTerm(body?.es, 'contactRetention') || saysLegalTerm(body?.en, 'contactRetention')
            return said && months === undefined ? 'El texto dice este plazo: indique cuántos meses son' : true
          })
          .error(),
      ],
    }),
  ],
  preview: {
    select: {inForce: 'inForce', lastUpdated: 'lastUpdated'},
    prepare: ({inForce, lastUpdated}) => {
      const ahead = inForce ? daysBetween(todayInBuenosAires(), inForce) : 0
      return {
        // Dates in words, as the site prints them: «Rige desde el 10 de diciembre de 2026».
        title: !inForce
          ? 'Sin fecha de entrada en vigor'
          : ahead > 0
            ? `Rige desde el ${spanishDate(inForce)} (faltan ${daysInWords(ahead)})`
            : `En vigor desde el ${spanishDate(inForce)}`,
        subtitle: lastUpdated ? `Actualizada el ${spanishDate(lastUpdated)}` : 'Sin fecha de actualización',
      }
    },
  },
})

/** Terms of use or privacy policy, with every dated revision kept readable. */
export const legalDocument = defineType({
  name: 'legalDocument',
  title: 'Documento legal',
  type: 'document',
  icon: BookIcon,
  groups: [
    {name: 'content', title: 'Contenido', default: true},
    {name: 'seo', title: 'Buscadores'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'localeString',
      group: 'content',
      validation: localeRule({max: 100}),
    }),
    defineField({
      name: 'slug',
      title: 'Dirección',
      description:
        'El documento se publica en /legal/ seguido de esta dirección. Ej.: «privacy-policy» publica /legal/privacy-policy',
      type: 'slug',
      group: 'content',
      options: {source: 'title.es', maxLength: 60},
      validation: (rule) =>
        rule
          .required()
          .custom(async (slug: {current?: string} | undefined, context) => {
            const current = slug?.current
            if (!current) return 'Indique la dirección'
            if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(current)) {
              return 'Solo minúsculas, números y guiones'
            }
            return uniqueWithinType(context, {
              type: 'legalDocument',
              field: 'slug.current',
              value: current,
              taken: `Ya existe otro documento legal en /legal/${current}`,
            })
          })
          .error(),
    }),
    defineField({
      name: 'revisions',
      title: 'Versiones',
      description: 'Añada una versión nueva en lugar de reescribir la vigente: las anteriores siguen publicadas',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({type: 'legalRevision'})],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .error('Añada al menos una versión')
          .custom((revisions: Revision[] | undefined) => {
            const dates = (revisions ?? []).map((revision) => revision.inForce).filter(Boolean)
            const repeated = dates.find((date, index) => dates.indexOf(date) !== index)
            return repeated ? `Dos versiones entran en vigor el mismo día (${repeated})` : true
          })
          .error(),
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      description:
        'Lo que los buscadores muestran bajo el título del documento, y las redes al compartirlo: de qué trata, para quien lo busca, en unos 150 caracteres. La misma para todas sus versiones',
      type: 'localeText',
      group: 'seo',
      validation: (rule) => rule.custom(describesForSearch).warning(),
    }),
    ...reviewFields,
  ],
  preview: {
    select: {title: 'title.es', slug: 'slug.current'},
    prepare: ({title, slug}) => ({title, subtitle: `/legal/${slug ?? ''}`}),
  },
})
