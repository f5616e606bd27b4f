import {defineType} from '../define'
import {BulbOutlineIcon} from '@sanity/icons/BulbOutline'
import {buttonField, headingField, sectionPreview, textField} from './fields'

/** A closing invitation with a button, usually to the contact form. */
export const closingCall = defineType({
  name: 'closingCall',
  title: 'Llamada final',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [headingField(160), textField('text', 'Texto', 400, false), buttonField('button', 'Botón')],
  preview: sectionPreview('Llamada final'),
})
