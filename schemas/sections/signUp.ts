import {defineType} from '../define'
import {AddUserIcon} from '@sanity/icons/AddUser'
import {buttonField, headingField, imageField, sectionPreview, textField} from './fields'

/** Invitation to sign up through the external form, opened in a new tab. */
export const signUp = defineType({
  name: 'signUp',
  title: 'Inscripción',
  type: 'object',
  icon: AddUserIcon,
  fields: [
    headingField(120),
    textField('text', 'Texto', 500),
    buttonField('button', 'Botón de inscripción'),
    imageField('image', 'Imagen', false),
  ],
  preview: sectionPreview('Inscripción'),
})
