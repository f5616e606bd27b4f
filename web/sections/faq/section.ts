import {defineQuery} from 'groq'
import {t} from '../../../schemas/site/fragments'
import type {FaqSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Faq receives: the fields of the page query's branch for a `faq` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "items": items[]->{
    _id,
    key,
    "question": ${t('question')},
    "answer": ${t('answer')}
  }
`

const faqSection = defineQuery(`${PAGE_SECTIONS}[_type == "faq"][0]{_key, _type, ${projection}}`)

export const faq = defineSection<FaqSectionResult>({
  type: 'faq',
  projection,
  typeQuery: faqSection,
})
