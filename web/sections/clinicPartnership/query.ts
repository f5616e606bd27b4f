import {BUTTON, IMAGE, t} from '../../lib/content/fragments'

/** What ClinicPartnership receives: the page query's branch for a `clinicPartnership` section. */
export const clinicPartnershipProjection = /* groq */ `
  _type == "clinicPartnership" => {
    "heading": ${t('heading')},
    "text": ${t('text')},
    "button": button{${BUTTON}},
    "image": image{${IMAGE}}
  }
`
