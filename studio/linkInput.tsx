import {useEffect} from 'react'
import type {InputProps} from 'sanity'
import {LINK_HREF_FIELD} from '../schemas/objects/links'
import {noteLinkTyped} from '../schemas/validation/externalLinks'

/** Whether an input is a link's address (a button's «Destino», a rich text link's «Dirección»). */
export const isLinkHref = ({path, schemaType}: InputProps) =>
  schemaType.jsonType === 'string' && path.at(-1) === LINK_HREF_FIELD

/**
 * A link's address as Sanity draws it, telling the external link check what is being typed, so it
 * asks the site only once the editor stops (schemas/validation/externalLinks.ts).
 */
export function LinkHrefInput(props: InputProps) {
  const {path, value} = props
  useEffect(() => {
    noteLinkTyped(path, typeof value === 'string' ? value : undefined)
  }, [path, value])
  return props.renderDefault(props)
}
