import {localizedImage, t} from '../../lib/content/fragments'

/** What DashboardPromo receives: the page query's branch for a `dashboardPromo` section. */
export const dashboardPromoProjection = /* groq */ `
  _type == "dashboardPromo" => {
    "heading": ${t('heading')},
    "eyebrow": ${t('eyebrow')},
    "paragraphs": paragraphs[]{"text": ${t('@')}}.text,
    "image": ${localizedImage('image')}
  }
`
