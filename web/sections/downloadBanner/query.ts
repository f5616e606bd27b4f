import {t} from '../../lib/content/fragments'

/** What DownloadBanner receives: the page query's branch for a `downloadBanner` section. */
export const downloadBannerProjection = /* groq */ `
  _type == "downloadBanner" => {
    "heading": ${t('heading')},
    "text": ${t('text')}
  }
`
