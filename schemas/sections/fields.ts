import {defineArrayMember, defineField} from '../define'
import {imageRule} from '../objects/imageWithAlt'
import {localeRule} from '../objects/locale'

/** Fields that many sections share, so their titles and limits read the same everywhere. */
export const headingField = (max = 120) =>
  defineField({name: 'heading', title: 'Título', type: 'localeString', validation: localeRule({max})})

export const eyebrowField = () =>
  defineField({
    name: 'eyebrow',
    title: 'Antetítulo',
    description: 'Palabra corta en mayúsculas sobre el título (opcional)',
    type: 'localeString',
    validation: localeRule({required: false, max: 40}),
  })

export const textField = (name = 'text', title = 'Texto', max = 600, required = true) =>
  defineField({name, title, type: 'localeText', validation: localeRule({required, max})})

export const imageField = (name = 'image', title = 'Imagen', required = true) =>
  defineField({
    name,
    title,
    type: 'imageWithAlt',
    validation: imageRule(required ? 'Suba una imagen' : undefined),
  })

/**
 * The decorative art behind a hero's phones, optional. The site draws it whole
 * (web/components/HeroLayout.tsx): a crop would only slice its shapes in straight lines, so the
 * Studio offers none; the art itself should end softly, on a transparent ground. Decorative by
 * design: a plain image, with no description to ask for (the site gives it alt="").
 */
export const backdropField = () =>
  defineField({
    name: 'backdrop',
    title: 'Fondo decorativo',
    description:
      'Ilustración detrás de los teléfonos. Se muestra entera, sin recortar: sus formas deben acabar suavemente, sobre fondo transparente.',
    type: 'image',
    options: {hotspot: false},
  })

/**
 * The English version of an image that shows words (an app screen, the dashboard, a store badge):
 * optional, beside the Spanish one; the English page uses it when present. Its alt text is the
 * Spanish image's, which is bilingual already.
 */
export const englishImageField = (name: string, title: string, group?: string) =>
  defineField({
    name: `${name}En`,
    title: `${title} en inglés`,
    description:
      'Opcional. Si la imagen muestra texto, súbala con el texto en inglés: la página en inglés la usa en lugar de la española.',
    type: 'image',
    options: {hotspot: true},
    ...(group && {group}),
  })

export const buttonField = (name = 'button', title = 'Botón') =>
  defineField({name, title, type: 'callToAction', validation: (rule) => rule.required()})

/** A preview that shows the section's Spanish heading under the kind of block it is. */
export const sectionPreview = (kind: string, select = 'heading.es') => ({
  select: {title: select},
  prepare: ({title}: {title?: string}) => ({title: title || kind, subtitle: kind}),
})

/** The layered phone pictures of an opening block. */
export const phoneImagesField = () =>
  defineField({
    name: 'images',
    title: 'Teléfonos superpuestos',
    description: 'El primero queda delante; el segundo, detrás y desplazado',
    type: 'array',
    of: [defineArrayMember({type: 'imageWithAlt'})],
    validation: (rule) => rule.required().min(1).max(3).error('Entre 1 y 3 imágenes'),
  })
