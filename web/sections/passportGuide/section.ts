import {defineQuery} from 'groq'
import {FEATURE_ITEM, IMAGE, t} from '../../../schemas/site/fragments'
import type {PassportGuideSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What PassportGuide receives: the fields of the page query's branch for a `passportGuide` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "intro": ${t('intro')},
  "steps": steps[]{${FEATURE_ITEM}},
  "image": image{${IMAGE}}
`

const passportGuideSection = defineQuery(`${PAGE_SECTIONS}[_type == "passportGuide"][0]{_key, _type, ${projection}}`)

export const passportGuide = defineSection<PassportGuideSectionResult>({
  type: 'passportGuide',
  projection,
  typeQuery: passportGuideSection,
})
