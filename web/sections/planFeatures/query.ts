import {FEATURE_ITEM, t} from '../../lib/content/fragments'

/** What PlanFeatures receives: the page query's branch for a `planFeatures` section. */
export const planFeaturesProjection = /* groq */ `
  _type == "planFeatures" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "items": items[]{${FEATURE_ITEM}}
  }
`
