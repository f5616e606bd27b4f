import {Container, Eyebrow, SectionHeading, SectionShell} from '@/components/primitives'
import {FeatureGrid} from './FeatureGrid'
import {SectionHeader} from './shared'
import type {SectionProps} from './types'

export function PlanFeatures({section}: SectionProps<'planFeatures'>) {
  return (
    <SectionShell $tone="surface">
      <Container>
        <SectionHeader>
          {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
          <SectionHeading>{section.heading}</SectionHeading>
        </SectionHeader>
        <FeatureGrid items={section.items} columns={3} />
      </Container>
    </SectionShell>
  )
}
