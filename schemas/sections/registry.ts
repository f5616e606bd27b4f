import {appShowcase} from './appShowcase'
import {clinicPartnership} from './clinicPartnership'
import {closingCall} from './closingCall'
import {contact} from './contact'
import {dashboardPromo} from './dashboardPromo'
import {downloadBanner} from './downloadBanner'
import {faq} from './faq'
import {features} from './features'
import {hero} from './hero'
import {passportGuide} from './passportGuide'
import {pathologies} from './pathologies'
import {planFeatures} from './planFeatures'
import {planHero} from './planHero'
import {prevention} from './prevention'
import {scrollStory} from './scrollStory'
import {signUp} from './signUp'
import {sponsors} from './sponsors'

/**
 * How a section shows documents other than the page: `referenced`, the ones it references (a
 * FAQ's items); `all`, every document of that type (the contact form offers every company type).
 * The publishing webhook and the Presentation tool read it (../site/locations.ts).
 */
export type Shows = 'referenced' | 'all'

type RegisteredSection = {
  /** Its Sanity schema (./<type>.ts): an object type named as the section type. */
  schema: {name: string; type: 'object'}
  /** The document types its sections show, and how (above). */
  shows?: Readonly<Record<string, Shows>>
}

/**
 * Every section type, in the order the Studio offers them: the one list. From it come the
 * Studio's schema types (../index.ts) and its menu of sections (../documents/page.ts), where a
 * document is shown (../site/locations.ts), and on the site the order of the page query's
 * branches; the site keeps each type's projection in web/sections/<type>/section.ts, and
 * TypeScript refuses web/sections/definitions.ts until it has one for each type listed here.
 */
export const SECTIONS = [
  {schema: hero},
  {schema: clinicPartnership},
  {schema: appShowcase},
  {schema: downloadBanner},
  {schema: prevention},
  {schema: features},
  {schema: pathologies},
  {schema: scrollStory},
  {schema: sponsors, shows: {sponsor: 'referenced'}},
  {schema: closingCall},
  {schema: dashboardPromo},
  // Every contact form offers every company type, and says what the contact form's document says.
  {schema: contact, shows: {companyType: 'all', contactForm: 'all'}},
  {schema: faq, shows: {faqItem: 'referenced'}},
  {schema: planHero},
  {schema: planFeatures},
  {schema: signUp},
  {schema: passportGuide},
] satisfies RegisteredSection[]

/** A section type: its schema's name, its `_type` in a page, its folder's name in web/sections/. */
export type SectionType = (typeof SECTIONS)[number]['schema']['name']

/** The section types, in the registry's order. */
export const SECTION_TYPES: readonly SectionType[] = SECTIONS.map(({schema}) => schema.name)
