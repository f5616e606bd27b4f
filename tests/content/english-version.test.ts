/** @jest-environment node */
import assert from '../support/assert'
import {createSchema, type ValidationContext} from 'sanity'
import {schemaTypes} from '../../schemas'
import {imageDescriptionProblem} from '../../schemas/objects/imageWithAlt'
import {englishCoverage, englishIsComplete, fallbackNote} from '../../schemas/validation/englishVersion'

const schema = createSchema({name: 'english-version', types: schemaTypes})
const contextOf = (document: Record<string, unknown>) =>
  ({document, schema}) as unknown as ValidationContext

const text = (es: string, en?: string) => ({_type: 'localeString', es, ...(en === undefined ? {} : {en})})
const image = (fields: Record<string, unknown>) => ({
  _type: 'imageWithAlt',
  asset: {_type: 'reference', _ref: 'image-a-10x10-png'},
  ...fields,
})

/** A page with a features section: an item's title, text and icon, and a closing button. */
const page = (overrides: {itemText?: object; icon?: object; englishVersion?: string} = {}) => ({
  _id: 'page-x',
  _type: 'page',
  englishVersion: overrides.englishVersion ?? 'complete',
  title: text('Programa', 'Program'),
  sections: [
    {
      _type: 'features',
      _key: 'f1',
      heading: text('Beneficios', 'Benefits'),
      items: [
        {
          _type: 'featureItem',
          _key: 'i1',
          title: text('Autocuidado', 'Self-care'),
          text: overrides.itemText ?? {_type: 'localeText', es: 'Aprenda a cuidarse', en: 'Learn to look after yourself'},
          ...(overrides.icon ? {icon: overrides.icon} : {}),
        },
      ],
    },
    {
      _type: 'closingCall',
      _key: 'c1',
      heading: text('Hablemos', "Let's talk"),
      button: {_type: 'callToAction', label: text('Contactar'), href: '#contactus'},
    },
  ],
})

test('the walker finds every Spanish text without English, in nested items and buttons, by path and by name', () => {
  const coverage = englishCoverage(schema.get('page')!, page({itemText: {_type: 'localeText', es: 'Aprenda'}}))
  assert.deepEqual(
    coverage.missing.map(({path, where}) => ({path, where})),
    [
      {
        path: ['sections', {_key: 'f1'}, 'items', {_key: 'i1'}, 'text'],
        where: 'Secciones › Características «Beneficios» › Características › Elemento «Autocuidado» › Texto',
      },
      {
        path: ['sections', {_key: 'c1'}, 'button', 'label'],
        where: 'Secciones › Llamada final «Hablemos» › Botón › Texto del botón',
      },
    ],
  )
  assert.equal(coverage.withEnglish, 4)
})

test('a decorative image has no description to walk; a described one counts as an image description', () => {
  const decorative = englishCoverage(schema.get('page')!, page({icon: image({decorative: true, alt: text('x')})}))
  assert.equal(decorative.missing.filter((item) => item.isImageDescription).length, 0)
  const described = englishCoverage(schema.get('page')!, page({icon: image({alt: text('Un corazón')})}))
  assert.deepEqual(
    described.missing.filter((item) => item.isImageDescription).map((item) => item.path),
    [['sections', {_key: 'f1'}, 'items', {_key: 'i1'}, 'icon', 'alt']],
  )
})

test('«Completa» refuses each missing English text at its field; «Usa el español» does not', () => {
  const incomplete = page()
  assert.deepEqual(englishIsComplete(incomplete, contextOf(incomplete)), [
    {
      message:
        'Falta el inglés de «Secciones › Llamada final «Hablemos» › Botón › Texto del botón» (la versión en inglés está marcada como completa)',
      path: ['sections', {_key: 'c1'}, 'button', 'label'],
    },
  ])
  const fallback = page({englishVersion: 'fallback'})
  assert.equal(englishIsComplete(fallback, contextOf(fallback)), true)
  assert.equal(fallbackNote(englishCoverage(schema.get('page')!, fallback).missing.length), '1 texto se verá en español en la página en inglés.')
  assert.equal(fallbackNote(3), '3 textos se verán en español en la página en inglés.')
})

test('an image needs its description in Spanish, and in English when the page has English, unless decorative', () => {
  const withEnglish = contextOf(page())
  assert.equal(
    imageDescriptionProblem(image({alt: text('Un corazón')}), withEnglish),
    'Falta la descripción en inglés (o marque la imagen como decorativa)',
  )
  assert.equal(
    imageDescriptionProblem(image({}), withEnglish),
    'Falta la descripción en español y en inglés (o marque la imagen como decorativa)',
  )
  assert.equal(imageDescriptionProblem(image({alt: text('Un corazón', 'A heart')}), withEnglish), undefined)
  assert.equal(imageDescriptionProblem(image({decorative: true}), withEnglish), undefined)
  // A page with no English at all: Spanish is enough.
  const spanishOnly = contextOf({_id: 'page-y', _type: 'page', title: text('Solo español')})
  assert.equal(imageDescriptionProblem(image({alt: text('Un corazón')}), spanishOnly), undefined)
  assert.equal(
    imageDescriptionProblem(image({}), spanishOnly),
    'Falta la descripción en español (o marque la imagen como decorativa)',
  )
})

test('a FAQ item marked «Completa» is held back by an answer with no English', () => {
  const answer = [{_type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{_type: 'span', _key: 's1', text: 'Sí.', marks: []}]}]
  const question = {
    _id: 'faq-x',
    _type: 'faqItem',
    englishVersion: 'complete',
    key: 1,
    question: text('¿Funciona?', 'Does it work?'),
    answer: {_type: 'localeBlockContent', es: answer},
  }
  assert.deepEqual(englishIsComplete(question, contextOf(question)), [
    {message: 'Falta el inglés de «Respuesta» (la versión en inglés está marcada como completa)', path: ['answer']},
  ])
})
