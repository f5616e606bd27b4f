import {defineQuery} from 'groq'
import {ILLUSTRATED_ITEM, t} from '../../../schemas/site/fragments'
import type {ScrollStorySectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What ScrollStory receives: the fields of the page query's branch for a `scrollStory` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "slides": slides[]{${ILLUSTRATED_ITEM}}
`

const scrollStorySection = defineQuery(`${PAGE_SECTIONS}[_type == "scrollStory"][0]{_key, _type, ${projection}}`)

export const scrollStory = defineSection<ScrollStorySectionResult>({
  type: 'scrollStory',
  projection,
  typeQuery: scrollStorySection,
})
