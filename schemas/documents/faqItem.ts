import {HelpCircleIcon} from '@sanity/icons/HelpCircle'
import {defineField, defineType, type InitialValueResolver} from 'sanity'
import {API_VERSION} from '../apiVersion'
import {localeBlocksRule, localeRule} from '../objects/locale'
import {reviewByField} from '../objects/reviewBy'
import {reviewFields} from '../review/fields'
import {englishIsComplete, englishIsCurrent, englishVersionField} from '../validation/englishVersion'
import {uniqueWithinType} from '../validation/uniqueWithinType'

/**
 * The next free key for a new question: one more than the highest any question has, published or
 * still a draft (two new questions written at once are told apart by their drafts).
 */
export const NEXT_FAQ_KEY_QUERY = `coalesce(math::max(*[_type == "faqItem"].key), 0) + 1`

const nextFaqKey: InitialValueResolver<unknown, number> = async (_params, {getClient}) =>
  getClient({apiVersion: API_VERSION}).fetch<number>(NEXT_FAQ_KEY_QUERY, {}, {perspective: 'raw'})

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
        'Número único que identifica la pregunta. Una pregunta nueva trae el siguiente libre (uno más que la clave más alta); puede cambiarlo. También sirve para enlazarla: el enlace a la pregunta 8 termina en «#faq-8».',
      type: 'number',
      initialValue: nextFaqKey,
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
