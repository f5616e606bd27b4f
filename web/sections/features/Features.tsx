import {Container, SectionShell} from '@/components/primitives'
import {FeatureGrid} from '@/components/FeatureGrid'
import {SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'

export function Features({section}: SectionProps<'features'>) {
  return (
    <SectionShell $tone="mint">
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} />
        <FeatureGrid items={section.items} columns={4} />
      </Container>
    </SectionShell>
  )
}
