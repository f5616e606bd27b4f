import {BUTTON, t} from '../../lib/content/fragments'

/** What ClosingCall receives: the page query's branch for a `closingCall` section. */
export const closingCallProjection = /* groq */ `
  _type == "closingCall" => {
    "heading": ${t('heading')},
    "text": ${t('text')},
    "button": button{${BUTTON}}
  }
`
