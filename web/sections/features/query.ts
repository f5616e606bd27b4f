import {FEATURE_ITEM, t} from '../../lib/content/fragments'

/** What Features receives: the page query's branch for a `features` section. */
export const featuresProjection = /* groq */ `
  _type == "features" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "items": items[]{${FEATURE_ITEM}}
  }
`
