import {defineQuery} from 'groq'

/**
 * Every GROQ query of the site. Both back ends run these exact strings; `npm run typegen`
 * derives their result types into web/sanity.types.ts.
 *
 * Language fallback lives here: `${t('field')}` gives components plain strings
 * in the page language, Spanish when the English value is missing.
 */

/** A bilingual field in the page language, falling back to Spanish. */
const t = (field: string) => `coalesce(select($lang == "en" => ${field}.en), ${field}.es)`

const IMAGE = /* groq */ `
  "src": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "alt": coalesce(${t('alt')}, "")
`

const BUTTON = /* groq */ `
  "label": ${t('label')},
  href
`

const FEATURE_ITEM = /* groq */ `
  _key,
  "title": ${t('title')},
  "text": ${t('text')},
  "icon": icon{${IMAGE}}
`

const ILLUSTRATED_ITEM = /* groq */ `
  _key,
  "title": ${t('title')},
  "text": ${t('text')},
  "image": image{${IMAGE}}
`

const HEADING = /* groq */ `
  "heading": ${t('heading')},
  "eyebrow": ${t('eyebrow')}
`

/** One projection branch per section type: each section component receives exactly this. */
const SECTIONS = /* groq */ `
  _key,
  _type,
  _type == "hero" => {
    ${HEADING},
    "intro": ${t('intro')},
    "images": images[]{_key, ${IMAGE}},
    "backdrop": backdrop{${IMAGE}}
  },
  _type == "planHero" => {
    "chosenBy": ${t('chosenBy')},
    "intro": ${t('intro')},
    "images": images[]{_key, ${IMAGE}},
    "backdrop": backdrop{${IMAGE}}
  },
  _type == "clinicPartnership" => {
    ${HEADING},
    "text": ${t('text')},
    "button": button{${BUTTON}},
    "image": image{${IMAGE}}
  },
  _type == "appShowcase" => {
    ${HEADING},
    "tabs": tabs[]{
      _key,
      "label": ${t('label')},
      "heading": ${t('heading')},
      "text": ${t('text')},
      "screen": screen{${IMAGE}}
    }
  },
  _type == "downloadBanner" => {
    ${HEADING},
    "text": ${t('text')}
  },
  _type == "prevention" => {
    ${HEADING},
    "text": ${t('text')},
    "highlights": highlights[]{${FEATURE_ITEM}}
  },
  _type == "features" => {
    ${HEADING},
    "items": items[]{${FEATURE_ITEM}}
  },
  _type == "pathologies" => {
    ${HEADING},
    "intro": ${t('intro')},
    "cards": cards[]{${ILLUSTRATED_ITEM}}
  },
  _type == "scrollStory" => {
    ${HEADING},
    "slides": slides[]{${ILLUSTRATED_ITEM}}
  },
  _type == "sponsors" => {
    ${HEADING},
    "sponsors": sponsors[]->{
      _id,
      name,
      url,
      "logo": logo{
        "src": asset->url,
        "width": asset->metadata.dimensions.width,
        "height": asset->metadata.dimensions.height
      }
    }
  },
  _type == "closingCall" => {
    ${HEADING},
    "text": ${t('text')},
    "button": button{${BUTTON}}
  },
  _type == "dashboardPromo" => {
    ${HEADING},
    "paragraphs": paragraphs[]{"text": ${t('@')}}.text,
    "image": image{${IMAGE}}
  },
  _type == "contact" => {
    ${HEADING},
    anchor,
    "intro": ${t('intro')}
  },
  _type == "faq" => {
    ${HEADING},
    "items": items[]->{
      _id,
      key,
      "question": ${t('question')},
      "answer": ${t('answer')}
    }
  },
  _type == "planFeatures" => {
    ${HEADING},
    "items": items[]{${FEATURE_ITEM}}
  },
  _type == "signUp" => {
    ${HEADING},
    "text": ${t('text')},
    "button": button{${BUTTON}},
    "image": image{${IMAGE}}
  },
  _type == "passportGuide" => {
    ${HEADING},
    "intro": ${t('intro')},
    "steps": steps[]{${FEATURE_ITEM}},
    "image": image{${IMAGE}}
  }
`

const SEO = /* groq */ `
  "title": ${t('seo.title')},
  "description": ${t('seo.description')},
  "image": seo.image{${IMAGE}}
`

export const siteSettingsQuery = defineQuery(`
  *[_type == "siteSettings" && _id == "siteSettings"][0]{
    brandName,
    "title": ${t('title')},
    "description": ${t('description')},
    "logo": logo{${IMAGE}},
    "demoButton": demoButton{${BUTTON}},
    "subscribeButton": subscribeButton{${BUTTON}},
    phone,
    infoEmail,
    supportEmail,
    "address": ${t('address')},
    instagramUrl,
    linkedinUrl,
    appStoreUrl,
    googlePlayUrl,
    "appStoreBadge": appStoreBadge{${IMAGE}},
    "googlePlayBadge": googlePlayBadge{${IMAGE}},
    "seo": {${SEO}}
  }
`)

/** A page by slug; the main landing page has none and is asked for with $slug == "". */
export const pageQuery = defineQuery(`
  *[_type == "page" && coalesce(slug.current, "") == $slug][0]{
    _id,
    "title": ${t('title')},
    "slug": coalesce(slug.current, ""),
    "seo": {${SEO}},
    "sections": sections[]{${SECTIONS}}
  }
`)

export const pageSlugsQuery = defineQuery(`
  *[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current
`)

export const legalDocumentQuery = defineQuery(`
  *[_type == "legalDocument" && slug.current == $slug][0]{
    _id,
    "slug": slug.current,
    "title": ${t('title')},
    "revisions": revisions[] | order(inForce desc){
      _key,
      inForce,
      lastUpdated,
      "summary": ${t('summary')},
      "body": ${t('body')},
      "bodyLanguage": select($lang == "en" && defined(body.en) => "en", "es")
    }
  }
`)

export const legalSlugsQuery = defineQuery(`
  *[_type == "legalDocument" && defined(slug.current)] | order(slug.current asc).slug.current
`)

export const companyTypesQuery = defineQuery(`
  *[_type == "companyType"] | order(order asc){
    value,
    "label": ${t('label')}
  }
`)

/** Pages that show a document they reference from a section (FAQ items, sponsors). */
export const pagesReferencingQuery = defineQuery(`
  *[_type == "page" && references($id)]{"slug": coalesce(slug.current, "")}
`)

/** Pages with a section of the given type (a contact section shows the company types). */
export const pagesWithSectionQuery = defineQuery(`
  *[_type == "page" && $sectionType in sections[]._type]{"slug": coalesce(slug.current, "")}
`)

/** A legal document's address and the dates of its revisions (each has its own page). */
export const legalDocumentPathsQuery = defineQuery(`
  *[_type == "legalDocument" && _id == $id][0]{"slug": slug.current, "revisions": revisions[].inForce}
`)

/** A page's slug by document id ("" for the main landing page). */
export const pageSlugByIdQuery = defineQuery(`
  *[_type == "page" && _id == $id][0]{"slug": coalesce(slug.current, "")}
`)
