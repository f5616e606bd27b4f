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
 * Every block a page can hold, in the order the Studio offers them. Each name here has exactly
 * one component in web/sections/registry.ts.
 */
export const SECTION_TYPES = [
  hero,
  clinicPartnership,
  appShowcase,
  downloadBanner,
  prevention,
  features,
  pathologies,
  scrollStory,
  sponsors,
  closingCall,
  dashboardPromo,
  contact,
  faq,
  planHero,
  planFeatures,
  signUp,
  passportGuide,
]
