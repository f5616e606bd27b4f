/** @jest-environment node */
import assert from '../support/assert'
import {
  changeBlocker,
  changeProblem,
  changesProblem,
  documentLabel,
  holdsDocuments,
  launchDateProblem,
  NO_CHANGES,
  otherLaunchProblem,
  type LaunchChange,
} from '../../schemas/launches/rules'
import {contentHash, type ReviewedDocument} from '../../schemas/review/rules'

/** The pure rules of launches (schemas/launches/rules.ts): the launch's validation and what holds a change back. */
const NOW = new Date('2026-12-07T12:00:00.000Z')
const faq: LaunchChange = {documentId: 'faq-1', documentType: 'faqItem'}
const page: LaunchChange = {documentId: 'page-alco', documentType: 'page'}

test('a launch needs at least one change', () => {
  assert.equal(changesProblem(undefined), NO_CHANGES)
  assert.equal(changesProblem([]), 'Añada al menos un cambio.')
  assert.equal(changesProblem([faq]), null)
})

test('each change: a content document, once; leads and metrics never', () => {
  assert.equal(changeProblem(faq, [faq, page]), null)
  assert.equal(
    changeProblem(faq, [faq, page, {...faq}]),
    'Este documento está dos veces en el lanzamiento: quite una de las dos líneas.',
  )
  assert.match(changeProblem({documentId: 'lead-1', documentType: 'contactRequest'}, []) ?? '', /solo contenido/)
  assert.match(changeProblem({documentId: 'day', documentType: 'siteMetricsDay'}, []) ?? '', /solo contenido/)
  assert.equal(changeProblem({documentId: '', documentType: 'page'}, []), 'Elija el documento de este cambio.')
})

test('a document already in another launch that has not gone live is refused, naming that launch', () => {
  const other = (status: 'draft' | 'scheduled' | 'failed' | 'published' | 'undone') => ({
    _id: 'launch-privacidad',
    title: 'Política de privacidad 2027',
    status,
    changes: [faq],
  })
  for (const status of ['draft', 'scheduled', 'failed'] as const) {
    assert.equal(
      otherLaunchProblem('faq-1', 'launch-verano', [other(status)]),
      'Este documento ya está en el lanzamiento «Política de privacidad 2027»: quítelo de allí o espere a que se publique.',
    )
  }
  for (const status of ['published', 'undone'] as const) {
    assert.equal(otherLaunchProblem('faq-1', 'launch-verano', [other(status)]), null)
    assert.equal(holdsDocuments(status), false)
  }
  // The launch itself is not «another».
  assert.equal(otherLaunchProblem('faq-1', 'launch-privacidad', [other('draft')]), null)
  assert.equal(otherLaunchProblem('page-alco', 'launch-verano', [other('draft')]), null)
})

test('a date in the past is refused while the launch is prepared, never once it is scheduled or published', () => {
  const past = '2026-12-07T11:00:00.000Z'
  assert.match(launchDateProblem(past, 'draft', NOW) ?? '', /^Esa hora ya pasó \(.*7 de diciembre de 2026.*\)/)
  assert.match(launchDateProblem(past, undefined, NOW) ?? '', /^Esa hora ya pasó/)
  assert.match(launchDateProblem(past, 'failed', NOW) ?? '', /^Esa hora ya pasó/)
  for (const status of ['scheduled', 'published', 'undone'] as const)
    assert.equal(launchDateProblem(past, status, NOW), null)
  assert.equal(launchDateProblem('2026-12-08T09:00:00.000Z', 'draft', NOW), null)
  assert.equal(launchDateProblem(undefined, 'draft', NOW), null, 'no date: published when the editors decide')
})

test('documents are named as editors know them', () => {
  assert.equal(documentLabel(faq, {question: {es: '¿Qué es Habitum?'}}), 'Pregunta frecuente «¿Qué es Habitum?»')
  assert.equal(documentLabel(page, {title: {es: 'ALCO'}}), 'Página «ALCO»')
  assert.equal(documentLabel({documentId: 'sponsor-x', documentType: 'sponsor'}, {name: 'Fundación'}), 'Institución «Fundación»')
  assert.equal(documentLabel({documentId: 'contactForm', documentType: 'contactForm'}, {}), '«Formulario de contacto»')
  assert.equal(documentLabel(page, null), 'Página')
})

test('a change is held back without a draft, or under the review rule without a valid approval', () => {
  const settings = {required: true, healthReviewers: ['rita'], legalReviewers: ['rita']}
  const draft: ReviewedDocument = {_id: 'drafts.faq-1', _type: 'faqItem', question: {es: '¿Qué es Habitum, en breve?'}}
  const hash = contentHash(draft)
  const approved = {
    ...draft,
    review: {
      request: {requestedBy: 'ana', contentHash: hash},
      approval: {approvedBy: 'rita', approvedAt: NOW.toISOString(), contentHash: hash},
    },
  }
  assert.equal(changeBlocker(faq, draft, null, null), null, 'rule off: nothing to approve')
  assert.equal(changeBlocker(faq, approved, null, settings), null)
  assert.equal(
    changeBlocker(faq, null, {_id: 'faq-1', _type: 'faqItem', question: {es: '¿Qué es Habitum?'}}, settings),
    'Pregunta frecuente «¿Qué es Habitum?» no tiene cambios por publicar: el borrador se publicó o se descartó.',
  )
  assert.match(changeBlocker(faq, draft, null, settings) ?? '', /^Pregunta frecuente «¿Qué es Habitum, en breve\?»: Falta la aprobación/)
  // Edited after its approval: a new approval is needed.
  const edited = {...approved, question: {es: 'Otra pregunta'}}
  assert.match(changeBlocker(faq, edited, null, settings) ?? '', /La aprobación quedó sin efecto/)
  // A sponsor needs no reviewer, even with the rule on.
  const sponsor = {_id: 'drafts.sponsor-x', _type: 'sponsor', name: 'Fundación'}
  assert.equal(changeBlocker({documentId: 'sponsor-x', documentType: 'sponsor'}, sponsor, null, settings), null)
})
