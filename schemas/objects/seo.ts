import {defineField, defineType} from 'sanity'
import {fitsSearchResults} from '../validation/searchFit'

/**
 * What search engines and link previews show for a page. The title and the description have one
 * limit each, what a search result shows, judged on the text as the site prints it (the title
 * with « · Habitum» after it on every page but the home page): `fitsSearchResults`, a warning.
 * No length limit on the fields themselves, which would count the title without its suffix and
 * say the same thing again with another number.
 */
export const seo = defineType({
  name: 'seo',
  title: 'Buscadores y redes sociales',
  type: 'object',
  fields: [
    defineField({name: 'title', title: 'Título', type: 'localeString'}),
    defineField({name: 'description', title: 'Descripción', type: 'localeText'}),
    defineField({name: 'image', title: 'Imagen para compartir', type: 'imageWithAlt'}),
  ],
  validation: (rule) => rule.custom(fitsSearchResults).warning(),
})
