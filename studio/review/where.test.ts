/** @jest-environment node */
import type {Path, SchemaType} from 'sanity'
import {schemaTypes} from '../../schemas'
import {walk, whereOf} from './where'

/** A legal document whose text has one paragraph with a link (its address the problem), as the lake holds it. */
const legal = {
  _id: 'legal-privacy-policy',
  _type: 'legalDocument',
  revisions: [
    {
      _type: 'legalRevision',
      _key: 'rev1',
      body: {
        _type: 'localeBlockContent',
        es: [
          {
            _type: 'block',
            _key: 'par1',
            style: 'normal',
            markDefs: [{_type: 'link', _key: 'lnk1', href: 'https://forms.example.com/habitum/suscripcion'}],
            children: [
              {_type: 'span', _key: 's1', text: 'Puede darse de baja en ', marks: []},
              {_type: 'span', _key: 's2', text: 'el formulario de baja', marks: ['lnk1']},
              {_type: 'span', _key: 's3', text: ' cuando quiera, sin dar ningún motivo.', marks: []},
            ],
          },
        ],
      },
    },
  ],
}

let schema: {get: (name: string) => SchemaType | undefined}
beforeAll(async () => {
  const {createSchema} = await import('sanity')
  schema = createSchema({name: 'habitum', types: schemaTypes})
})

const whereIn = (document: typeof legal, path: Path) => whereOf(walk(schema.get(document._type)!, document, path))
const inText: Path = ['revisions', {_key: 'rev1'}, 'body', 'es', {_key: 'par1'}]

describe('where a problem is, in the form’s words', () => {
  it('names a link inside a rich text by the words it links, not by Sanity’s storage', () => {
    const where = whereIn(legal, [...inText, 'markDefs', {_key: 'lnk1'}, 'href'])
    expect(where).toBe('Versiones / Versión / Texto / Español / Enlace «el formulario de baja»')
    expect(where).not.toMatch(/Block|Mark definitions|Dirección/)
  })

  it('names a paragraph, and words in it, by their first words', () => {
    expect(whereIn(legal, inText)).toBe('Versiones / Versión / Texto / Español / Párrafo «Puede darse de baja en el…»')
    expect(whereIn(legal, [...inText, 'children', {_key: 's2'}])).toBe(
      'Versiones / Versión / Texto / Español / Texto «el formulario de baja»',
    )
  })

  it('keeps every step of the path, said or not, with items by their key (what the form opens)', () => {
    const path: Path = [...inText, 'markDefs', {_key: 'lnk1'}, 'href']
    expect(walk(schema.get('legalDocument')!, legal, path).map((step) => step.segment)).toEqual(path)
  })

  it('names fields outside rich text by their titles, as before', () => {
    expect(whereIn(legal, ['revisions', {_key: 'rev1'}, 'lastUpdated'])).toBe(
      'Versiones / Versión / Última actualización',
    )
  })
})
