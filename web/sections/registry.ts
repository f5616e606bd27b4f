import type {ComponentType} from 'react'
import {appShowcaseProjection} from './appShowcase/query'
import {AppShowcase} from './appShowcase/AppShowcase'
import {clinicPartnershipProjection} from './clinicPartnership/query'
import {ClinicPartnership} from './clinicPartnership/ClinicPartnership'
import {closingCallProjection} from './closingCall/query'
import {ClosingCall} from './closingCall/ClosingCall'
import {contactProjection} from './contact/query'
import {Contact} from './contact/Contact'
import {dashboardPromoProjection} from './dashboardPromo/query'
import {DashboardPromo} from './dashboardPromo/DashboardPromo'
import {downloadBannerProjection} from './downloadBanner/query'
import {DownloadBanner} from './downloadBanner/DownloadBanner'
import {faqProjection} from './faq/query'
import {Faq} from './faq/Faq'
import {featuresProjection} from './features/query'
import {Features} from './features/Features'
import {heroProjection} from './hero/query'
import {Hero} from './hero/Hero'
import {passportGuideProjection} from './passportGuide/query'
import {PassportGuide} from './passportGuide/PassportGuide'
import {pathologiesProjection} from './pathologies/query'
import {Pathologies} from './pathologies/Pathologies'
import {planFeaturesProjection} from './planFeatures/query'
import {PlanFeatures} from './planFeatures/PlanFeatures'
import {planHeroProjection} from './planHero/query'
import {PlanHero} from './planHero/PlanHero'
import {preventionProjection} from './prevention/query'
import {Prevention} from './prevention/Prevention'
import {scrollStoryProjection} from './scrollStory/query'
import {ScrollStory} from './scrollStory/ScrollStory'
import {signUpProjection} from './signUp/query'
import {SignUp} from './signUp/SignUp'
import {sponsorsProjection} from './sponsors/query'
import {Sponsors} from './sponsors/Sponsors'
import type {SectionProps, SectionType} from './types'

/**
 * The registry of section types (schemas/sections/): for each, the component that draws it and
 * the branch of the page query that feeds it, both from its folder. A type the schema has and the
 * page query does not project leaves its component without its fields, and a type without a
 * component here: TypeScript refuses both.
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

/** The page query's projection of `sections[]`: one branch per section type, from its folder. */
export const SECTIONS_PROJECTION = /* groq */ `
  _key,
  _type,
  ${heroProjection},
  ${clinicPartnershipProjection},
  ${appShowcaseProjection},
  ${downloadBannerProjection},
  ${preventionProjection},
  ${featuresProjection},
  ${pathologiesProjection},
  ${scrollStoryProjection},
  ${sponsorsProjection},
  ${closingCallProjection},
  ${dashboardPromoProjection},
  ${contactProjection},
  ${faqProjection},
  ${planHeroProjection},
  ${planFeaturesProjection},
  ${signUpProjection},
  ${passportGuideProjection}
`
