import {defineQuery} from 'groq'
import {IMAGE, t} from '../../../schemas/site/fragments'
import type {SponsorsSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Sponsors receives: the fields of the page query's branch for a `sponsors` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "sponsors": sponsors[]->{
    _id,
    name,
    url,
    "logo": logo{${IMAGE}}
  }
`

const sponsorsSection = defineQuery(`${PAGE_SECTIONS}[_type == "sponsors"][0]{_key, _type, ${projection}}`)

export const sponsors = defineSection<SponsorsSectionResult>({
  type: 'sponsors',
  projection,
  typeQuery: sponsorsSection,
})
