import {Container, Eyebrow, Lead, SectionHeading, SectionShell} from '@/components/primitives'
import {FeatureGrid} from './FeatureGrid'
import {SectionHeader} from './shared'
import type {SectionProps} from './types'

export function Prevention({section}: SectionProps<'prevention'>) {
  return (
    <SectionShell>
      <Container>
        <SectionHeader>
          {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
          <SectionHeading>{section.heading}</SectionHeading>
          {section.text && <Lead>{section.text}</Lead>}
        </SectionHeader>
        <FeatureGrid items={section.highlights} columns={3} />
      </Container>
    </SectionShell>
  )
}
