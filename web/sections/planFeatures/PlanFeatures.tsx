import {Container, SectionShell} from '@/components/primitives'
import {FeatureGrid} from '@/components/FeatureGrid'
import {SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'

export function PlanFeatures({section}: SectionProps<'planFeatures'>) {
  return (
    <SectionShell $tone="surface">
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} />
        <FeatureGrid items={section.items} columns={3} />
      </Container>
    </SectionShell>
  )
}
