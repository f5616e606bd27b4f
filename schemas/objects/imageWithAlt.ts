import type {ImageRule, ValidationContext} from 'sanity'
import {defineField, defineType} from '../define'
import {hasEnglishVersion} from '../validation/englishVersion'
import {localeRule, type LocaleValue} from './locale'

type ImageValue = {asset?: {_ref?: string}; decorative?: boolean; alt?: LocaleValue} | undefined

const written = (text: unknown) => typeof text === 'string' && text.trim() !== ''

/**
 * The rule "every image has a description in every language the page has": Spanish always, and
 * English when the document has an English version (some text of it in English). A decorative
 * image has none: the site gives it alt="" and screen readers skip it.
 */
export function imageDescriptionProblem(value: ImageValue, context: Pick<ValidationContext, 'document' | 'schema'>) {
  if (!value?.asset?._ref || value.decorative) return undefined
  const missing = [
    ...(written(value.alt?.es) ? [] : ['español']),
    ...(written(value.alt?.en) || !hasEnglishVersion(context) ? [] : ['inglés']),
  ]
  if (missing.length === 0) return undefined
  return `Falta la descripción en ${missing.join(' y en ')} (o marque la imagen como decorativa)`
}

/**
 * The image's own rule: a file (when `required` says so, with its message), and its descriptions.
 * A field of this type that needs its own rule uses this one, as Sanity lets a field's rule
 * replace its type's.
 */
export const imageRule =
  (required?: string) =>
  <R extends ImageRule>(rule: R): R =>
    rule
      .custom((value: ImageValue, context) => {
        if (!value) return required ?? true
        if (!value.asset?._ref) return 'Suba un archivo de imagen o quite la imagen'
        const problem = imageDescriptionProblem(value, context)
        return problem ? {message: problem, path: ['alt']} : true
      })
      .error() as R

/** An image with the bilingual text that screen readers announce in its place, or marked decorative. */
export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Imagen',
  type: 'image',
  options: {hotspot: true},
  fields: [
    defineField({
      name: 'decorative',
      title: 'Imagen decorativa',
      description:
        'Márquela si no aporta nada que un lector echaría de menos (un adorno, un icono junto a su título): los lectores de pantalla la saltan.',
      type: 'boolean',
      initialValue: false,
    }),
    defineField({
      name: 'alt',
      title: 'Descripción',
      description: 'Qué muestra la imagen, para quien no la ve. En español y, si la página tiene inglés, en inglés.',
      type: 'localeString',
      hidden: ({parent}) => (parent as ImageValue)?.decorative === true,
      validation: localeRule({required: false, max: 160}),
    }),
  ],
  validation: imageRule(),
})
