import {defineArrayMember, defineField, defineType} from '../define'
import {MobileDeviceIcon} from '@sanity/icons/MobileDevice'
import {eyebrowField, headingField, sectionPreview} from './fields'

/** The app tour: one tab per app section, each with its phone screen. */
export const appShowcase = defineType({
  name: 'appShowcase',
  title: 'La aplicación (pestañas)',
  type: 'object',
  icon: MobileDeviceIcon,
  fields: [
    eyebrowField(),
    headingField(120),
    defineField({
      name: 'tabs',
      title: 'Pestañas',
      type: 'array',
      of: [defineArrayMember({type: 'showcaseTab'})],
      validation: (rule) => rule.required().min(2).max(5).error('Entre 2 y 5 pestañas'),
    }),
  ],
  preview: sectionPreview('La aplicación (pestañas)'),
})
