import {headingAnchors, slugify, tableOfContents} from './portableText'

const block = (key: string, style: string, text: string) => ({_key: key, _type: 'block', style, children: [{_type: 'span', text}]})

describe('headings of Portable Text', () => {
  it('makes readable anchors without accents', () => {
    expect(slugify('Aceptación y consentimiento')).toBe('aceptacion-y-consentimiento')
    expect(slugify('¿Qué datos?  (Ley 25.326)')).toBe('que-datos-ley-25-326')
  })

  it('gives every h2 and h3 a unique anchor, and lists the h2s as contents', () => {
    const body = [block('a', 'h2', 'Cookies'), block('b', 'normal', 'Texto'), block('c', 'h3', 'Cookies'), block('d', 'h2', 'Enlaces')]
    expect([...headingAnchors(body)]).toEqual([
      ['a', 'cookies'],
      ['c', 'cookies-2'],
      ['d', 'enlaces'],
    ])
    expect(tableOfContents(body)).toEqual([
      {id: 'cookies', text: 'Cookies'},
      {id: 'enlaces', text: 'Enlaces'},
    ])
  })
})
