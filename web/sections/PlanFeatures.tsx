import {Container, SectionShell} from '@/components/primitives'
import {FeatureGrid} from './FeatureGrid'
import {SectionIntro} from './shared'
import type {SectionProps} from './types'

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
