import {ContentImage} from '@/components/ContentImage'
import {Container, Eyebrow, Lead, SectionHeading, SectionShell, Split} from '@/components/primitives'
import {Reveal} from '@/motion/Motion.client'
import type {SectionProps} from '../types'

export function DashboardPromo({section}: SectionProps<'dashboardPromo'>) {
  const id = `dashboard-${section._key}`
  return (
    <SectionShell id={id}>
      <Container>
        <Split>
          <div data-reveal="left">
            <ContentImage image={section.image} sizes="(min-width: 768px) 50vw, 90vw" maxWidth={720} />
          </div>
          <div data-reveal="right">
            {section.eyebrow && <Eyebrow>{section.eyebrow}</Eyebrow>}
            <SectionHeading>{section.heading}</SectionHeading>
            {section.paragraphs?.map((paragraph, index) => (
              <Lead key={index}>{paragraph}</Lead>
            ))}
          </div>
        </Split>
      </Container>
      <Reveal targetId={id} />
    </SectionShell>
  )
}
