import {defineField, defineType} from '../define'
import {EnvelopeIcon} from '@sanity/icons/Envelope'
import {headingField, sectionPreview, textField} from './fields'

/** Contact details from the site settings beside the contact form. */
export const contact = defineType({
  name: 'contact',
  title: 'Contacto',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'anchor',
      title: 'Ancla',
      description:
        'El nombre que usan los botones que llevan a esta sección, tras un «#»: con «contactus», el destino del botón es «#contactus»',
      type: 'string',
      initialValue: 'contactus',
      validation: (rule) =>
        rule
          .required()
          .regex(/^[a-z][a-z0-9-]*$/)
          .error('Solo minúsculas, números y guiones'),
    }),
    headingField(80),
    textField('intro', 'Introducción', 500),
  ],
  preview: sectionPreview('Contacto'),
})
