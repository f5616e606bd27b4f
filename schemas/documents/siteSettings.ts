import {CogIcon} from '@sanity/icons/Cog'
import {defineField, defineType} from 'sanity'
import {externalUrlRule} from '../objects/links'
import {imageRule} from '../objects/imageWithAlt'
import {localeRule} from '../objects/locale'
import {reviewSettingsField} from '../review/fields'
import {englishImageField} from '../sections/fields'
import {englishIsComplete, englishIsCurrent, englishVersionField} from '../validation/englishVersion'

export const SITE_SETTINGS_ID = 'siteSettings'

/** One document: brand, contact details, shared links and SEO defaults for every page. */
export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Ajustes del sitio',
  type: 'document',
  icon: CogIcon,
  groups: [
    {name: 'brand', title: 'Marca', default: true},
    {name: 'contact', title: 'Contacto'},
    {name: 'links', title: 'Enlaces'},
    {name: 'seo', title: 'Buscadores'},
    {name: 'review', title: 'Revisión'},
  ],
  fields: [
    defineField({
      name: 'brandName',
      title: 'Nombre de la marca',
      type: 'string',
      group: 'brand',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'title',
      title: 'Título del sitio',
      type: 'localeString',
      group: 'brand',
      validation: localeRule({max: 70}),
    }),
    defineField({
      name: 'description',
      title: 'Descripción del sitio',
      type: 'localeText',
      group: 'brand',
      validation: localeRule({max: 200}),
    }),
    defineField({
      name: 'logo',
      title: 'Logotipo',
      type: 'imageWithAlt',
      group: 'brand',
      validation: imageRule('Suba una imagen'),
    }),
    defineField({
      name: 'demoButton',
      title: 'Botón de la cabecera',
      description: 'Por ejemplo «Solicitar una demo», que lleva al formulario de contacto (destino «#contactus»).',
      type: 'callToAction',
      group: 'links',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subscribeButton',
      title: 'Botón fijo de suscripción',
      description: 'Por ejemplo «Quiero suscribirme»; abre el formulario externo en una pestaña nueva',
      type: 'callToAction',
      group: 'links',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'phone',
      title: 'Teléfono público',
      type: 'string',
      group: 'contact',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\+?[\d\s()-]{6,25}$/, {name: 'teléfono'})
          .error('Solo dígitos, espacios, paréntesis, guiones y un + inicial'),
    }),
    defineField({
      name: 'infoEmail',
      title: 'E-mail de información',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email().error('Escriba un e-mail válido'),
    }),
    defineField({
      name: 'supportEmail',
      title: 'E-mail de soporte',
      description: 'También se muestra cuando el formulario de contacto falla',
      type: 'string',
      group: 'contact',
      validation: (rule) => rule.required().email().error('Escriba un e-mail válido'),
    }),
    defineField({
      name: 'address',
      title: 'Dirección',
      type: 'localeText',
      group: 'contact',
      validation: localeRule({max: 200}),
    }),
    defineField({
      name: 'instagramUrl',
      title: 'Instagram',
      type: 'url',
      group: 'links',
      validation: (rule) => externalUrlRule(rule).required(),
    }),
    defineField({
      name: 'linkedinUrl',
      title: 'LinkedIn',
      type: 'url',
      group: 'links',
      validation: (rule) => externalUrlRule(rule).required(),
    }),
    defineField({
      name: 'appStoreUrl',
      title: 'App Store',
      type: 'url',
      group: 'links',
      validation: (rule) => externalUrlRule(rule).required(),
    }),
    defineField({
      name: 'googlePlayUrl',
      title: 'Google Play',
      type: 'url',
      group: 'links',
      validation: (rule) => externalUrlRule(rule).required(),
    }),
    defineField({
      name: 'appStoreBadge',
      title: 'Insignia de App Store',
      type: 'imageWithAlt',
      group: 'links',
      validation: imageRule('Suba una imagen'),
    }),
    englishImageField('appStoreBadge', 'Insignia de App Store', 'links'),
    defineField({
      name: 'googlePlayBadge',
      title: 'Insignia de Google Play',
      type: 'imageWithAlt',
      group: 'links',
      validation: imageRule('Suba una imagen'),
    }),
    englishImageField('googlePlayBadge', 'Insignia de Google Play', 'links'),
    defineField({
      name: 'seo',
      title: 'Valores por defecto para buscadores',
      type: 'seo',
      group: 'seo',
    }),
    englishVersionField('brand'),
    reviewSettingsField,
  ],
  // The settings act as the home page's (its search title and description) and every page's
  // header and footer: their English is judged as a page's.
  validation: (rule) => [rule.custom(englishIsComplete).error(), rule.custom(englishIsCurrent).warning()],
  preview: {prepare: () => ({title: 'Ajustes del sitio'})},
})
