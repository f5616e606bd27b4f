import {appShowcase} from './appShowcase/section'
import {clinicPartnership} from './clinicPartnership/section'
import {closingCall} from './closingCall/section'
import {contact} from './contact/section'
import {dashboardPromo} from './dashboardPromo/section'
import {downloadBanner} from './downloadBanner/section'
import {faq} from './faq/section'
import {features} from './features/section'
import {hero} from './hero/section'
import {passportGuide} from './passportGuide/section'
import {pathologies} from './pathologies/section'
import {planFeatures} from './planFeatures/section'
import {planHero} from './planHero/section'
import {prevention} from './prevention/section'
import {scrollStory} from './scrollStory/section'
import {signUp} from './signUp/section'
import {sponsors} from './sponsors/section'
import {sectionBranch} from './defineSection'

/**
 * Every section type, in the order the Studio offers them: the one list. Each entry is its
 * folder's section.ts (schema, projection, the documents it shows). The Studio's schema types
 * (schemas/index.ts), the page query's projection (below), the sections' types (./types.ts) and
 * where a document is shown (schemas/site/locations.ts) are read from it; each folder's
 * Component.tsx is loaded by its name (./Sections.tsx). The Studio reads this file: it imports section.ts files only, never a
 * component.
 */
export const SECTIONS = [
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

/** The page query's projection of `sections[]`: one branch per section type. */
export const SECTIONS_PROJECTION = ['_key', '_type', ...SECTIONS.map(sectionBranch)].join(',\n')
