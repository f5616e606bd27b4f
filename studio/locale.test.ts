/** @jest-environment node */
import {readdirSync, readFileSync} from 'node:fs'
import path from 'node:path'
import {schemaTypes} from '../schemas'
import {DOCUMENT_GENDER, newDocumentTitles, spanishCompletions} from './locale'

/** Every key Sanity's own (English) strings define, as its built files write them: `"key": "…"`. */
function sanityKeys(): Set<string> {
  const lib = path.join(path.dirname(require.resolve('sanity/package.json')), 'lib')
  const keys = new Set<string>()
  for (const file of readdirSync(lib).filter((name) => name.endsWith('.js'))) {
    for (const [, key] of readFileSync(path.join(lib, file), 'utf8').matchAll(/"([a-z0-9-]+(?:\.[\w{}-]+)+)": [`"]/g))
      keys.add(key!)
  }
  return keys
}

const documentTypes = (schemaTypes as ReadonlyArray<{name: string; type?: string}>).filter(
  (type) => type.type === 'document',
)

describe("Sanity's interface, completed in Spanish", () => {
  it('completes only strings Sanity has: a key it renamed or dropped is noticed here', async () => {
    const known = sanityKeys()
    const completed = await Promise.all(
      spanishCompletions.map(async (bundle) => {
        const resources = typeof bundle.resources === 'function' ? await bundle.resources() : bundle.resources
        const strings = 'default' in resources ? resources.default : resources
        return Object.keys(strings as object).filter((key) => !key.startsWith('habitum.'))
      }),
    )
    expect(completed.flat().filter((key) => !known.has(key))).toEqual([])
  })

  it('names each new document as Spanish does, by its type’s gender', () => {
    expect(Object.keys(DOCUMENT_GENDER).sort()).toEqual(documentTypes.map((type) => type.name).sort())
    const titles = newDocumentTitles()
    expect(titles['habitum.new-document.Pregunta frecuente']).toBe('Nueva pregunta frecuente')
    expect(titles['habitum.new-document.Institución']).toBe('Nueva institución')
    expect(titles['habitum.new-document.Documento legal']).toBe('Nuevo documento legal')
    expect(() => newDocumentTitles([{name: 'recipe', type: 'document', title: 'Receta'}])).toThrow(/Receta/)
  })
})

describe('the titles Sanity makes up where the schema gives none', () => {
  it('are none: every reference in a list, and every paragraph of a text, has a Spanish title', async () => {
    const {createSchema} = await import('sanity')
    const schema = createSchema({name: 'habitum', types: schemaTypes})
    const madeUp: string[] = []
    const visit = (type: {name?: string; title?: string; of?: unknown[]; fields?: unknown[]}, where: string) => {
      if (/^(?:Reference to|Global Document Reference|Block$)/.test(type.title ?? ''))
        madeUp.push(`${where}: ${type.title}`)
      for (const member of (type.of ?? []) as Array<typeof type>) visit(member, `${where}[]`)
      for (const field of (type.fields ?? []) as Array<{name: string; type: typeof type}>)
        if (field.name !== 'markDefs' && field.name !== 'children') visit(field.type, `${where}.${field.name}`)
    }
    for (const {name} of schemaTypes) visit(schema.get(name)!, name)
    expect(madeUp).toEqual([])
  })
})
