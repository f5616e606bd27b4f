import {BUTTON, IMAGE, t} from '../../lib/content/fragments'

/** What SignUp receives: the page query's branch for a `signUp` section. */
export const signUpProjection = /* groq */ `
  _type == "signUp" => {
    "heading": ${t('heading')},
    "text": ${t('text')},
    "button": button{${BUTTON}},
    "image": image{${IMAGE}}
  }
`
