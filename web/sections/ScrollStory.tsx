import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Lead, SectionHeading, SectionShell, Split} from '@/components/primitives'
import {theme} from '@/theme/theme'
import {SectionHeader} from './shared'
import type {SectionProps} from './types'

export function ScrollStory({section}: SectionProps<'scrollStory'>) {
  return (
    <SectionShell $tone="surface">
      <Container>
        {section.heading && (
          <SectionHeader>
            <SectionHeading>{section.heading}</SectionHeading>
          </SectionHeader>
        )}
        <Slides>
          {section.slides?.map((slide, index) => (
            <li key={slide._key}>
              <Split $reverse={index % 2 === 1}>
                <div>
                  <CardTitle as="h3">{slide.title}</CardTitle>
                  <Lead>{slide.text}</Lead>
                </div>
                <ContentImage image={slide.image} sizes="(min-width: 768px) 45vw, 90vw" />
              </Split>
            </li>
          ))}
        </Slides>
      </Container>
    </SectionShell>
  )
}

const Slides = styled.ol`
  display: grid;
  gap: ${theme.space.xxl};
  margin: 0;
  padding: 0;
  list-style: none;
  img { width: min(100%, 26rem); margin: 0 auto; }
`
