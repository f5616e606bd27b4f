import type {HealthVocabulary} from '@habitum/content/leads/healthDetails'
import type {CompanyType} from '../content'
import type {Language} from '../i18n/languages'

/**
 * What the contact form needs only once a visitor is near it, and the page therefore does not carry:
 * the categories it offers and the health vocabulary behind its note (together about half of the
 * form's props, 4 kB of every page with the form). The form's slot reads them from the site when it
 * comes near, beside the form's code (web/sections/contact/Contact.client.tsx; the route:
 * web/app/api/contact-form/route.ts).
 */
export type ContactFormOptions = {
  categories: CompanyType[]
  /** The words that make a message look like it holds health details (the form's note). */
  health: HealthVocabulary
}

/** Where the slot reads them, in the page's language. */
export const contactFormOptionsUrl = (lang: Language) => `/api/contact-form?lang=${lang}`

/** What the form is given when they cannot be read: no categories (the field is optional), no note. */
export const NO_FORM_OPTIONS: ContactFormOptions = {categories: [], health: {terms: [], cues: [], phrases: []}}
