import {defineArrayMember, defineField, defineType} from 'sanity'
import {HomeIcon} from '@sanity/icons'
import {headingField, imageField, sectionPreview, textField} from './fields'

/** The opening block: headline, intro and layered phone pictures. */
export const hero = defineType({
  name: 'hero',
  title: 'Portada',
  type: 'object',
  icon: HomeIcon,
  fields: [
    headingField(120),
    textField('intro', 'Introducción', 400),
    defineField({
      name: 'images',
      title: 'Teléfonos superpuestos',
      description: 'El primero queda delante; el segundo, detrás y desplazado',
      type: 'array',
      of: [defineArrayMember({type: 'imageWithAlt'})],
      validation: (rule) => rule.required().min(1).max(3).error('Entre 1 y 3 imágenes'),
    }),
    imageField('backdrop', 'Fondo decorativo', false),
  ],
  preview: sectionPreview('Portada'),
})
