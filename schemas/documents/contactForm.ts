import {ClipboardIcon} from '@sanity/icons/Clipboard'
import {defineArrayMember, defineField, defineType, type Rule} from 'sanity'
import {invalidVocabularyEntry} from '@habitum/content/leads/healthDetails'
import {LANGUAGE_TITLES, LANGUAGES} from '@habitum/content/languages'
import {LEGAL_TERMS, saysLegalTerm, type LegalTermName} from '../objects/legalTerm'
import type {LocaleValue} from '../objects/locale'
import {reviewFields} from '../review/fields'
import {englishIsCurrent} from '../validation/englishVersion'

export const CONTACT_FORM_ID = 'contactForm'

/** The notice before «Enviar» is two or three short lines: longer, it is a wall of text nobody reads. */
export const NOTICE_MAX_CHARACTERS = 400

/** What a term counts for in a text's length: its words on the site («24 meses»). */
const TERM_LENGTH = 10

type Block = {children?: Array<{_type?: string; text?: string}>}
const plainLength = (blocks: unknown) =>
  Array.isArray(blocks)
    ? (blocks as Block[]).reduce(
        (sum, block) =>
          sum +
          (block.children ?? []).reduce(
            (length, child) => length + (child._type === 'span' ? (child.text ?? '').length : TERM_LENGTH),
            0,
          ),
        0,
      )
    : 0

/**
 * A legal text in both languages: each required (the form shows it to every visitor, in the page's
 * language), at most `max` characters each when given, and saying the privacy policy's `terms`.
 */
function bothLanguagesRule({max, terms = []}: {max?: number; terms?: LegalTermName[]} = {}) {
  return (rule: Rule) =>
    rule
      .custom((value: LocaleValue) => {
        for (const language of LANGUAGES) {
          const blocks = value?.[language]
          const name = LANGUAGE_TITLES[language].toLowerCase()
          if (!Array.isArray(blocks) || blocks.length === 0) return `Falta el texto en ${name}`
          const length = plainLength(blocks)
          if (max && length > max) return `Máximo ${max} caracteres en ${name}: tiene ${length}`
          const unsaid = terms.find((term) => !saysLegalTerm(blocks, term))
          if (unsaid)
            return `El texto en ${name} debe decir el plazo «${LEGAL_TERMS[unsaid]}»: insértelo donde corresponde`
        }
        return true
      })
      .error()
}

/** A list of words or phrases of the health-details check, each as its syntax allows. */
function vocabularyField(name: string, title: string, description: string, required = false) {
  return defineField({
    name,
    title,
    description,
    type: 'array',
    group: 'health',
    of: [
      defineArrayMember({
        type: 'string',
        validation: (rule) => rule.custom((entry: string | undefined) => invalidVocabularyEntry(entry ?? '') ?? true),
      }),
    ],
    options: {layout: 'tags'},
    validation: (rule) => [
      rule.unique().error('Está repetida'),
      ...(required ? [rule.min(1).error('Escriba al menos una')] : []),
    ],
  })
}

/**
 * What the contact form tells visitors and how it treats health details: the notice at collection
 * (Ley 25.326, art. 6) before «Enviar», saying how long the data is kept as the privacy policy
 * does (its term, ../objects/legalTerm.ts), the data-protection authority's rights notice in full
 * under it, and the words that make a message look like it holds health details. Edited by the
 * legal team; the wording is theirs to confirm (docs/leads.md). Its changes are approved by a legal
 * reviewer when the review rule is on (schemas/review/rules.ts), and its English is flagged when the
 * Spanish changes (schemas/translation/englishSource.ts). It has no «Versión en inglés»: every text
 * is required in both languages, so its English is always complete.
 */
export const contactForm = defineType({
  name: 'contactForm',
  title: 'Formulario de contacto',
  type: 'document',
  icon: ClipboardIcon,
  groups: [
    {name: 'notice', title: 'Aviso', default: true},
    {name: 'health', title: 'Datos de salud'},
  ],
  fields: [
    defineField({
      name: 'notice',
      title: 'Aviso antes de «Enviar»',
      description:
        'Dos o tres líneas, de usted como el resto del formulario: quién guarda los datos, para qué, cuánto tiempo (el plazo «Conservación de los datos de contacto», que muestra el número de la Política de privacidad vigente) y cómo pedir verlos, corregirlos o borrarlos. El enlace a la Política de privacidad vigente lo agrega el formulario en la casilla de aceptación.',
      type: 'localeBlockContent',
      group: 'notice',
      validation: bothLanguagesRule({max: NOTICE_MAX_CHARACTERS, terms: ['contactRetention']}),
    }),
    defineField({
      name: 'rightsNotice',
      title: 'Derechos del titular (texto completo)',
      description:
        'El aviso de la Agencia de Acceso a la Información Pública, completo y en letra pequeña bajo el aviso, antes de «Enviar».',
      type: 'localeBlockContent',
      group: 'notice',
      validation: bothLanguagesRule(),
    }),
    vocabularyField(
      'healthTerms',
      'Palabras de salud',
      'Enfermedades, medicamentos, embarazo, diagnósticos, mediciones, en español e inglés. Un * al final cubre las demás formas de la palabra: diabétic* → diabético, diabéticas. Solas no bastan: cuentan detrás de una frase personal.',
      true,
    ),
    vocabularyField(
      'healthCues',
      'Frases personales',
      'Lo que hace propia una palabra de salud que le sigue (hasta 3 palabras después, en la misma oración): tengo, estoy, tomo, mi hij*, I have, my…',
      true,
    ),
    vocabularyField(
      'healthPhrases',
      'Frases que bastan solas',
      'Dicen por sí mismas algo de la salud de quien escribe: me diagnosticaron, estoy embarazad*, I was diagnosed…',
    ),
    ...reviewFields,
  ],
  validation: (rule) => rule.custom(englishIsCurrent).warning(),
  preview: {prepare: () => ({title: 'Formulario de contacto', subtitle: 'Aviso legal y datos de salud'})},
})
