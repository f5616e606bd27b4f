/** @jest-environment node */
import {spanishFallbacksOf} from './fallbacks'

describe('the texts a document shows in Spanish on its English page', () => {
  it('are its bilingual texts without English, and the blocks of its rich texts without English', () => {
    const found = spanishFallbacksOf([
      {
        _type: 'page',
        title: {_type: 'localeString', es: 'Inicio', en: 'Home'},
        sections: [
          {
            _type: 'features',
            heading: {_type: 'localeString', es: 'Funcionalidades'},
            items: [{title: {_type: 'localeString', es: 'Registro', en: ' '}}],
            image: {alt: {_type: 'localeString', es: 'Una balanza'}},
          },
        ],
      },
      {
        _type: 'faqItem',
        answer: {_type: 'localeBlockContent', es: [{_type: 'block', _key: 'b1'}, {_type: 'block', _key: 'b2'}], en: []},
        question: {_type: 'localeString', es: '', en: ''},
      },
    ])
    expect([...found.texts]).toEqual(['Funcionalidades', 'Registro', 'Una balanza'])
    expect([...found.blocks]).toEqual(['b1', 'b2'])
  })
})
