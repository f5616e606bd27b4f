import {defineQuery} from 'groq'
import {localizedImage, t} from '../../../schemas/site/fragments'
import type {AppShowcaseSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What AppShowcase receives: the fields of the page query's branch for a `appShowcase` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "tabs": tabs[]{
    _key,
    "label": ${t('label')},
    "heading": ${t('heading')},
    "text": ${t('text')},
    "screen": ${localizedImage('screen')}
  }
`

const appShowcaseSection = defineQuery(`${PAGE_SECTIONS}[_type == "appShowcase"][0]{_key, _type, ${projection}}`)

export const appShowcase = defineSection<AppShowcaseSectionResult>({
  type: 'appShowcase',
  projection,
  typeQuery: appShowcaseSection,
})
