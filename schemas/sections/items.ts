import {defineField, defineType} from '../define'
import {englishImageField, headingField, imageField, textField} from './fields'
import {localeRule} from '../objects/locale'

/** Small repeated items inside sections: a titled text with an optional picture. */
export const featureItem = defineType({
  name: 'featureItem',
  title: 'Elemento',
  type: 'object',
  fields: [
    imageField('icon', 'Icono o imagen', false),
    defineField({name: 'title', title: 'Título', type: 'localeString', validation: localeRule({max: 80})}),
    textField('text', 'Texto', 400),
  ],
  preview: {select: {title: 'title.es', subtitle: 'text.es', media: 'icon'}},
})

/** One tab of the app showcase: the tab label, its screen and what it explains. */
export const showcaseTab = defineType({
  name: 'showcaseTab',
  title: 'Pestaña',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Nombre de la pestaña',
      type: 'localeString',
      validation: localeRule({max: 20}),
    }),
    headingField(80),
    textField('text', 'Descripción', 500),
    imageField('screen', 'Pantalla del teléfono'),
    englishImageField('screen', 'Pantalla del teléfono'),
  ],
  preview: {select: {title: 'label.es', subtitle: 'heading.es', media: 'screen'}},
})

/** A slide of the pinned scroll story or a card with a picture. */
export const illustratedItem = defineType({
  name: 'illustratedItem',
  title: 'Bloque ilustrado',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Título', type: 'localeString', validation: localeRule({max: 80})}),
    textField('text', 'Texto', 500),
    imageField('image', 'Imagen'),
  ],
  preview: {select: {title: 'title.es', subtitle: 'text.es', media: 'image'}},
})
