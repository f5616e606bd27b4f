import {IMAGE, t} from '../../lib/content/fragments'

/** What Hero receives: the page query's branch for a `hero` section. */
export const heroProjection = /* groq */ `
  _type == "hero" => {
    "heading": ${t('heading')},
    "intro": ${t('intro')},
    "images": images[]{_key, ${IMAGE}},
    "backdrop": backdrop{${IMAGE}}
  }
`
