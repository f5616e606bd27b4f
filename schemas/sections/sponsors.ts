import {defineArrayMember, defineField, defineType} from '../define'
import {UsersIcon} from '@sanity/icons/Users'
import {headingField, sectionPreview} from './fields'

/** Logos of the institutions that trust the product. */
export const sponsors = defineType({
  name: 'sponsors',
  title: 'Instituciones',
  type: 'object',
  icon: UsersIcon,
  fields: [
    headingField(120),
    defineField({
      name: 'sponsors',
      title: 'Instituciones',
      type: 'array',
      of: [defineArrayMember({type: 'reference', title: 'Institución', to: [{type: 'sponsor'}]})],
      validation: (rule) => rule.required().min(1).unique().error('Cada institución una sola vez'),
    }),
  ],
  preview: sectionPreview('Instituciones'),
})
