import {t} from '../../lib/content/fragments'

/** What Faq receives: the page query's branch for a `faq` section. */
export const faqProjection = /* groq */ `
  _type == "faq" => {
    "heading": ${t('heading')},
    "items": items[]->{
      _id,
      key,
      "question": ${t('question')},
      "answer": ${t('answer')}
    }
  }
`
