import {companyType} from './documents/companyType'
import {contactErasure} from './documents/contactErasure'
import {contactForm} from './documents/contactForm'
import {contactRequest} from './documents/contactRequest'
import {faqItem} from './documents/faqItem'
import {launch} from './documents/launch'
import {legalDocument, legalRevision} from './documents/legalDocument'
import {page} from './documents/page'
import {publishSchedule} from './documents/publishSchedule'
import {redirect} from './documents/redirect'
import {siteSettings} from './documents/siteSettings'
import {sponsor} from './documents/sponsor'
import {blockContent} from './objects/blockContent'
import {imageWithAlt} from './objects/imageWithAlt'
import {leadConsent} from './objects/leadConsent'
import {legalTerm} from './objects/legalTerm'
import {callToAction} from './objects/links'
import {localeBlockContent, localeString, localeText} from './objects/locale'
import {seo} from './objects/seo'
import {featureItem, illustratedItem, showcaseTab} from './sections/items'
import {SECTIONS} from './sections/registry'

export const schemaTypes = [
  // documents
  siteSettings,
  page,
  faqItem,
  sponsor,
  companyType,
  legalDocument,
  contactForm,
  redirect,
  contactRequest,
  contactErasure,
  publishSchedule,
  launch,
  // objects
  localeString,
  localeText,
  localeBlockContent,
  blockContent,
  legalTerm,
  imageWithAlt,
  callToAction,
  seo,
  legalRevision,
  leadConsent,
  featureItem,
  showcaseTab,
  illustratedItem,
  // sections, in the order the Studio offers them
  ...SECTIONS.map(({schema}) => schema),
]

/** Document types that exist once; the Studio offers no «create» or «delete» for them. */
export const SINGLETON_TYPES: ReadonlySet<string> = new Set([siteSettings.name, contactForm.name])
