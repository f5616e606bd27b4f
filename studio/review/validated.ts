import {getDraftId, useSchema, useValidationStatus, type ObjectSchemaType, type Path, type SchemaType} from 'sanity'

/**
 * The first error of a document, said as the «Validación» panel says it: where, and what; and the
 * field to take the editor to (an object's first field: «Pregunta» opens at its Spanish text).
 */
export type FirstError = {path: Path; focusPath: Path; where: string; message: string}

type Step = {type: SchemaType; title?: string}

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
      if (field) steps.push({type: field.type, title: field.type.title ?? field.name})
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
      if (type) steps.push({type, title: type.title})
    }
  }
  return steps
}

/** The path to the first field inside an object field, down to a field one can type in. */
function firstFieldOf(type: SchemaType | undefined, path: Path): Path {
  let current = type
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
  const firstError: FirstError | undefined = error && {
    path: error.path,
    focusPath: firstFieldOf(steps.at(-1)?.type, error.path),
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
