import {defineQuery} from 'groq'
import {IMAGE, t} from '../../../schemas/site/fragments'
import type {PlanHeroSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What PlanHero receives: the fields of the page query's branch for a `planHero` section. */
const projection = /* groq */ `
  "chosenBy": ${t('chosenBy')},
  "intro": ${t('intro')},
  "images": images[]{_key, ${IMAGE}},
  "backdrop": backdrop{${IMAGE}}
`

const planHeroSection = defineQuery(`${PAGE_SECTIONS}[_type == "planHero"][0]{_key, _type, ${projection}}`)

export const planHero = defineSection<PlanHeroSectionResult>({
  type: 'planHero',
  projection,
  typeQuery: planHeroSection,
})
