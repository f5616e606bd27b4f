import type {InputProps, ObjectInputProps} from 'sanity'
import {SeoPreviewInput} from './SeoPreviewInput'

/** The form's inputs as Sanity draws them, but an `seo` object with its preview beside it. */
export function withSeoPreview(props: InputProps) {
  return props.schemaType.name === 'seo' ? (
    <SeoPreviewInput {...(props as ObjectInputProps)} />
  ) : (
    props.renderDefault(props)
  )
}
