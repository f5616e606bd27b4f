import {defineField, defineType, type StringRule, type UrlRule} from 'sanity'
import {localeRule} from './locale'

const HREF_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]+|\/[^\s]*|#[\w-]+)$/

/** A link target: absolute http(s), mailto:, tel:, a site path or a #anchor. */
export function linkHrefRule(rule: StringRule) {
  return rule.required().custom((href: string | undefined) => {
    if (!href) return true
    return HREF_PATTERN.test(href)
      ? true
      : 'Debe ser https://…, mailto:…, tel:…, una ruta que empiece por / o un ancla #…'
  })
}

/** An absolute http(s) URL, for external forms, stores and social profiles. */
export function externalUrlRule(rule: UrlRule) {
  return rule.uri({scheme: ['https', 'http']}).error('Debe ser una URL completa (https://…)')
}

/** A call to action: a bilingual label and where it goes. */
export const callToAction = defineType({
  name: 'callToAction',
  title: 'Botón',
  type: 'object',
  fields: [
    defineField({
      name: 'label',
      title: 'Texto del botón',
      type: 'localeString',
      validation: localeRule({max: 40}),
    }),
    defineField({
      name: 'href',
      title: 'Destino',
      type: 'string',
      description: 'https://… abre en una pestaña nueva; #contactus lleva al formulario de contacto',
      validation: linkHrefRule,
    }),
  ],
  preview: {select: {title: 'label.es', subtitle: 'href'}},
})
