import {defineQuery} from 'groq'
import {t} from '../../../schemas/site/fragments'
import type {DownloadBannerSectionResult} from '@habitum/content/sanity.types'
import {defineSection, PAGE_SECTIONS} from '../defineSection'

/** What DownloadBanner receives: the fields of the page query's branch for a `downloadBanner` section. */
const projection = /* groq */ `
  "heading": ${t('heading')},
  "text": ${t('text')}
`

const downloadBannerSection = defineQuery(`${PAGE_SECTIONS}[_type == "downloadBanner"][0]{_key, _type, ${projection}}`)

export const downloadBanner = defineSection<DownloadBannerSectionResult>({
  type: 'downloadBanner',
  projection,
  typeQuery: downloadBannerSection,
})
