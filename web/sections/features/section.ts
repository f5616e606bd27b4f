import {defineQuery} from 'groq'
import {FEATURE_ITEM, t} from '../../../schemas/site/fragments'
import type {FeaturesSectionResult} from '../../sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'
import {schema} from './schema'

/** What Features receives: the fields of the page query's branch for a `features` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "items": items[]{${FEATURE_ITEM}}
`

const featuresSection = defineQuery(`${PAGE_SECTIONS}[_type == "features"][0]{_key, _type, ${projection}}`)

export const features = defineSection<FeaturesSectionResult>({
  type: 'features',
  schema,
  projection,
  typeQuery: featuresSection,
})
