import {
  getDraftId,
  useSchema,
  useValidationStatus,
  type ObjectSchemaType,
  type Path,
  type SchemaType,
  type ValidationMarker,
} from 'sanity'
import {uncheckedLinkOf} from '../../schemas/validation/externalLinks'
import {walk, whereOf} from './where'

/**
 * The first error of a document, said as the «Validación» panel says it: where, and what; and the
 * field to take the editor to (an object's first field: «Pregunta» opens at its Spanish text).
 */
export type FirstError = {path: Path; focusPath: Path; where: string; message: string}

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
 * not count. `revision` is the draft's revision the validation judged (what an approval records),
 * `uncheckedLinks` the external links the site could not be asked about (an approval records them too).
 */
export function useValidatedDraft(
  id: string,
  type: string,
  draft: Record<string, unknown> | null,
  {answered}: {answered?: (marker: ValidationMarker) => boolean} = {},
) {
  const schema = useSchema()
  const {isValidating, validation, revision} = useValidationStatus(getDraftId(id), type, true)
  // `answered`: an error something else resolves (a document this one's launch publishes with it).
  const error = validation.find((marker) => marker.level === 'error' && !answered?.(marker))
  const schemaType = schema.get(type)
  const steps = error && schemaType ? walk(schemaType, draft, error.path) : []
  // The error's path with each array item by its key (what the form's `onPathOpen` expects).
  const path: Path | undefined =
    error && (steps.length === error.path.length ? steps.map((step) => step.segment) : error.path)
  const firstError: FirstError | undefined = error && {
    path: path!,
    focusPath: firstFieldOf(steps.at(-1)?.type, path!),
    // Where it is, in the form's words («Secciones / Llamada final / Botón / Destino»).
    where: whereOf(steps),
    message: error.message,
  }
  // External links the site could not be asked about: an approval records them.
  const uncheckedLinks = [
    ...new Set(
      validation.flatMap((marker) => {
        const href = marker.level === 'warning' ? uncheckedLinkOf(marker.message) : undefined
        return href ? [href] : []
      }),
    ),
  ]
  return {settled: !isValidating, firstError, revision, uncheckedLinks}
}

/** Why a review step waits: the draft's first error, or its being checked still; null when it may go on. */
export function checksBlocker({settled, firstError}: {settled: boolean; firstError?: FirstError}): string | null {
  if (firstError)
    return `Corrija primero ${firstError.where ? `«${firstError.where}»` : 'el documento'}: ${firstError.message}`
  if (!settled) return 'Comprobando el documento…'
  return null
}
