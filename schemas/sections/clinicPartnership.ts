import {defineType} from '../define'
import {CaseIcon} from '@sanity/icons/Case'
import {buttonField, headingField, imageField, sectionPreview, textField} from './fields'

/** Institutions that adopted the product, with a subscribe button and a picture. */
export const clinicPartnership = defineType({
  name: 'clinicPartnership',
  title: 'Alianza con clínicas',
  type: 'object',
  icon: CaseIcon,
  fields: [
    headingField(140),
    textField('text', 'Texto', 700),
    buttonField('button', 'Botón de suscripción'),
    imageField('image', 'Imagen'),
  ],
  preview: sectionPreview('Alianza con clínicas'),
})
