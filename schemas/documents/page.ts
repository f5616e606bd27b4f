import {DocumentIcon} from '@sanity/icons/Document'
import {defineArrayMember, defineField, defineType, type ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {todayInBuenosAires} from '@habitum/content/calendar'
import {localeRule} from '../objects/locale'
import {reviewByField} from '../objects/reviewBy'
import {AFTER_END_OPTIONS, endDateProblem, endRedirectProblem, type RedirectTarget} from '../pageEnd'
import {reviewFields} from '../review/fields'
import {englishIsComplete, englishIsCurrent, englishVersionField} from '../validation/englishVersion'
import {uniqueWithinType} from '../validation/uniqueWithinType'
import {SECTION_TYPES} from '../sections/registry'

/**
 * Slugs that would collide with the site's own routes (web/app): a page at /preview or
 * /share-cards would never be reached, and one at /index would have the home page's Markdown copy
 * (/index.md, web/lib/markdown/addresses.ts).
 */
export const RESERVED_SLUGS = [
  'es',
  'en',
  'legal',
  'api',
  'studio',
  'content-images',
  'preview',
  'share-cards',
  'index',
]

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
    {name: 'lifecycle', title: 'Vigencia'},
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
      title: 'Dirección',
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
      of: SECTION_TYPES.map((type) => defineArrayMember({type})),
      validation: (rule) => rule.required().min(1).error('Añada al menos una sección'),
    }),
    englishVersionField('content'),
    defineField({name: 'seo', title: 'Buscadores y redes', type: 'seo', group: 'seo'}),
    reviewByField('lifecycle'),
    defineField({
      name: 'endDate',
      title: 'Dejar de mostrar desde',
      description:
        'Desde este día (hora de Buenos Aires) el sitio deja de mostrar la página y la quita del mapa del sitio. Vacío: se muestra siempre.',
      type: 'date',
      group: 'lifecycle',
      validation: (rule) =>
        rule.custom((endDate: string | undefined, context) => endDateProblem(endDate, slugOf(context)) ?? true).error(),
    }),
    defineField({
      name: 'afterEnd',
      title: 'Después de esa fecha',
      description:
        'Deja de existir: los visitantes ven un aviso de que la página ya no existe, y los buscadores la quitan de sus resultados. Lleva a otra página: quien abra la dirección vieja llega a la página que elija, y los buscadores muestran la nueva en su lugar.',
      type: 'string',
      group: 'lifecycle',
      options: {list: [...AFTER_END_OPTIONS], layout: 'radio'},
      // Not on the home page either, whose end date is refused.
      hidden: ({document}) => !document?.endDate || !(document.slug as {current?: string} | undefined)?.current,
      validation: (rule) =>
        rule
          .custom((afterEnd: string | undefined, context) =>
            (context.document as {endDate?: string} | undefined)?.endDate && slugOf(context) && !afterEnd
              ? 'Elija qué pasa después de la fecha: que la página deje de existir o que su dirección lleve a otra'
              : true,
          )
          .error(),
    }),
    defineField({
      name: 'endRedirect',
      title: 'Redirigir a',
      description: 'La página a la que van los visitantes desde esa fecha, en su mismo idioma.',
      type: 'reference',
      to: [{type: 'page'}],
      group: 'lifecycle',
      options: {
        // Not the page itself: the rest (a page that ends too) is for validation to explain.
        filter: ({document}) => ({
          filter: '!(_id in [$id, "drafts." + $id])',
          params: {id: document._id.replace(/^drafts\./, '')},
        }),
      },
      hidden: ({document}) => !document?.endDate || document.afterEnd !== 'redirect',
      validation: (rule) =>
        rule
          .custom(async (target: {_ref?: string} | undefined, context) => {
            const page = context.document as {_id: string; endDate?: string; afterEnd?: string} | undefined
            if (!page?.endDate) return true
            const problem = endRedirectProblem(
              {id: page._id, endDate: page.endDate, afterEnd: page.afterEnd, targetId: target?._ref},
              target?._ref ? await redirectTarget(context, target._ref) : null,
              todayInBuenosAires(),
            )
            return problem ?? true
          })
          .error(),
    }),
    ...reviewFields,
  ],
  validation: (rule) => [rule.custom(englishIsComplete).error(), rule.custom(englishIsCurrent).warning()],
  preview: {
    select: {title: 'title.es', slug: 'slug.current'},
    prepare: ({title, slug}) => ({title, subtitle: slug ? `/${slug}` : '/ (inicio)'}),
  },
})

const slugOf = (context: ValidationContext) =>
  (context.document as {slug?: {current?: string}} | undefined)?.slug?.current

/** The published page a redirect points at, with what validation needs of it. */
function redirectTarget(context: ValidationContext, id: string) {
  return context
    .getClient({apiVersion: API_VERSION})
    .fetch<RedirectTarget>('*[_id == $id][0]{_id, "title": title.es, "endDate": endDate}', {
      id: id.replace(/^drafts\./, ''),
    })
}
