import {defineArrayMember, defineField, defineType} from '../define'
import {PlayIcon} from '@sanity/icons/Play'
import {headingField, sectionPreview} from './fields'

/** Slides pinned and scrubbed by scroll from 768 px up, stacked below. */
export const scrollStory = defineType({
  name: 'scrollStory',
  title: 'Historia con desplazamiento',
  type: 'object',
  icon: PlayIcon,
  fields: [
    headingField(120),
    defineField({
      name: 'slides',
      title: 'Diapositivas',
      type: 'array',
      of: [defineArrayMember({type: 'illustratedItem'})],
      validation: (rule) => rule.required().min(2).max(6).error('Entre 2 y 6 diapositivas'),
    }),
  ],
  preview: sectionPreview('Historia con desplazamiento'),
})
