import {HeroLayout} from '@/components/HeroLayout'
import type {SectionProps} from '../types'

/** «La app elegida por {chosenBy} para sus pacientes», on the hero layout. */
export function PlanHero({section, site, isFirst}: SectionProps<'planHero'>) {
  const heading = site.dictionary.planHeroHeading.replace('{chosenBy}', section.chosenBy ?? '')
  return <HeroLayout id={`hero-${section._key}`} {...section} heading={heading} isFirst={isFirst} />
}
