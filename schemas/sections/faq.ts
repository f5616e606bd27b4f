import {defineArrayMember, defineField, defineType} from '../define'
import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {headingField, sectionPreview} from './fields'

/** An accordion over the FAQ items it lists, in that order. */
export const faq = defineType({
  name: 'faq',
  title: 'Preguntas frecuentes',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    headingField(80),
    defineField({
      name: 'items',
      title: 'Preguntas',
      type: 'array',
      of: [defineArrayMember({type: 'reference', title: 'Pregunta frecuente', to: [{type: 'faqItem'}]})],
      validation: (rule) => rule.required().min(1).unique().error('Cada pregunta una sola vez'),
    }),
  ],
  preview: sectionPreview('Preguntas frecuentes'),
})
