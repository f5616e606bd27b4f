import {FEATURE_ITEM, t} from '../../lib/content/fragments'

/** What Prevention receives: the page query's branch for a `prevention` section. */
export const preventionProjection = /* groq */ `
  _type == "prevention" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "text": ${t('text')},
    "highlights": highlights[]{${FEATURE_ITEM}}
  }
`
