import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType} from 'sanity'
import {localeBlocksRule, localeRule} from '../objects/locale'
import {reviewByField} from '../objects/reviewBy'
import {reviewFields} from '../review/fields'
import {englishIsComplete, englishIsCurrent, englishVersionField} from '../validation/englishVersion'
import {uniqueWithinType} from '../validation/uniqueWithinType'

/** One question and answer; FAQ sections list the items they show, in their order. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'Pregunta frecuente',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'key',
      title: 'Clave',
      description:
        'Número único que identifica la pregunta. También sirve para enlazarla: el enlace a la pregunta 8 termina en «#faq-8».',
      type: 'number',
      validation: (rule) =>
        rule
          .required()
          .integer()
          .positive()
          .custom(async (key, context) => {
            if (typeof key !== 'number') return true
            return uniqueWithinType(context, {
              type: 'faqItem',
              field: 'key',
              value: key,
              taken: `La clave ${key} ya la usa otra pregunta`,
            })
          }),
    }),
    defineField({
      name: 'question',
      title: 'Pregunta',
      type: 'localeString',
      validation: localeRule({max: 200}),
    }),
    defineField({
      name: 'answer',
      title: 'Respuesta',
      type: 'localeBlockContent',
      validation: localeBlocksRule(),
    }),
    englishVersionField(),
    reviewByField(),
    ...reviewFields,
  ],
  // Each question is its own document, shown inside the pages' FAQ sections: its English is
  // judged here, not by the pages that list it.
  validation: (rule) => [rule.custom(englishIsComplete).error(), rule.custom(englishIsCurrent).warning()],
  orderings: [{title: 'Clave', name: 'keyAsc', by: [{field: 'key', direction: 'asc'}]}],
  preview: {
    select: {key: 'key', question: 'question.es'},
    prepare: ({key, question}) => ({title: question, subtitle: `Clave ${key ?? '—'}`}),
  },
})
