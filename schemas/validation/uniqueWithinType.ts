import type {ValidationContext} from 'sanity'
import {API_VERSION} from '../apiVersion'

type Uniqueness = {
  /** The document type whose documents must differ. */
  type: string
  /** The GROQ expression compared, e.g. `value` or `coalesce(slug.current, "")`. */
  field: string
  value: unknown
  /** The Spanish message the editor reads when another document already has the value. */
  taken: string
}

/**
 * The rule "unique within its type": no other document of the type has the same value. The
 * document's own draft and published version are one document, so they do not count.
 */
export async function uniqueWithinType(context: ValidationContext, {type, field, value, taken}: Uniqueness) {
  const id = context.document?._id.replace(/^drafts\./, '')
  const others = await context
    .getClient({apiVersion: API_VERSION})
    .fetch<number>(`count(*[_type == $type && ${field} == $value && !(_id in [$id, "drafts." + $id])])`, {
      type,
      value,
      id,
    })
  return others === 0 ? true : taken
}
