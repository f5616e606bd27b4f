import {HeroLayout} from '@/components/HeroLayout'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'
import {fillTemplate} from '@/components/fillTemplate'

/** «La app elegida por {chosenBy} para sus pacientes», on the hero layout. */
export function PlanHero({section, site, isFirst}: SectionProps<'planHero'>) {
  // Who chose it, inside the page's own sentence: in Spanish where its English is missing.
  const chosenBy = section.chosenBy ?? ''
  const heading = spanishLang(chosenBy)
    ? fillTemplate(site.dictionary.planHeroHeading, {chosenBy: <span lang="es">{chosenBy}</span>})
    : site.dictionary.planHeroHeading.replace('{chosenBy}', chosenBy)
  return <HeroLayout id={`hero-${section._key}`} {...section} heading={heading} isFirst={isFirst} />
}
