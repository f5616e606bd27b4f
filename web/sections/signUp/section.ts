import {defineQuery} from 'groq'
import {BUTTON, IMAGE, t} from '../../../schemas/site/fragments'
import type {SignUpSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What SignUp receives: the fields of the page query's branch for a `signUp` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "text": ${t('text')},
  "button": button{${BUTTON}},
  "image": image{${IMAGE}}
`

const signUpSection = defineQuery(`${PAGE_SECTIONS}[_type == "signUp"][0]{_key, _type, ${projection}}`)

export const signUp = defineSection<SignUpSectionResult>({type: 'signUp', projection, typeQuery: signUpSection})
