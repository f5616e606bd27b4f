import {defineQuery} from 'groq'
import {FEATURE_ITEM, t} from '../../../schemas/site/fragments'
import type {PlanFeaturesSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What PlanFeatures receives: the fields of the page query's branch for a `planFeatures` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "items": items[]{${FEATURE_ITEM}}
`

const planFeaturesSection = defineQuery(`${PAGE_SECTIONS}[_type == "planFeatures"][0]{_key, _type, ${projection}}`)

export const planFeatures = defineSection<PlanFeaturesSectionResult>({
  type: 'planFeatures',
  projection,
  typeQuery: planFeaturesSection,
})
