import {FEATURE_ITEM, IMAGE, t} from '../../lib/content/fragments'

/** What PassportGuide receives: the page query's branch for a `passportGuide` section. */
export const passportGuideProjection = /* groq */ `
  _type == "passportGuide" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "intro": ${t('intro')},
    "steps": steps[]{${FEATURE_ITEM}},
    "image": image{${IMAGE}}
  }
`
