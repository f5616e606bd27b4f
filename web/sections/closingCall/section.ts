import {defineQuery} from 'groq'
import {BUTTON, t} from '../../../schemas/site/fragments'
import type {ClosingCallSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What ClosingCall receives: the fields of the page query's branch for a `closingCall` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "text": ${t('text')},
  "button": button{${BUTTON}}
`

const closingCallSection = defineQuery(`${PAGE_SECTIONS}[_type == "closingCall"][0]{_key, _type, ${projection}}`)

export const closingCall = defineSection<ClosingCallSectionResult>({
  type: 'closingCall',
  projection,
  typeQuery: closingCallSection,
})
