import {defineField, defineType, type StringRule, type UrlRule} from 'sanity'
import {externalLinkIsNotGone, externalLinkWasChecked} from '../validation/externalLinks'
import {internalLinkExists} from '../validation/siteLinks'
import {localeRule} from './locale'

/** The name of a link's address field, wherever a link is (studio/linkInput.tsx finds its input by it). */
export const LINK_HREF_FIELD = 'href'

const HREF_PATTERN = /^(https?:\/\/[^\s]+|mailto:[^\s@]+@[^\s@]+|tel:\+?[\d\s()-]+|\/[^\s]*|#[\w-]+)$/

/** A link target: absolute http(s), mailto:, tel:, a site path or a #anchor. */
export function linkHrefRule(rule: StringRule) {
  return [
    rule.required().custom(async (href: string | undefined, context) => {
      if (!href) return true
      if (!HREF_PATTERN.test(href))
        return 'Debe ser https://…, mailto:…, tel:…, una ruta que empiece por / o un ancla #…'
      return internalLinkExists(href, context)
    }),
    // External links, asked of the site's server: gone is an error, unknown a warning.
    rule.custom(externalLinkIsNotGone).error(),
    rule.custom(externalLinkWasChecked).warning(),
  ]
}

/** An absolute http(s) URL, for external forms, stores and social profiles. */
export function externalUrlRule(rule: UrlRule) {
  return rule.uri({scheme: ['https', 'http']}).error('Debe ser una dirección web completa (https://…)')
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
      name: LINK_HREF_FIELD,
      title: 'Destino',
      type: 'string',
      description:
        'Adónde lleva: una página de este sitio («/alco»), otra web con su dirección completa («https://…», se abre en una pestaña nueva) o, escribiendo «#contactus», el formulario de contacto de la misma página.',
      validation: linkHrefRule,
    }),
  ],
  preview: {select: {title: 'label.es', subtitle: 'href'}},
})
