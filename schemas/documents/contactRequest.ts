import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {SPAM_REASONS} from '@habitum/content/leads/record'
import {CONTACT_STATUSES} from '@habitum/content/leads/statuses'
import {LANGUAGE_TITLES, LANGUAGES} from '@habitum/content/languages'
import {defineField, defineType} from 'sanity'

/**
 * The organisation types' Spanish labels by the value a lead stores, for the inbox lists. A
 * preview's `prepare` cannot fetch and must return text, so the Studio keeps here the labels it
 * reads from the dataset (studio/leads/companyTypes.ts: one query and one listener for the whole
 * session). A value no company type has shows as stored.
 */
export const companyTypeTitlesForPreview = new Map<string, string>()

/**
 * A message a visitor sent through the contact form: the lead inbox. What the visitor sent, and
 * where it came from, is read-only; staff edit the status, who handles it and internal notes.
 */
export const contactRequest = defineType({
  name: 'contactRequest',
  title: 'Solicitud de contacto',
  type: 'document',
  icon: EnvelopeIcon,
  fieldsets: [{name: 'origin', title: 'Origen', options: {collapsible: true, collapsed: false}}],
  fields: [
    defineField({
      name: 'receivedAt',
      title: 'Recibida',
      type: 'datetime',
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'name',
      title: 'Nombre',
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required().max(50),
    }),
    defineField({
      name: 'email',
      title: 'E-mail',
      type: 'string',
      readOnly: true,
      validation: (rule) => rule.required().email(),
    }),
    // Drawn with the company type's label rather than its value (studio/leads/CompanyTypeInput.tsx).
    defineField({name: 'category', title: 'Tipo de organización', type: 'string', readOnly: true}),
    defineField({
      name: 'categoryUnchecked',
      title: 'Tipo sin verificar',
      description:
        'El sitio no pudo leer la lista de tipos de organización al recibirla: el tipo es el que envió el formulario, sin comprobar',
      type: 'boolean',
      readOnly: true,
      hidden: ({value}) => value !== true,
    }),
    defineField({
      name: 'message',
      title: 'Consulta',
      type: 'text',
      rows: 7,
      readOnly: true,
      validation: (rule) => rule.required().max(5000),
    }),
    defineField({
      name: 'containsHealthData',
      title: 'Contiene datos de salud',
      description:
        'La consulta parece incluir datos de salud, que el formulario no pide: se borra antes que las demás (a los 90 días de recibida, salvo otro plazo del sitio) y no se muestra en las listas, la exportación, los e-mails ni el Panel.',
      type: 'boolean',
      readOnly: true,
      hidden: ({value}) => value !== true,
    }),
    defineField({
      name: 'consent',
      title: 'Consentimiento',
      type: 'leadConsent',
    }),
    defineField({
      name: 'language',
      title: 'Idioma',
      type: 'string',
      readOnly: true,
      // Each language by its name, as the rest of the Studio labels it, not its code («Es»).
      options: {list: LANGUAGES.map((value) => ({value, title: LANGUAGE_TITLES[value]}))},
    }),
    defineField({name: 'page', title: 'Página de origen', type: 'string', readOnly: true, fieldset: 'origin'}),
    defineField({
      name: 'referrerOrigin',
      title: 'Sitio de referencia',
      description: 'El sitio desde el que llegó la visita (solo su dirección principal)',
      type: 'string',
      readOnly: true,
      fieldset: 'origin',
    }),
    defineField({
      name: 'utmSource',
      title: 'Campaña: fuente',
      type: 'string',
      readOnly: true,
      fieldset: 'origin',
    }),
    defineField({
      name: 'utmMedium',
      title: 'Campaña: medio',
      type: 'string',
      readOnly: true,
      fieldset: 'origin',
    }),
    defineField({
      name: 'utmCampaign',
      title: 'Campaña: nombre',
      type: 'string',
      readOnly: true,
      fieldset: 'origin',
    }),
    defineField({
      name: 'status',
      title: 'Estado',
      type: 'string',
      initialValue: 'new',
      options: {list: [...CONTACT_STATUSES], layout: 'radio', direction: 'horizontal'},
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'spamReason',
      title: 'Motivo de spam',
      description: 'Se borra a los 30 días de recibida',
      type: 'string',
      readOnly: true,
      options: {list: [...SPAM_REASONS]},
      hidden: ({value}) => !value,
    }),
    defineField({
      name: 'assignedTo',
      title: 'Asignada a',
      description: 'El nombre de quien del equipo la atiende',
      type: 'string',
      validation: (rule) => rule.max(80),
    }),
    defineField({
      name: 'notes',
      title: 'Notas internas',
      description: 'Solo las ve el equipo',
      type: 'text',
      rows: 4,
    }),
  ],
  orderings: [{title: 'Más recientes', name: 'receivedDesc', by: [{field: 'receivedAt', direction: 'desc'}]}],
  preview: {
    select: {
      name: 'name',
      email: 'email',
      status: 'status',
      receivedAt: 'receivedAt',
      category: 'category',
      assignedTo: 'assignedTo',
      containsHealthData: 'containsHealthData',
    },
    // The inbox at a glance: who, what kind of organisation (its label), when, in what state and
    // with whom; never the message (a lead with health details says so, and is read by opening it).
    prepare: ({name, email, status, receivedAt, category, assignedTo, containsHealthData}) => {
      const statusTitle = CONTACT_STATUSES.find((s) => s.value === status)?.title ?? status
      const date = receivedAt
        ? new Date(receivedAt).toLocaleString('es-AR', {dateStyle: 'short', timeStyle: 'short'})
        : ''
      const subtitle = [
        containsHealthData && 'Datos de salud',
        category ? (companyTypeTitlesForPreview.get(category) ?? category) : 'Sin tipo',
        date,
        statusTitle,
        assignedTo && `→ ${assignedTo}`,
      ]
      return {title: `${name} <${email}>`, subtitle: subtitle.filter(Boolean).join(' · ')}
    },
  },
})
