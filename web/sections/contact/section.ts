import {defineQuery} from 'groq'
import {t} from '../../../schemas/site/fragments'
import type {ContactSectionResult} from '../../sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'
import {schema} from './schema'

/** What Contact receives: the fields of the page query's branch for a `contact` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  anchor,
  "intro": ${t('intro')}
`

const contactSection = defineQuery(`${PAGE_SECTIONS}[_type == "contact"][0]{_key, _type, ${projection}}`)

export const contact = defineSection<ContactSectionResult>({
  type: 'contact',
  schema,
  projection,
  typeQuery: contactSection,
  // Every contact form offers every company type, and says what the contact form's document says.
  shows: {companyType: 'all', contactForm: 'all'},
})
