import {defineType} from '../../../schemas/define'
import {HomeIcon} from '@sanity/icons/Home'
import {headingField, imageField, phoneImagesField, sectionPreview, textField} from '../../../schemas/sections/fields'

/** The opening block: headline, intro and layered phone pictures. */
export const schema = defineType({
  name: 'hero',
  title: 'Portada',
  type: 'object',
  icon: HomeIcon,
  fields: [
    headingField(120),
    textField('intro', 'Introducción', 400),
    phoneImagesField(),
    imageField('backdrop', 'Fondo decorativo', false),
  ],
  preview: sectionPreview('Portada'),
})
