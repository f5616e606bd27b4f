import {defineField, defineType} from 'sanity'
import {fitsSearchResults} from '../validation/searchFit'
import {localeRule} from './locale'

/** What search engines and link previews show for a page. */
export const seo = defineType({
  name: 'seo',
  title: 'Buscadores y redes sociales',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Título',
      type: 'localeString',
      validation: localeRule({required: false, max: 70}),
    }),
    defineField({
      name: 'description',
      title: 'Descripción',
      type: 'localeText',
      validation: localeRule({required: false, max: 170}),
    }),
    defineField({name: 'image', title: 'Imagen para compartir', type: 'imageWithAlt'}),
  ],
  validation: (rule) => rule.custom(fitsSearchResults).warning(),
})
