import {defineQuery} from 'groq'
import {t} from '../../../schemas/site/fragments'
import type {ContactSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Contact receives: the fields of the page query's branch for a `contact` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  anchor,
  "intro": ${t('intro')}
`

const contactSection = defineQuery(`${PAGE_SECTIONS}[_type == "contact"][0]{_key, _type, ${projection}}`)

export const contact = defineSection<ContactSectionResult>({
  type: 'contact',
  projection,
  typeQuery: contactSection,
})
