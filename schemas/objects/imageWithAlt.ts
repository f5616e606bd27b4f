import {defineField, defineType} from 'sanity'
import {localeRule} from './locale'

/** An image with the bilingual text that screen readers announce in its place. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Imagen',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'alt',
      title: 'Texto alternativo',
      description: 'Qué muestra la imagen, para quien no la ve. Vacío solo si es decorativa.',
      type: 'localeString',
      validation: localeRule({required: false, max: 160}),
    }),
  ],
  validation: (rule) =>
    rule
      .custom((value: {asset?: {_ref?: string}} | undefined) =>
        value && !value.asset?._ref ? 'Suba un archivo de imagen o quite la imagen' : true,
      )
      .error(),
})
