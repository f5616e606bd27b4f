import {IMAGE, t} from '../../lib/content/fragments'

/** What Sponsors receives: the page query's branch for a `sponsors` section. */
export const sponsorsProjection = /* groq */ `
  _type == "sponsors" => {
    "heading": ${t('heading')},
    "sponsors": sponsors[]->{
      _id,
      name,
      url,
      "logo": logo{${IMAGE}}
    }
  }
`
