import {defineQuery} from 'groq'
import {BUTTON, IMAGE, t} from '../../../schemas/site/fragments'
import type {ClinicPartnershipSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What ClinicPartnership receives: the fields of the page query's branch for a `clinicPartnership` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "text": ${t('text')},
  "button": button{${BUTTON}},
  "image": image{${IMAGE}}
`

const clinicPartnershipSection = defineQuery(
  `${PAGE_SECTIONS}[_type == "clinicPartnership"][0]{_key, _type, ${projection}}`,
)

export const clinicPartnership = defineSection<ClinicPartnershipSectionResult>({
  type: 'clinicPartnership',
  projection,
  typeQuery: clinicPartnershipSection,
})
