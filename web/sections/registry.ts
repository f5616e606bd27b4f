import type {ComponentType} from 'react'
import type {SectionType} from '@/lib/content'
import {AppShowcase} from './AppShowcase'
import {ClinicPartnership} from './ClinicPartnership'
import {ClosingCall} from './ClosingCall'
import {Contact} from './Contact'
import {DashboardPromo} from './DashboardPromo'
import {DownloadBanner} from './DownloadBanner'
import {Faq} from './Faq'
import {Features} from './Features'
import {Hero} from './Hero'
import {PassportGuide} from './PassportGuide'
import {Pathologies} from './Pathologies'
import {PlanFeatures} from './PlanFeatures'
import {PlanHero} from './PlanHero'
import {Prevention} from './Prevention'
import {ScrollStory} from './ScrollStory'
import {SignUp} from './SignUp'
import {Sponsors} from './Sponsors'
import type {SectionProps} from './types'

/**
 * The one map from a section type in schemas/sections/ to the component that draws it.
 * TypeScript refuses a schema section type without a component here.
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
