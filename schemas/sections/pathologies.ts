import {defineArrayMember, defineField, defineType} from '../define'
import {ActivityIcon} from '@sanity/icons/Activity'
import {eyebrowField, headingField, sectionPreview, textField} from './fields'

/** The holistic approach to chronic conditions, as illustrated cards. */
export const pathologies = defineType({
  name: 'pathologies',
  title: 'Patologías (tarjetas)',
  type: 'object',
  icon: ActivityIcon,
  fields: [
    eyebrowField(),
    headingField(120),
    textField('intro', 'Introducción', 500, false),
    defineField({
      name: 'cards',
      title: 'Tarjetas',
      type: 'array',
      of: [defineArrayMember({type: 'illustratedItem'})],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: sectionPreview('Patologías (tarjetas)'),
})
