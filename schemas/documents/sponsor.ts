import {UsersIcon} from '@sanity/icons/Users'
import {defineField, defineType} from 'sanity'
import {externalUrlRule} from '../objects/links'

/** An institution that trusts the product, shown by its logo in sponsor sections. */
export const sponsor = defineType({
  name: 'sponsor',
  title: 'Institución',
  type: 'document',
  icon: UsersIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Nombre',
      description: 'Se lee en lugar del logotipo para quien no lo ve',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'logo',
      title: 'Logotipo',
      type: 'image',
      validation: (rule) => rule.required().error('Suba el logotipo'),
    }),
    defineField({
      name: 'url',
      title: 'Sitio web',
      type: 'url',
      validation: externalUrlRule,
    }),
  ],
  preview: {select: {title: 'name', subtitle: 'url', media: 'logo'}},
})
