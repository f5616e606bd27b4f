import {SECTION_TYPES} from '../../schemas/sections/registry'
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
import {sectionBranch, type SectionDefinitions} from './defineSection'

/**
 * Each section type's definition (its folder's section.ts: projection and typegen query), under
 * its type. The types and their order are the registry's (schemas/sections/registry.ts): this
 * does not compile while a registered type has no entry here, or an entry names a type the
 * registry lacks. Each folder's Component.tsx is loaded by its name (./Sections.tsx).
 */
export const SECTION_DEFINITIONS = {
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
} satisfies SectionDefinitions

/** The page query's projection of `sections[]`: one branch per section type, in the registry's order. */
export const SECTIONS_PROJECTION = [
  '_key',
  '_type',
  ...SECTION_TYPES.map((type) => sectionBranch(SECTION_DEFINITIONS[type])),
].join(',\n')
