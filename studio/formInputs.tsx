import type {InputProps, ObjectInputProps} from 'sanity'
import {NoticeDaysInput} from './noticeDays'
import {SeoPreviewInput} from './seoPreview/SeoPreviewInput'

/**
 * The form's inputs as Sanity draws them, with what the Studio adds to a few: «Buscadores y redes»
 * with its search result and shared card (studio/seoPreview/), a legal revision's date with its
 * days of notice (studio/noticeDays.tsx), which draws the rest as they are.
 */
export function FormInput(props: InputProps) {
  if (props.schemaType.name === 'seo') return <SeoPreviewInput {...(props as ObjectInputProps)} />
  return <NoticeDaysInput {...props} />
}
