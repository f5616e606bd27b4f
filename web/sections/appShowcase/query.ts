import {localizedImage, t} from '../../lib/content/fragments'

/** What AppShowcase receives: the page query's branch for a `appShowcase` section. */
export const appShowcaseProjection = /* groq */ `
  _type == "appShowcase" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "tabs": tabs[]{
      _key,
      "label": ${t('label')},
      "heading": ${t('heading')},
      "text": ${t('text')},
      "screen": ${localizedImage('screen')}
    }
  }
`
