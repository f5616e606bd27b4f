import {IMAGE, t} from '../../lib/content/fragments'

/** What PlanHero receives: the page query's branch for a `planHero` section. */
export const planHeroProjection = /* groq */ `
  _type == "planHero" => {
    "chosenBy": ${t('chosenBy')},
    "intro": ${t('intro')},
    "images": images[]{_key, ${IMAGE}},
    "backdrop": backdrop{${IMAGE}}
  }
`
