import {defineField, defineType} from '../define'
import {UserIcon} from '@sanity/icons/User'
import {localeRule} from '../objects/locale'
import {backdropField, phoneImagesField, textField} from './fields'

/**
 * The plan page's opening block: «La app elegida por {quién} para sus pacientes». Editors set
 * who recommends the app (a doctor's name, a medical team); the sentence is the site's.
 */
export const planHero = defineType({
  name: 'planHero',
  title: 'Portada de plan («La app elegida por…»)',
  type: 'object',
  icon: UserIcon,
  fields: [
    defineField({
      name: 'chosenBy',
      title: 'Elegida por',
      description: 'Completa la frase «La app elegida por … para sus pacientes». Ej.: «el Dr. Juan Pérez»',
      type: 'localeString',
      validation: localeRule({max: 80}),
    }),
    textField('intro', 'Introducción', 400),
    phoneImagesField(),
    backdropField(),
  ],
  preview: {
    select: {chosenBy: 'chosenBy.es'},
    prepare: ({chosenBy}) => ({title: `La app elegida por ${chosenBy ?? '…'}`, subtitle: 'Portada de plan'}),
  },
})
