import {fieldChanges, plainText} from './fieldChanges'

const answer = (text: string) => [{_type: 'block', _key: 'a', children: [{_type: 'span', _key: 's', text}]}]

describe('fieldChanges', () => {
  const fields = [
    {name: 'key', title: 'Clave'},
    {name: 'question', title: 'Pregunta'},
    {name: 'answer', title: 'Respuesta'},
    {name: 'review', title: 'Revisión'},
  ]
  const published = {
    key: 2,
    question: {es: '¿Para quién es?', en: 'Who is it for?'},
    answer: {es: answer('Para usted cada semana.'), en: answer('For you every week.')},
  }

  it('lists each changed field, a bilingual one by language, and nothing else', () => {
    const draft = {
      ...published,
      answer: {...published.answer, es: answer('Para usted cada día.')},
      review: {request: {requestedBy: 'ana'}},
    }
    expect(fieldChanges(fields, published, draft)).toEqual([
      {label: 'Respuesta (español)', before: 'Para usted cada semana.', now: 'Para usted cada día.'},
    ])
  })

  it('ignores the translation source the Studio keeps beside the words', () => {
    const draft = {...published, question: {...published.question, englishSource: {fingerprint: 'x'}}}
    expect(fieldChanges(fields, published, draft)).toEqual([])
  })

  it('reads dates in words and links to other documents by what they are', () => {
    expect(plainText('2026-12-10')).toBe('10 de diciembre de 2026')
    expect(plainText({_type: 'reference', _ref: 'faq-2'})).toBe('(otro documento)')
    expect(plainText(true)).toBe('Sí')
  })
})
