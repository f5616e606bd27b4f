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
 * An image object with no file is no image: what a field holds after «Imagen decorativa» or a
 * description was touched before any upload (Sanity keeps the object). The editor sees an empty
 * field, so it is judged as one: fine when optional, «upload one» when required, never an error
 * about something the editor cannot see or clear. In a list of images (a hero's phones) an item
 * without a file shows as an empty row the editor can remove, so there it is an error.
 */
const hasFile = (value: ImageValue) => Boolean(value?.asset?._ref)

const isListItem = (path: ValidationContext['path']) => {
  const last = path?.at(-1)
  return typeof last === 'object' && last !== null && '_key' in last
}

/** What the image rule says of a value: a file (when `required` says so), then its descriptions. */
export function imageProblem(
  value: ImageValue,
  context: Pick<ValidationContext, 'document' | 'schema' | 'path'>,
  required?: string,
) {
  if (!hasFile(value)) {
    if (value && isListItem(context.path)) return 'Suba un archivo de imagen o quite la imagen'
    return required ?? true
  }
  const problem = imageDescriptionProblem(value, context)
  return problem ? {message: problem, path: ['alt']} : true
}

/**
 * The image's own rule (`imageProblem`). A field of this type that needs its own rule uses this
 * one, as Sanity lets a field's rule replace its type's.
 */
export const imageRule =
  (required?: string) =>
  <R extends ImageRule>(rule: R): R =>
    rule.custom((value: ImageValue, context) => imageProblem(value, context, required)).error() as R

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
      // No initial value: Sanity writes a field's initial value into a new document (and a new
      // list item) at once, which left every empty image holding `{decorative: false}` and no
      // file (issue 53). Unset reads as «not decorative» everywhere.
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
  // Titled by what it shows, not by its file's name (a hash and a size, «bd0dbf49…-360x740.svg»),
  // wherever the Studio lists it: a hero's phones, a showcase's tabs.
  preview: {
    select: {alt: 'alt.es', decorative: 'decorative', media: 'asset'},
    prepare: ({alt, decorative, media}: {alt?: string; decorative?: boolean; media?: unknown}) => ({
      title: alt?.trim() || (decorative ? 'Imagen decorativa' : 'Imagen sin descripción'),
      media: media as never,
    }),
  },
  validation: imageRule(),
})
