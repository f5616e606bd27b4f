import {defineQuery} from 'groq'
import {FEATURE_ITEM, t} from '../../../schemas/site/fragments'
import type {FeaturesSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Features receives: the fields of the page query's branch for a `features` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "items": items[]{${FEATURE_ITEM}}
`

const featuresSection = defineQuery(`${PAGE_SECTIONS}[_type == "features"][0]{_key, _type, ${projection}}`)

export const features = defineSection<FeaturesSectionResult>({
  type: 'features',
  projection,
  typeQuery: featuresSection,
})
