import {HeroLayout} from '@/components/HeroLayout'
import type {SectionProps} from '../types'

export function Hero({section, isFirst}: SectionProps<'hero'>) {
  return <HeroLayout id={`hero-${section._key}`} {...section} isFirst={isFirst} />
}
