import {TagIcon} from '@sanity/icons/Tag'
import {defineField, defineType} from 'sanity'
import {localeRule} from '../objects/locale'
import {uniqueWithinType} from '../validation/uniqueWithinType'
import {COMPANY_TYPE_VALUE} from '../companyTypeValue'

/** An option of the contact form's «category» select, listed by «order». */
export const companyType = defineType({
  name: 'companyType',
  title: 'Tipo de organización',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Etiqueta',
      type: 'localeString',
      validation: localeRule({max: 60}),
    }),
    defineField({
      name: 'value',
      title: 'Valor enviado',
      description: 'Identificador estable que guarda cada solicitud de contacto (no lo cambie)',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(COMPANY_TYPE_VALUE, {name: 'identificador'})
          .error('Solo minúsculas, números y guiones (2 a 40)')
          .custom(async (value, context) => {
            if (!value) return true
            return uniqueWithinType(context, {
              type: 'companyType',
              field: 'value',
              value,
              taken: `El valor «${value}» ya lo usa otro tipo`,
            })
          }),
    }),
    defineField({
      name: 'order',
      title: 'Orden en la lista',
      type: 'number',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  orderings: [{title: 'Orden', name: 'orderAsc', by: [{field: 'order', direction: 'asc'}]}],
  preview: {
    select: {title: 'label.es', order: 'order', value: 'value'},
    prepare: ({title, order, value}) => ({title, subtitle: `${order ?? '—'} · ${value ?? ''}`}),
  },
})
