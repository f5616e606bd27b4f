import {defineArrayMember, defineField, defineType} from '../define'
import {ClipboardIcon} from '@sanity/icons/Clipboard'
import {eyebrowField, headingField, imageField, sectionPreview, textField} from './fields'

/** A step-by-step guide, e.g. to the digital passport of plan members. */
export const passportGuide = defineType({
  name: 'passportGuide',
  title: 'Guía del pasaporte',
  type: 'object',
  icon: ClipboardIcon,
  fields: [
    eyebrowField(),
    headingField(120),
    textField('intro', 'Introducción', 500),
    defineField({
      name: 'steps',
      title: 'Pasos',
      type: 'array',
      of: [defineArrayMember({type: 'featureItem'})],
      validation: (rule) => rule.required().min(2).max(8),
    }),
    imageField('image', 'Imagen', false),
  ],
  preview: sectionPreview('Guía del pasaporte'),
})
