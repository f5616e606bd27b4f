import type {ObjectSchemaType, Schema, SchemaType} from 'sanity'

/**
 * Spanish titles for the fields Sanity adds to its own types with fixed English titles, which a
 * schema cannot set (a paragraph type may not redefine its fields): its «Validación» panel names a
 * problem's place by them («… / Párrafo / Mark definitions / Enlace / Dirección», issue 53). They
 * are retitled once the schema is compiled, before the Studio draws anything (studio/layout.tsx).
 * By the field's name, each the same in every type of its kind.
 */
const PARAGRAPH_PARTS: Readonly<Record<string, string>> = {
  children: 'Texto',
  style: 'Estilo',
  listItem: 'Tipo de lista',
  // The annotations of a paragraph: in this Studio, its links.
  markDefs: 'Enlaces',
  level: 'Sangría',
}

/** A paragraph's run of text, and its fields. */
const SPAN_TITLE = 'Fragmento de texto'
const SPAN_PARTS: Readonly<Record<string, string>> = {text: 'Texto', marks: 'Formato'}

/** An address's parts (a page's «Dirección»). */
const SLUG_PARTS: Readonly<Record<string, string>> = {current: 'Texto de la dirección', source: 'Campo de origen'}

const isOfKind = (type: SchemaType | undefined, kind: string): boolean =>
  Boolean(type && (type.name === kind || isOfKind(type.type, kind)))

const setTitle = (type: SchemaType, title: string) => {
  ;(type as {title?: string}).title = title
}

function retitleFields(type: ObjectSchemaType, titles: Readonly<Record<string, string>>) {
  for (const field of type.fields) if (titles[field.name]) setTitle(field.type, titles[field.name]!)
}

const done = new WeakSet<Schema>()

/** Retitles the parts of every paragraph and address type of a compiled schema; a schema is walked once. */
export function retitleSanityParts(schema: Schema) {
  if (done.has(schema)) return
  done.add(schema)
  const seen = new Set<SchemaType>()
  const visit = (type: SchemaType | undefined) => {
    if (!type || seen.has(type)) return
    seen.add(type)
    if (isOfKind(type, 'slug') && 'fields' in type) retitleFields(type, SLUG_PARTS)
    if (isOfKind(type, 'block') && 'fields' in type) {
      retitleFields(type, PARAGRAPH_PARTS)
      const children = type.fields.find((field) => field.name === 'children')?.type
      for (const member of children && 'of' in children ? children.of : []) {
        if (member.name !== 'span') continue
        setTitle(member, SPAN_TITLE)
        if ('fields' in member) retitleFields(member, SPAN_PARTS)
      }
    }
    if ('fields' in type) for (const field of type.fields) visit(field.type)
    if ('of' in type) for (const member of type.of) visit(member)
  }
  for (const name of schema.getTypeNames()) visit(schema.get(name))
}
