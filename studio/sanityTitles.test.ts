/** @jest-environment node */
import type {SchemaType} from 'sanity'
import {schemaTypes} from '../schemas'
import {retitleSanityParts} from './sanityTitles'

type Part = {name: string; type: SchemaType}
const titlesOf = (type: unknown) =>
  Object.fromEntries((type as {fields: Part[]}).fields.map((field) => [field.name, field.type.title]))

describe('the fields Sanity adds to its own types, retitled in Spanish', () => {
  it('names a paragraph’s parts and an address’s as the editor reads them', async () => {
    const {createSchema} = await import('sanity')
    const schema = createSchema({name: 'habitum', types: schemaTypes})
    const body = schema.get('blockContent') as unknown as {of: Array<{title: string}>}
    const paragraph = () => body.of.find((member) => member.title === 'Párrafo')!
    expect(titlesOf(paragraph()).markDefs).toBe('Mark definitions')

    retitleSanityParts(schema)
    expect(titlesOf(paragraph())).toMatchObject({
      children: 'Texto',
      style: 'Estilo',
      listItem: 'Tipo de lista',
      markDefs: 'Enlaces',
      level: 'Sangría',
    })
    const span = (paragraph() as unknown as {fields: Part[]}).fields.find((field) => field.name === 'children')!
      .type as unknown as {of: SchemaType[]}
    expect(span.of[0]!.title).toBe('Fragmento de texto')
    expect(titlesOf(span.of[0])).toMatchObject({text: 'Texto', marks: 'Formato'})
    const slug = (schema.get('page') as unknown as {fields: Part[]}).fields.find((field) => field.name === 'slug')!
    expect(titlesOf(slug.type)).toMatchObject({current: 'Texto de la dirección', source: 'Campo de origen'})
  })
})
