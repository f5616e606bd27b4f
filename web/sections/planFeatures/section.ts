import {defineQuery} from 'groq'
import {FEATURE_ITEM, t} from '../../../schemas/site/fragments'
import type {PlanFeaturesSectionResult} from '../../sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'
import {schema} from './schema'

/** What PlanFeatures receives: the fields of the page query's branch for a `planFeatures` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "items": items[]{${FEATURE_ITEM}}
`

const planFeaturesSection = defineQuery(`${PAGE_SECTIONS}[_type == "planFeatures"][0]{_key, _type, ${projection}}`)

export const planFeatures = defineSection<PlanFeaturesSectionResult>({
  type: 'planFeatures',
  schema,
  projection,
  typeQuery: planFeaturesSection,
})
