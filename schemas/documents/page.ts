import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType} from 'sanity'
import {localeRule} from '../objects/locale'
import {reviewFields} from '../review/fields'
import {uniqueWithinType} from '../validation/uniqueWithinType'
import {SECTIONS} from '../../web/sections/registry'

/** Slugs that would collide with the site's own routes. */
export const RESERVED_SLUGS = ['es', 'en', 'legal', 'api', 'studio', 'content-images']

/**
 * A landing page built from sections. The main landing page has no slug; every other page
 * answers at /{slug} (and /es/{slug}, /en/{slug}).
 */
export const page = defineType({
  name: 'page',
  title: 'Página',
  type: 'document',
  icon: DocumentIcon,
  groups: [
    {name: 'content', title: 'Contenido', default: true},
    {name: 'seo', title: 'Buscadores'},
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Título interno',
      type: 'localeString',
      group: 'content',
      validation: localeRule({max: 80}),
    }),
    defineField({
      name: 'slug',
      title: 'Dirección (slug)',
      description: 'Vacío solo para la página de inicio. Ej.: «alco» publica /alco, /es/alco y /en/alco',
      type: 'slug',
      group: 'content',
      options: {source: 'title.es', maxLength: 60},
      validation: (rule) =>
        rule
          .custom(async (slug: {current?: string} | undefined, context) => {
            const current = slug?.current ?? ''
            if (current && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(current)) {
              return 'Solo minúsculas, números y guiones, sin guion al principio ni al final'
            }
            if (RESERVED_SLUGS.includes(current)) return `«${current}» está reservado por el sitio`
            return uniqueWithinType(context, {
              type: 'page',
              field: 'coalesce(slug.current, "")',
              value: current,
              taken: current
                ? `Ya existe otra página con la dirección «${current}»`
                : 'Ya existe una página de inicio (sin dirección)',
            })
          })
          .error(),
    }),
    defineField({
      name: 'sections',
      title: 'Secciones',
      description: 'Los bloques de la página, en el orden en que se ven',
      type: 'array',
      group: 'content',
      of: SECTIONS.map(({type}) => defineArrayMember({type})),
      validation: (rule) => rule.required().min(1).error('Añada al menos una sección'),
    }),
    defineField({name: 'seo', title: 'Buscadores y redes', type: 'seo', group: 'seo'}),
    ...reviewFields,
  ],
  preview: {
    select: {title: 'title.es', slug: 'slug.current'},
    prepare: ({title, slug}) => ({title, subtitle: slug ? `/${slug}` : '/ (inicio)'}),
  },
})
