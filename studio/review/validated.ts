import {getDraftId, useSchema, useValidationStatus, type ObjectSchemaType, type Path, type SchemaType} from 'sanity'

/**
 * The first error of a document, said as the «Validación» panel says it: where, and what; and the
 * field to take the editor to (an object's first field: «Pregunta» opens at its Spanish text).
 */
export type FirstError = {path: Path; focusPath: Path; where: string; message: string}

type Step = {type: SchemaType; title?: string; segment: Path[number]}

/**
 * The schema types a path goes through, each with the title the form gives it: a field by its
 * title, an array item by its type's (found by the value's `_type`), as the «Validación» panel names them.
 */
function walk(schemaType: SchemaType, document: unknown, path: Path): Step[] {
  const steps: Step[] = []
  let type: SchemaType | undefined = schemaType
  let value: unknown = document
  for (const segment of path) {
    if (!type) break
    if (typeof segment === 'string' && 'fields' in type) {
      const field: ObjectSchemaType['fields'][number] | undefined = (type as ObjectSchemaType).fields.find(
        (candidate) => candidate.name === segment,
      )
      type = field?.type
      value = (value as Record<string, unknown> | undefined)?.[segment]
      if (field) steps.push({type: field.type, title: field.type.title ?? field.name, segment})
    } else if (type.jsonType === 'array') {
      const items = (value as Array<{_key?: string; _type?: string}> | undefined) ?? []
      const item =
        typeof segment === 'object' && segment !== null && '_key' in segment
          ? items.find((candidate) => candidate._key === segment._key)
          : typeof segment === 'number'
            ? items[segment]
            : undefined
      const of: SchemaType[] = 'of' in type ? (type as {of: SchemaType[]}).of : []
      type = of.find((candidate) => candidate.name === item?._type) ?? of[0]
      value = item
      // By key, as the form opens items: an index would name another item once the list moves.
      const keyed = item?._key ? {_key: item._key} : segment
      if (type) steps.push({type, title: type.title, segment: keyed})
    }
  }
  return steps
}

/** Rich text's own parts (a paragraph, its words): the text's editor opens at them as they are. */
const isRichText = (type: SchemaType | undefined): boolean =>
  Boolean(type && (type.name === 'block' || type.name === 'span' || isRichText(type.type)))

/** The path to the first field inside an object field, down to a field one can type in. */
function firstFieldOf(type: SchemaType | undefined, path: Path): Path {
  let current = isRichText(type) ? undefined : type
  const focus = [...path]
  while (current && current.jsonType === 'object' && 'fields' in current) {
    const first = (current as ObjectSchemaType).fields[0]
    if (!first) break
    focus.push(first.name)
    current = first.type
  }
  return focus
}

/**
 * Whether the draft as it is now has been validated, and its first error if it has one: what
 * «Solicitar revisión», «Aprobar» and «Publicar» wait for (checks first, then review). Warnings do
 * not count. `revision` is the draft's revision the validation judged (what an approval records).
 */
export function useValidatedDraft(id: string, type: string, draft: Record<string, unknown> | null) {
  const schema = useSchema()
  const {isValidating, validation, revision} = useValidationStatus(getDraftId(id), type, true)
  const error = validation.find((marker) => marker.level === 'error')
  const schemaType = schema.get(type)
  const steps = error && schemaType ? walk(schemaType, draft, error.path) : []
  // The error's path with each array item by its key (what the form's `onPathOpen` expects).
  const path: Path | undefined =
    error && (steps.length === error.path.length ? steps.map((step) => step.segment) : error.path)
  const firstError: FirstError | undefined = error && {
    path: path!,
    focusPath: firstFieldOf(steps.at(-1)?.type, path!),
    // Where it is, in the form's words («Secciones / Llamada final / Botón / Destino»).
    where: steps.flatMap((step) => (step.title ? [step.title] : [])).join(' / '),
    message: error.message,
  }
  return {settled: !isValidating, firstError, revision}
}

/** Why a review step waits: the draft's first error, or its being checked still; null when it may go on. */
export function checksBlocker({settled, firstError}: {settled: boolean; firstError?: FirstError}): string | null {
  if (firstError)
    return `Corrija primero ${firstError.where ? `«${firstError.where}»` : 'el documento'}: ${firstError.message}`
  if (!settled) return 'Comprobando el documento…'
  return null
}
