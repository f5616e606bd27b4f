import {Container, SectionShell} from '@/components/primitives'
import {FeatureGrid} from '@/components/FeatureGrid'
import {SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'

export function Prevention({section}: SectionProps<'prevention'>) {
  return (
    <SectionShell>
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} text={section.text} />
        <FeatureGrid items={section.highlights} columns={3} />
      </Container>
    </SectionShell>
  )
}
