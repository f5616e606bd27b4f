import {defineArrayMember, defineField, defineType} from '../define'
import {StarIcon} from '@sanity/icons/Star'
import {eyebrowField, headingField, sectionPreview} from './fields'

/** The product features, each with an icon. */
export const features = defineType({
  name: 'features',
  title: 'Características',
  type: 'object',
  icon: StarIcon,
  fields: [
    eyebrowField(),
    headingField(120),
    defineField({
      name: 'items',
      title: 'Características',
      type: 'array',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: sectionPreview('Características'),
})
