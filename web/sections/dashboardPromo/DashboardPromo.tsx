import {ContentImage} from '@/components/ContentImage'
import {Container, Eyebrow, Lead, SectionHeading, SectionShell, Split} from '@/components/primitives'
import {Reveal} from '@/motion/Motion.client'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from '@/components/SpanishPart'

export function DashboardPromo({section}: SectionProps<'dashboardPromo'>) {
  const id = `dashboard-${section._key}`
  return (
    <SectionShell id={id}>
      <Container>
        <Split>
          <div data-reveal="left">
            <SpanishPart text={section.image?.alt}>
              <ContentImage image={section.image} sizes="(min-width: 768px) 50vw, 90vw" maxWidth={720} />
            </SpanishPart>
          </div>
          <div data-reveal="right">
            {section.eyebrow && <Eyebrow lang={spanishLang(section.eyebrow)}>{section.eyebrow}</Eyebrow>}
            <SectionHeading lang={spanishLang(section.heading)}>{section.heading}</SectionHeading>
            {section.paragraphs?.map((paragraph, index) => (
              <Lead key={index} lang={spanishLang(paragraph)}>
                {paragraph}
              </Lead>
            ))}
          </div>
        </Split>
      </Container>
      <Reveal targetId={id} />
    </SectionShell>
  )
}
