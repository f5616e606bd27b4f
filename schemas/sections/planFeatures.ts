import {defineArrayMember, defineField, defineType} from '../define'
import {ThListIcon} from '@sanity/icons/ThList'
import {eyebrowField, headingField, sectionPreview} from './fields'

/** A grid of what plan members get in the app. */
export const planFeatures = defineType({
  name: 'planFeatures',
  title: 'Funcionalidades del plan',
  type: 'object',
  icon: ThListIcon,
  fields: [
    eyebrowField(),
    headingField(120),
    defineField({
      name: 'items',
      title: 'Funcionalidades',
      type: 'array',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.required().min(1).max(9),
    }),
  ],
  preview: sectionPreview('Funcionalidades del plan'),
})
