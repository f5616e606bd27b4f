import {defineQuery} from 'groq'
import {FEATURE_ITEM, t} from '../../../schemas/site/fragments'
import type {PreventionSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Prevention receives: the fields of the page query's branch for a `prevention` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "text": ${t('text')},
  "highlights": highlights[]{${FEATURE_ITEM}}
`

const preventionSection = defineQuery(`${PAGE_SECTIONS}[_type == "prevention"][0]{_key, _type, ${projection}}`)

export const prevention = defineSection<PreventionSectionResult>({
  type: 'prevention',
  projection,
  typeQuery: preventionSection,
})
