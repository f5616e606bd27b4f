/** @jest-environment node */
import assert from '../support/assert'
import path from 'node:path'
import {formatProblem, validateSnapshot} from '../../scripts/validate-content'
import {
  contentHash,
  pendingReviews,
  publicationOf,
  publishBlocker,
  publishedProblem,
  requestBlocker,
  reviewBlocker,
  type ReviewedDocument,
  type ReviewSettings,
} from '../../schemas/review/rules'

const repository = path.resolve(__dirname, '../..')
const ON: ReviewSettings = {required: true, healthReviewers: ['rev', 'ana'], legalReviewers: ['jurista']}
const AT = '2026-11-25T10:00:00Z'

const faq = (question: string, extra: Partial<ReviewedDocument> = {}): ReviewedDocument => ({
  _id: 'drafts.faq-1',
  _type: 'faqItem',
  _rev: 'r1',
  key: 1,
  question: {_type: 'localeString', es: question},
  ...extra,
})

/** A draft as the Studio's actions leave it: asked for by `author`, then approved by `reviewer`. */
function reviewed(question: string, author: string, reviewer?: string, type = 'faqItem'): ReviewedDocument {
  const draft = {...faq(question), _type: type}
  const hash = contentHash(draft)
  return {
    ...draft,
    review: {
      request: {requestedBy: author, requestedAt: AT, contentHash: hash},
      ...(reviewer ? {approval: {approvedBy: reviewer, approvedAt: AT, contentHash: hash}} : {}),
    },
  }
}

describe('the content fingerprint', () => {
  test('is the same for the draft and the published document, and ignores the review records', () => {
    const draft = faq('¿Qué es Habitum?', {_updatedAt: AT})
    const published = {...faq('¿Qué es Habitum?'), _id: 'faq-1', _rev: 'r9', publication: {writtenBy: 'ana'}}
    assert.equal(contentHash(draft), contentHash(published))
    assert.equal(contentHash(draft), contentHash(reviewed('¿Qué es Habitum?', 'ana', 'rev')))
  })

  test('changes with any edit, however deep, and ignores the order of keys and draft reference marks', () => {
    assert.notEqual(contentHash(faq('¿Qué es Habitum?')), contentHash(faq('¿Qué es Habitum?!')))
    const reference = {_type: 'reference', _ref: 'x', _weak: true, _strengthenOnPublish: {type: 'sponsor'}}
    assert.equal(
      contentHash({_type: 'page', b: 1, a: {d: [reference], c: 2}}),
      contentHash({_type: 'page', a: {c: 2, d: [{_ref: 'x', _type: 'reference'}]}, b: 1}),
    )
  })
})

describe('publishing a reviewed type', () => {
  test('needs an approval, and says what is missing at each step', () => {
    assert.match(publishBlocker(faq('Hola'), ON)!, /Falta la aprobación de un revisor de contenido de salud/)
    assert.match(publishBlocker(reviewed('Hola', 'ana'), ON)!, /la revisión solicitada está pendiente/)
    assert.equal(publishBlocker(reviewed('Hola', 'ana', 'rev'), ON), null)
  })

  test('an edit after the approval voids it', () => {
    const approved = reviewed('Hola', 'ana', 'rev')
    const edited = {...approved, question: {_type: 'localeString', es: 'Hola, editado'}}
    assert.match(publishBlocker(edited, ON)!, /La aprobación quedó sin efecto: hubo cambios después/)
    assert.equal(requestBlocker(edited, ON), null)
  })

  test('an approval by the author, or by someone no longer a reviewer, does not count', () => {
    assert.match(publishBlocker(reviewed('Hola', 'ana', 'ana'), ON)!, /la dio quien escribió los cambios/)
    assert.match(publishBlocker(reviewed('Hola', 'ana', 'jurista'), ON)!, /ya no es revisor de contenido de salud/)
  })

  test('a returned draft shows the comment until it changes', () => {
    const draft = faq('Hola')
    const returned = {
      ...draft,
      review: {returned: {returnedBy: 'rev', returnedAt: AT, comment: 'Cite la fuente', contentHash: contentHash(draft)}},
    }
    assert.match(publishBlocker(returned, ON)!, /«Cite la fuente»/)
    assert.match(publishBlocker({...returned, key: 2}, ON)!, /Falta la aprobación/)
  })

  test('with the rule off, or for a type that is not reviewed, nothing is needed', () => {
    assert.equal(publishBlocker(faq('Hola'), {...ON, required: false}), null)
    assert.equal(publishBlocker(faq('Hola'), undefined), null)
    assert.equal(publishBlocker({_id: 'drafts.s', _type: 'sponsor'}, ON), null)
  })

  test('legal documents need a legal reviewer', () => {
    assert.match(publishBlocker(reviewed('Hola', 'ana', 'rev', 'legalDocument'), ON)!, /ya no es revisor de documentos legales/)
    assert.match(reviewBlocker(reviewed('Hola', 'ana', undefined, 'legalDocument'), ON, 'rev')!, /Solo los revisores de documentos legales/)
    assert.equal(reviewBlocker(reviewed('Hola', 'ana', undefined, 'legalDocument'), ON, 'jurista'), null)
  })

  test('the contact form (its notice and rights notice) is a legal text: a legal reviewer approves it, not a health one', () => {
    assert.match(publishBlocker({_id: 'drafts.contactForm', _type: 'contactForm'}, ON)!, /Falta la aprobación de un revisor de documentos legales/)
    const requested = reviewed('Hola', 'ana', undefined, 'contactForm')
    assert.equal(requestBlocker({_id: 'drafts.contactForm', _type: 'contactForm'}, ON), null)
    assert.match(reviewBlocker(requested, ON, 'rev')!, /Solo los revisores de documentos legales/)
    assert.equal(reviewBlocker(requested, ON, 'jurista'), null)
    assert.match(publishBlocker(reviewed('Hola', 'ana', 'rev', 'contactForm'), ON)!, /ya no es revisor de documentos legales/)
    assert.equal(publishBlocker(reviewed('Hola', 'ana', 'jurista', 'contactForm'), ON), null)
    assert.deepEqual(
      pendingReviews([{...requested, _id: 'drafts.contactForm'}], ON).map(({document}) => document._id),
      ['drafts.contactForm'],
    )
    // Published before the rule was turned on: no record, as any other reviewed document; fine while it is off.
    assert.match(publishedProblem({_id: 'contactForm', _type: 'contactForm'}, ON)!, /publicado sin la aprobación/)
    assert.equal(publishedProblem({_id: 'contactForm', _type: 'contactForm'}, {required: false}), null)
  })
})

describe('approving', () => {
  test('is for a reviewer of its kind other than the one who asked, on a pending request', () => {
    assert.equal(reviewBlocker(reviewed('Hola', 'ana'), ON, 'rev'), null)
    assert.match(reviewBlocker(reviewed('Hola', 'ana'), ON, 'ana')!, /No puede aprobar sus propios cambios/)
    assert.match(reviewBlocker(reviewed('Hola', 'ana'), ON, 'pedro')!, /Solo los revisores de contenido de salud/)
    assert.match(reviewBlocker(faq('Hola'), ON, 'rev')!, /Nadie solicitó la revisión/)
    assert.match(reviewBlocker(reviewed('Hola', 'ana', 'rev'), ON, 'rev')!, /ya está aprobada/)
  })

  test('a request is void once the draft changes', () => {
    const requested = reviewed('Hola', 'ana')
    assert.match(reviewBlocker({...requested, key: 7}, ON, 'rev')!, /Nadie solicitó la revisión de esta versión/)
  })
})

describe('a published document under the rule', () => {
  const published = (draft: ReviewedDocument) => {
    return {...draft, review: undefined, _id: 'faq-1', publication: publicationOf(draft, AT)}
  }

  test('is valid with the record the Studio writes', () => {
    assert.equal(publishedProblem(published(reviewed('Hola', 'ana', 'rev')), ON), null)
  })

  test('fails without a record, approved by its author, or changed after approval', () => {
    assert.match(publishedProblem(faq('Hola', {_id: 'faq-1'}), ON)!, /publicado sin la aprobación de un revisor/)
    assert.match(publishedProblem(published(reviewed('Hola', 'ana', 'ana')), ON)!, /aprobado por quien lo escribió/)
    const changed = {...published(reviewed('Hola', 'ana', 'rev')), key: 9}
    assert.match(publishedProblem(changed, ON)!, /cambió después de la aprobación/)
    assert.equal(publishedProblem(faq('Hola', {_id: 'faq-1'}), {required: false}), null)
  })
})

test('the content check fails on each published health or legal document without a valid approval, naming it and the rule', async () => {
  const problems = (await validateSnapshot(path.join(repository, 'tests/fixtures/unreviewed-content')))
    .filter((problem) => problem.path === 'publication')
    .map(formatProblem)
  assert.deepEqual(problems, [
    'faq-unapproved (faqItem) › publication: publicado sin la aprobación de un revisor (regla «Exigir revisión antes de publicar»)',
    'faq-self-approved (faqItem) › publication: aprobado por quien lo escribió (rev-salud); debe aprobarlo otra persona (regla «Exigir revisión antes de publicar»)',
    'faq-changed-after-approval (faqItem) › publication: el contenido publicado no es el que se aprobó: cambió después de la aprobación (regla «Exigir revisión antes de publicar»)',
  ])
})

describe('«Pendientes de revisión»', () => {
  test('lists the drafts whose review was asked for and not answered, the newest request first', () => {
    const older = reviewed('¿Qué es Habitum?', 'ana')
    const newer = {...reviewed('¿Cuánto cuesta?', 'ana'), _id: 'drafts.faq-2'}
    newer.review!.request!.requestedAt = '2026-11-26T10:00:00Z'
    const approved = {...reviewed('¿Quién la usa?', 'ana', 'rev'), _id: 'drafts.faq-3'}
    const edited = {...reviewed('¿Dónde está?', 'ana'), _id: 'drafts.faq-4', key: 40}
    const returned = {...reviewed('¿Para quién es?', 'ana'), _id: 'drafts.faq-5'}
    returned.review = {
      ...returned.review,
      returned: {returnedBy: 'rev', returnedAt: AT, comment: 'Falta el precio', contentHash: contentHash(returned)},
    }
    const notReviewed = {...reviewed('Una nota', 'ana'), _id: 'drafts.note-1', _type: 'note'}
    assert.deepEqual(
      pendingReviews([older, newer, approved, edited, returned, notReviewed], ON).map(({document}) => document._id),
      ['drafts.faq-2', 'drafts.faq-1'],
    )
    assert.deepEqual(pendingReviews([older], {...ON, required: false}), [])
  })
})
