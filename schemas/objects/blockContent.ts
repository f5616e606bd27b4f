import {defineArrayMember, defineField, defineType} from 'sanity'
import {legalTerm} from './legalTerm'
import {LINK_HREF_FIELD, linkHrefRule} from './links'

/**
 * Portable Text used for FAQ answers and legal bodies: headings, lists, emphasis and links; in the
 * privacy policy and the contact form's notice, the policy's terms (./legalTerm.ts).
 */
export const blockContent = defineType({
  name: 'blockContent',
  title: 'Texto enriquecido',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      // Named in an error's path («… / Texto / Español / Párrafo / …»), where Sanity would say «Block».
      title: 'Párrafo',
      styles: [
        {title: 'Normal', value: 'normal'},
        {title: 'Título 2', value: 'h2'},
        {title: 'Título 3', value: 'h3'},
      ],
      lists: [
        {title: 'Viñetas', value: 'bullet'},
        {title: 'Numerada', value: 'number'},
      ],
      of: [defineArrayMember({type: legalTerm.name})],
      marks: {
        decorators: [
          {title: 'Negrita', value: 'strong'},
          {title: 'Cursiva', value: 'em'},
        ],
        annotations: [
          {
            name: 'link',
            title: 'Enlace',
            type: 'object',
            fields: [
              defineField({
                name: LINK_HREF_FIELD,
                title: 'Dirección',
                type: 'string',
                description: 'https://…, mailto:…, tel:…, una ruta del sitio (/legal/…) o un ancla (#…)',
                validation: linkHrefRule,
              }),
            ],
          },
        ],
      },
    }),
  ],
})
