import {diffRevisions} from './revisionDiff'

let key = 0
const block = (text: string, style = 'normal', listItem?: string) => ({
  _type: 'block',
  _key: `k${++key}`,
  style,
  ...(listItem && {listItem}),
  children: [{_type: 'span', text}],
})

describe('diffRevisions', () => {
  const older = [
    block('1. Aceptación', 'h2'),
    block('Al usar la aplicación usted acepta estos términos.'),
    block('Los datos se guardan durante cinco años.'),
    block('2. Contacto', 'h2'),
    block('Escríbanos a info@habitum.example.'),
  ]
  const newer = [
    block('1. Aceptación', 'h2'),
    block('Al usar la aplicación o el sitio usted acepta estos términos.'),
    block('2. Datos personales', 'h2'),
    block('Puede pedir una copia de sus datos.', 'normal', 'bullet'),
    block('2. Contacto', 'h2'),
    block('Escríbanos a info@habitum.example.'),
  ]

  it('keeps unchanged paragraphs and headings as they are', () => {
    const result = diffRevisions(older, newer)
    expect(result[0]).toEqual({kind: 'same', style: 'h2', parts: [{text: '1. Aceptación'}]})
    expect(result.at(-1)).toEqual({kind: 'same', style: 'normal', parts: [{text: 'Escríbanos a info@habitum.example.'}]})
  })

  it('marks the words added to and removed from a paragraph changed in place', () => {
    expect(diffRevisions(older, newer)[1]).toEqual({
      kind: 'changed',
      style: 'normal',
      parts: [
        {text: 'Al usar la aplicación '},
        {text: 'o el sitio ', change: 'added'},
        {text: 'usted acepta estos términos.'},
      ],
    })
  })

  it('a paragraph replaced by another kind of block, or with no counterpart, stands alone, keeping its style', () => {
    const result = diffRevisions(older, newer)
    expect(result[2]).toEqual({
      kind: 'removed',
      style: 'normal',
      parts: [{text: 'Los datos se guardan durante cinco años.', change: 'removed'}],
    })
    expect(result[3]).toEqual({kind: 'added', style: 'h2', parts: [{text: '2. Datos personales', change: 'added'}]})
    expect(result[4]).toEqual({
      kind: 'added',
      style: 'normal',
      listItem: 'bullet',
      parts: [{text: 'Puede pedir una copia de sus datos.', change: 'added'}],
    })
    expect(result).toHaveLength(7)
  })

  it('a revision compared with itself has no changes; with an empty one, everything is added', () => {
    expect(diffRevisions(older, older).every((paragraph) => paragraph.kind === 'same')).toBe(true)
    expect(diffRevisions(undefined, older).map((paragraph) => paragraph.kind)).toEqual(Array(5).fill('added'))
  })
})
