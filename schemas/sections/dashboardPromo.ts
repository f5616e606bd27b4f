import {defineArrayMember, defineField, defineType} from '../define'
import {DashboardIcon} from '@sanity/icons/Dashboard'
import {englishImageField, eyebrowField, headingField, imageField, sectionPreview} from './fields'

/** The management dashboard for professionals: picture, heading and two paragraphs. */
export const dashboardPromo = defineType({
  name: 'dashboardPromo',
  title: 'Panel de gestión',
  type: 'object',
  icon: DashboardIcon,
  fields: [
    eyebrowField(),
    headingField(140),
    defineField({
      name: 'paragraphs',
      title: 'Párrafos',
      type: 'array',
      of: [defineArrayMember({type: 'localeText'})],
      validation: (rule) => rule.required().min(1).max(3),
    }),
    imageField('image', 'Imagen'),
    englishImageField('image', 'Imagen'),
  ],
  preview: sectionPreview('Panel de gestión'),
})
