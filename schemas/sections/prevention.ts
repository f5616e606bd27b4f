import {defineArrayMember, defineField, defineType} from '../define'
import {HeartIcon} from '@sanity/icons/Heart'
import {eyebrowField, headingField, sectionPreview, textField} from './fields'

/** What the solution is: preventive care and follow-up, with its highlights. */
export const prevention = defineType({
  name: 'prevention',
  title: 'Medicina preventiva',
  type: 'object',
  icon: HeartIcon,
  fields: [
    eyebrowField(),
    headingField(120),
    textField('text', 'Texto', 700),
    defineField({
      name: 'highlights',
      title: 'Puntos destacados',
      type: 'array',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.max(6),
    }),
  ],
  preview: sectionPreview('Medicina preventiva'),
})
