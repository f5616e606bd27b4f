import type {Rule} from 'sanity'
import {defineField, defineType} from '../define'
import {LANGUAGE_TITLES, LANGUAGES} from '@habitum/content/languages'
import {ENGLISH_SOURCE_FIELD} from '../translation/englishSource'

/**
 * Bilingual values. Spanish is the site's first language and is required wherever the field is;
 * English is optional and falls back to Spanish on the site (see web/lib/content/queries.ts).
 */
export type LocaleValue = {es?: unknown; en?: unknown} | undefined

/**
 * The Spanish the English was written from (schemas/translation/englishSource.ts): set by the
 * Studio when the English is written or confirmed, never typed, so hidden; the text's input shows
 * when the Spanish changed since (studio/translation/).
 */
const englishSourceField = defineField({
  name: ENGLISH_SOURCE_FIELD,
  title: 'Español del que se tradujo',
  type: 'object',
  hidden: true,
  fields: [
    defineField({name: 'fingerprint', title: 'Huella del español', type: 'string'}),
    defineField({name: 'spanish', title: 'Texto en español', type: 'text'}),
  ],
})

function localeObject(name: string, title: string, fieldType: 'string' | 'text') {
  return defineType({
    name,
    title,
    type: 'object',
    options: {collapsible: false},
    fields: [
      ...LANGUAGES.map((language) =>
        defineField({
          name: language,
          title: LANGUAGE_TITLES[language],
          type: fieldType,
          ...(fieldType === 'text' ? {rows: 3} : {}),
        }),
      ),
      englishSourceField,
    ],
    preview: {select: {title: 'es', subtitle: 'en'}},
  })
}

export const localeString = localeObject('localeString', 'Texto corto (español e inglés)', 'string')
export const localeText = localeObject('localeText', 'Texto (español e inglés)', 'text')

export const localeBlockContent = defineType({
  name: 'localeBlockContent',
  title: 'Texto enriquecido (español e inglés)',
  type: 'object',
  fields: [
    ...LANGUAGES.map((language) =>
      defineField({name: language, title: LANGUAGE_TITLES[language], type: 'blockContent'}),
    ),
    englishSourceField,
  ],
})

type LocaleRuleOptions = {required?: boolean; max?: number}

/** Validation for a localeString/localeText field: Spanish required, a length limit per language. */
export function localeRule(options: LocaleRuleOptions = {}) {
  const {required = true, max} = options
  return (rule: Rule) =>
    rule
      .custom((value: LocaleValue) => {
        const es = typeof value?.es === 'string' ? value.es.trim() : ''
        if (required && !es) return 'El texto en español es obligatorio'
        if (max) {
          for (const id of LANGUAGES) {
            const text = value?.[id]
            if (typeof text === 'string' && text.length > max) {
              return `Máximo ${max} caracteres en ${LANGUAGE_TITLES[id].toLowerCase()}: tiene ${text.length}`
            }
          }
        }
        return true
      })
      .error()
}

/** Validation for a localeBlockContent field: the Spanish body must have at least one block. */
export function localeBlocksRule(options: {required?: boolean} = {}) {
  const {required = true} = options
  return (rule: Rule) =>
    rule
      .custom((value: LocaleValue) => {
        if (!required) return true
        return Array.isArray(value?.es) && value.es.length > 0 ? true : 'El texto en español es obligatorio'
      })
      .error()
}
