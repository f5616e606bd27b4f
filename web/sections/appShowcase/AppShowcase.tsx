import {Container, SectionShell} from '@/components/primitives'
import {SectionIntro} from '@/components/primitives'
import {ShowcaseTabs} from './ShowcaseTabs'
import type {SectionProps} from '../types'

export function AppShowcase({section}: SectionProps<'appShowcase'>) {
  const headingId = `showcase-${section._key}`
  return (
    <SectionShell $tone="surface" aria-labelledby={headingId}>
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} headingId={headingId} />
        <ShowcaseTabs tabs={section.tabs ?? []} labelledBy={headingId} />
      </Container>
    </SectionShell>
  )
}
