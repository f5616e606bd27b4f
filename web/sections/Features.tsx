import {Container, Eyebrow, SectionHeading, SectionShell} from '@/components/primitives'
import {FeatureGrid} from './FeatureGrid'
import {SectionHeader} from './shared'
import type {SectionProps} from './types'

export function Features({section}: SectionProps<'features'>) {
  return (
    <SectionShell $tone="mint">
      <Container>
        <SectionHeader>
          {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
          <SectionHeading>{section.heading}</SectionHeading>
        </SectionHeader>
        <FeatureGrid items={section.items} columns={4} />
      </Container>
    </SectionShell>
  )
}
