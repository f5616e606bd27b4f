import {ILLUSTRATED_ITEM, t} from '../../lib/content/fragments'

/** What Pathologies receives: the page query's branch for a `pathologies` section. */
export const pathologiesProjection = /* groq */ `
  _type == "pathologies" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "intro": ${t('intro')},
    "cards": cards[]{${ILLUSTRATED_ITEM}}
  }
`
