import {defineQuery} from 'groq'
import {IMAGE, t} from '../../../schemas/site/fragments'
import type {HeroSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What Hero receives: the fields of the page query's branch for a `hero` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "intro": ${t('intro')},
  "images": images[]{_key, ${IMAGE}},
  "backdrop": backdrop{${IMAGE}}
`

const heroSection = defineQuery(`${PAGE_SECTIONS}[_type == "hero"][0]{_key, _type, ${projection}}`)

export const hero = defineSection<HeroSectionResult>({type: 'hero', projection, typeQuery: heroSection})
