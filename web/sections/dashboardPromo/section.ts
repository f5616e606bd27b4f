import {defineQuery} from 'groq'
import {localizedImage, t} from '../../../schemas/site/fragments'
import type {DashboardPromoSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What DashboardPromo receives: the fields of the page query's branch for a `dashboardPromo` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')},
  "paragraphs": paragraphs[]{"text": ${t('@')}}.text,
  "image": ${localizedImage('image')}
`

const dashboardPromoSection = defineQuery(`${PAGE_SECTIONS}[_type == "dashboardPromo"][0]{_key, _type, ${projection}}`)

export const dashboardPromo = defineSection<DashboardPromoSectionResult>({
  type: 'dashboardPromo',
  projection,
  typeQuery: dashboardPromoSection,
})
