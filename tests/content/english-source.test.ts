/** @jest-environment node */
import assert from '../support/assert'
import {createSchema, type ValidationContext} from 'sanity'
import {schemaTypes} from '../../schemas'
import {contentHash} from '../../schemas/review/rules'
import {
  englishSourceOf,
  englishState,
  spanishFingerprint,
  spanishText,
  tracksEnglish,
} from '../../schemas/translation/englishSource'
import {englishCoverage, englishIsCurrent} from '../../schemas/validation/englishVersion'

const schema = createSchema({name: 'english-source', types: schemaTypes})
const contextOf = (document: Record<string, unknown>) => ({document, schema}) as unknown as ValidationContext

/** A text whose English was written from `from` (the Spanish it had then). */
const translated = (es: string, en: string, from = es) => ({
  _type: 'localeString',
  es,
  en,
  englishSource: englishSourceOf(from),
})

const block = (text: string, key = 'b1') => ({
  _type: 'block',
  _key: key,
  style: 'normal',
  markDefs: [],
  children: [{_type: 'span', _key: `${key}s`, text, marks: []}],
})

test('the fingerprint is of the words: spacing and marks aside, any other change gives another', () => {
  assert.equal(spanishFingerprint('Planes  para\nempresas '), spanishFingerprint('Planes para empresas'))
  assert.notEqual(spanishFingerprint('Planes para empresas'), spanishFingerprint('Planes para empresas.'))
  assert.notEqual(spanishFingerprint('Planes para empresas'), spanishFingerprint('Planes para Empresas'))
  // Rich text: its paragraphs' words; a bold word is the same sentence, a new word is not.
  const plain = [block('Hola, '), block('¿cómo estás?', 'b2')]
  const bold = [
    {...block(''), children: [{_type: 'span', _key: 'x', text: 'Hola, ', marks: ['strong']}]},
    block('¿cómo estás?', 'b2'),
  ]
  assert.equal(spanishText(plain), 'Hola,\n\n¿cómo estás?')
  assert.equal(spanishFingerprint(plain), spanishFingerprint(bold))
  assert.notEqual(spanishFingerprint(plain), spanishFingerprint([block('Hola, '), block('¿cómo está?', 'b2')]))
})

test('an English is current while its Spanish is the one it was written from, out of date once it changes', () => {
  assert.deepEqual(englishState(translated('Planes', 'Plans')), {state: 'current'})
  assert.deepEqual(englishState(translated('Planes anuales', 'Plans', 'Planes')), {
    state: 'outdated',
    before: 'Planes',
    now: 'Planes anuales',
  })
  // Written before any record was kept: out of date, with no Spanish to show as «before».
  assert.deepEqual(englishState({es: 'Planes', en: 'Plans'}), {state: 'outdated', before: undefined, now: 'Planes'})
  // Nothing to compare: no English, or no Spanish.
  assert.deepEqual(englishState({es: 'Planes'}), {state: 'none'})
  assert.deepEqual(englishState({es: '  ', en: 'Plans'}), {state: 'none'})
  assert.deepEqual(englishState(undefined), {state: 'none'})
  // Confirming («Sigue vigente») records the Spanish as it is now: current again.
  const confirmed = {es: 'Planes anuales', en: 'Plans', englishSource: englishSourceOf('Planes anuales')}
  assert.deepEqual(englishState(confirmed), {state: 'current'})
})

test('pages, FAQ items, the site settings and the contact form track their English; legal documents, sponsors and the rest do not', () => {
  for (const type of ['page', 'faqItem', 'siteSettings', 'contactForm']) assert.ok(tracksEnglish(type), type)
  for (const type of ['legalDocument', 'sponsor', 'companyType', undefined])
    assert.ok(!tracksEnglish(type), String(type))
})

const page = {
  _id: 'page-x',
  _type: 'page',
  englishVersion: 'complete',
  title: translated('Programa', 'Program'),
  sections: [
    {
      _type: 'features',
      _key: 'f1',
      heading: translated('Beneficios para su equipo', 'Benefits', 'Beneficios'),
      items: [{_type: 'featureItem', _key: 'i1', title: translated('Autocuidado', 'Self-care'), text: translated('A', 'A')}],
    },
  ],
}

test('a document with out-of-date English gets a warning at each such text, not an error', () => {
  const coverage = englishCoverage(schema.get('page')!, page)
  assert.deepEqual(
    coverage.outdated.map(({path, before, now}) => ({path, before, now})),
    [{path: ['sections', {_key: 'f1'}, 'heading'], before: 'Beneficios', now: 'Beneficios para su equipo'}],
  )
  const warnings = englishIsCurrent(page, contextOf(page))
  assert.ok(Array.isArray(warnings))
  assert.equal(warnings.length, 1)
  assert.match(warnings[0]!.message, /El español de «Secciones › Características «Beneficios para su equipo» › Título» cambió después de su traducción/)
  // The page's own rule is a warning: it publishes.
  const rules = (schema.get('page') as unknown as {validation: unknown[]}).validation
  assert.ok(rules.length >= 2)
  const current = structuredClone(page)
  current.sections[0]!.heading.englishSource = englishSourceOf('Beneficios para su equipo')
  assert.equal(englishIsCurrent(current, contextOf(current)), true)
})

test('confirming an English changes nothing a reviewer approved: the content fingerprint leaves the record aside', () => {
  const confirmed = structuredClone(page)
  confirmed.sections[0]!.heading.englishSource = englishSourceOf('Beneficios para su equipo')
  assert.equal(contentHash(confirmed), contentHash(page))
  const edited = structuredClone(page)
  edited.sections[0]!.heading.en = 'Benefits for your team'
  assert.notEqual(contentHash(edited), contentHash(page))
})

test('the contact form: a changed Spanish notice is a warning at the notice, with the Spanish before and now', () => {
  const notice = (text: string) => [block(text)]
  const form = {
    _id: 'contactForm',
    _type: 'contactForm',
    notice: {
      _type: 'localeBlockContent',
      es: notice('Guardamos sus datos un año.'),
      en: notice('We keep your data for a year.'),
      englishSource: englishSourceOf(notice('Guardamos sus datos.')),
    },
    rightsNotice: {
      _type: 'localeBlockContent',
      es: notice('Derechos'),
      en: notice('Rights'),
      englishSource: englishSourceOf(notice('Derechos')),
    },
  }
  const coverage = englishCoverage(schema.get('contactForm')!, form)
  assert.deepEqual(
    coverage.outdated.map(({path, before, now}) => ({path, before, now})),
    [{path: ['notice'], before: 'Guardamos sus datos.', now: 'Guardamos sus datos un año.'}],
  )
  const warnings = englishIsCurrent(form, contextOf(form))
  assert.ok(Array.isArray(warnings))
  assert.match(warnings[0]!.message, /El español de «Aviso antes de «Enviar»» cambió después de su traducción/)
})
