import {ContentImage} from '@/components/ContentImage'
import {Container, Eyebrow, Lead, SectionHeading, SectionShell, Split} from '@/components/primitives'
import type {SectionProps} from './types'

export function DashboardPromo({section}: SectionProps<'dashboardPromo'>) {
  return (
    <SectionShell>
      <Container>
        <Split>
          <ContentImage image={section.image} sizes="(min-width: 768px) 50vw, 90vw" />
          <div>
            {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
            <SectionHeading>{section.heading}</SectionHeading>
            {section.paragraphs?.map((paragraph, index) => <Lead key={index}>{paragraph}</Lead>)}
          </div>
        </Split>
      </Container>
    </SectionShell>
  )
}
