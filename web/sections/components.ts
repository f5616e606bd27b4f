import type {ComponentType} from 'react'
import {AppShowcase} from './appShowcase/AppShowcase'
import {ClinicPartnership} from './clinicPartnership/ClinicPartnership'
import {ClosingCall} from './closingCall/ClosingCall'
import {Contact} from './contact/Contact'
import {DashboardPromo} from './dashboardPromo/DashboardPromo'
import {DownloadBanner} from './downloadBanner/DownloadBanner'
import {Faq} from './faq/Faq'
import {Features} from './features/Features'
import {Hero} from './hero/Hero'
import {PassportGuide} from './passportGuide/PassportGuide'
import {Pathologies} from './pathologies/Pathologies'
import {PlanFeatures} from './planFeatures/PlanFeatures'
import {PlanHero} from './planHero/PlanHero'
import {Prevention} from './prevention/Prevention'
import {ScrollStory} from './scrollStory/ScrollStory'
import {SignUp} from './signUp/SignUp'
import {Sponsors} from './sponsors/Sponsors'
import type {SectionProps, SectionType} from './types'

/**
 * The component that draws each section type, from its folder. The site's side of the registry
 * (./registry.ts, which the Studio reads, cannot import components): TypeScript refuses a
 * registered type without its component here, and a name here that is not registered.
 */
export const SECTION_COMPONENTS: {[T in SectionType]: ComponentType<SectionProps<T>>} = {
  hero: Hero,
  clinicPartnership: ClinicPartnership,
  appShowcase: AppShowcase,
  downloadBanner: DownloadBanner,
  prevention: Prevention,
  features: Features,
  pathologies: Pathologies,
  scrollStory: ScrollStory,
  sponsors: Sponsors,
  closingCall: ClosingCall,
  dashboardPromo: DashboardPromo,
  contact: Contact,
  faq: Faq,
  planHero: PlanHero,
  planFeatures: PlanFeatures,
  signUp: SignUp,
  passportGuide: PassportGuide,
}
