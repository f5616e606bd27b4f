import {defineQuery} from 'groq'
import {BUTTON, IMAGE, imageOfWords, SEO, t, tLanguage} from '../../../schemas/site/fragments'

/**
 * The site's GROQ queries but the page's own (web/sections/page.ts, composed from each section's
 * projection). Both back ends run these exact strings; `npm run typegen` derives their result
 * types into packages/content/sanity.types.ts.
 */

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
    "appStoreBadge": ${imageOfWords('appStoreBadge')},
    "googlePlayBadge": ${imageOfWords('googlePlayBadge')},
    "seo": {${SEO}}
  }
`)

export const pageSlugsQuery = defineQuery(`
  *[_type == "page" && defined(slug.current)] | order(slug.current asc).slug.current
`)

/** The pages still shown on $today (YYYY-MM-DD, Buenos Aires): those past their end date leave the sitemap. */
export const shownPageSlugsQuery = defineQuery(`
  *[_type == "page" && defined(slug.current) && (!defined(endDate) || endDate > $today)] | order(slug.current asc).slug.current
`)

export const legalDocumentQuery = defineQuery(`
  *[_type == "legalDocument" && slug.current == $slug][0]{
    _id,
    "slug": slug.current,
    "title": ${t('title')},
    "titleLanguage": ${tLanguage('title')},
    "description": ${t('description')},
    "revisions": revisions[] | order(inForce desc){
      _key,
      inForce,
      lastUpdated,
      "summary": ${t('summary')},
      "summaryLanguage": ${tLanguage('summary')},
      "body": ${t('body')},
      "bodyLanguage": ${tLanguage('body')},
      contactRetentionMonths
    }
  }
`)

export const legalSlugsQuery = defineQuery(`
  *[_type == "legalDocument" && defined(slug.current)] | order(slug.current asc).slug.current
`)

/** Every legal document's title and revision dates: what the notice of a coming change needs, on every page. */
export const legalNoticesQuery = defineQuery(`
  *[_type == "legalDocument" && defined(slug.current)] | order(slug.current asc){
    "slug": slug.current,
    "title": ${t('title')},
    "titleLanguage": ${tLanguage('title')},
    "revisions": revisions[defined(inForce)]{inForce}
  }
`)

/**
 * What the contact form says and checks (schemas/documents/contactForm.ts): the notice before
 * «Enviar» (and its language, for the privacy policy's terms it says) and the rights notice in
 * the page language, and the health-details vocabulary.
 */
export const contactFormQuery = defineQuery(`
  *[_type == "contactForm" && _id == "contactForm"][0]{
    "notice": ${t('notice')},
    "noticeLanguage": ${tLanguage('notice')},
    "rightsNotice": ${t('rightsNotice')},
    "health": {
      "terms": coalesce(healthTerms, []),
      "cues": coalesce(healthCues, []),
      "phrases": coalesce(healthPhrases, [])
    }
  }
`)

export const companyTypesQuery = defineQuery(`
  *[_type == "companyType"] | order(order asc){
    value,
    "label": ${t('label')}
  }
`)
