/** @jest-environment node */
import {legalTermWords, withLegalTerms} from './legalTerms'
import {plainText, type Block} from './portableText'

/** A paragraph saying the contact-data retention term, as the Studio stores it. */
const SAYS_TERM: Block[] = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'normal',
    children: [
      {_type: 'span', _key: 's1', text: 'Los conservamos ', marks: ['strong']},
      {_type: 'legalTerm', _key: 't1', term: 'contactRetention'},
      {_type: 'span', _key: 's2', text: ' y luego los borramos.', marks: []},
    ],
  },
  {_type: 'block', _key: 'b2', style: 'normal', children: [{_type: 'span', _key: 's3', text: 'Nada más.', marks: []}]},
]

describe('the privacy policy’s terms in a text', () => {
  it('are written out in the text’s language, as plain spans keeping their keys', () => {
    const spanish = withLegalTerms(SAYS_TERM, {contactRetentionMonths: 24}, 'es')
    expect(spanish.map(plainText)).toEqual(['Los conservamos 24 meses y luego los borramos.', 'Nada más.'])
    expect(spanish[0]!.children![1]).toEqual({_type: 'span', _key: 't1', text: '24 meses', marks: []})
    // What says no term is handed back as it was: its identity is what marks a Spanish fallback.
    expect(spanish[1]).toBe(SAYS_TERM[1])
    expect(withLegalTerms(SAYS_TERM, {contactRetentionMonths: 1}, 'en').map(plainText)[0]).toBe(
      'Los conservamos 1 month y luego los borramos.',
    )
  })

  it('never leave a blank where a revision has no value', () => {
    expect(legalTermWords('contactRetention', {contactRetentionMonths: null}, 'es')).toBe(
      'el plazo que fija la Política de privacidad',
    )
    expect(legalTermWords('contactRetention', undefined, 'en')).toBe('the period the Privacy Policy sets')
    expect(legalTermWords('contactRetention', {contactRetentionMonths: 1}, 'es')).toBe('1 mes')
  })

  it('leave what is not Portable Text alone', () => {
    expect(withLegalTerms(null, {contactRetentionMonths: 24}, 'es')).toBeNull()
  })
})
