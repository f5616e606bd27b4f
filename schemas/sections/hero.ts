import {defineType} from '../define'
import {HomeIcon} from '@sanity/icons/Home'
import {backdropField, headingField, phoneImagesField, sectionPreview, textField} from './fields'

/** The opening block: headline, intro and layered phone pictures. */
export const hero = defineType({
  name: 'hero',
  title: 'Portada',
  type: 'object',
  icon: HomeIcon,
  fields: [headingField(120), textField('intro', 'Introducción', 400), phoneImagesField(), backdropField()],
  preview: sectionPreview('Portada'),
})
