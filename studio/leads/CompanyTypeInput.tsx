import type {InputProps, StringInputProps} from 'sanity'
import {contactRequest} from '../../schemas/documents/contactRequest'
import {companyTypeTitle, useCompanyTypeTitles} from './companyTypes'

/** Whether an input is a lead's «Tipo de organización» (the value the form sent, read-only). */
export const isLeadCompanyType = ({path, schemaType}: InputProps) =>
  schemaType.jsonType === 'string' &&
  path.length === 1 &&
  path[0] === 'category' &&
  schemaType.title === contactRequest.fields.find((field) => field.name === 'category')?.title

/**
 * A lead's organisation type by its label in the dataset («Prepaga»), as Sanity draws a read-only
 * text; the value itself when no company type has it. Empty until the labels are read, rather
 * than a value an editor would then see change.
 */
export function CompanyTypeInput(props: InputProps) {
  // Only what nobody edits may be drawn as something other than its value.
  if (!props.readOnly) return props.renderDefault(props)
  return <CompanyTypeLabel {...props} />
}

function CompanyTypeLabel(props: InputProps) {
  const titles = useCompanyTypeTitles()
  const {value, elementProps} = props as StringInputProps
  const shown = titles ? (companyTypeTitle(value, titles) ?? '') : ''
  return props.renderDefault({...props, value: shown, elementProps: {...elementProps, value: shown}} as InputProps)
}
