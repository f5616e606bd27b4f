import {Container, SectionShell} from '@/components/primitives'
import {FeatureGrid} from './FeatureGrid'
import {SectionIntro} from './shared'
import type {SectionProps} from './types'

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
