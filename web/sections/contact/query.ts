import {t} from '../../lib/content/fragments'

/** What Contact receives: the page query's branch for a `contact` section. */
export const contactProjection = /* groq */ `
  _type == "contact" => {
    "heading": ${t('heading')},
    anchor,
    "intro": ${t('intro')}
  }
`
