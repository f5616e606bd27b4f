import {defineQuery} from 'groq'
import {ILLUSTRATED_ITEM, t} from '../../../schemas/site/fragments'
import type {PathologiesSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Pathologies receives: the fields of the page query's branch for a `pathologies` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "intro": ${t('intro')},
  "cards": cards[]{${ILLUSTRATED_ITEM}}
`

const pathologiesSection = defineQuery(`${PAGE_SECTIONS}[_type == "pathologies"][0]{_key, _type, ${projection}}`)

export const pathologies = defineSection<PathologiesSectionResult>({
  type: 'pathologies',
  projection,
  typeQuery: pathologiesSection,
})
