import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Muted, SectionShell, Split} from '@/components/primitives'
import {theme} from '@/theme/theme'
import {SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from '@/components/SpanishPart'

export function PassportGuide({section}: SectionProps<'passportGuide'>) {
  return (
    <SectionShell>
      <Container>
        <SectionIntro eyebrow={section.eyebrow} heading={section.heading} text={section.intro} />
        <Split>
          <Steps>
            {section.steps?.map((step, index) => (
              <Step key={step._key}>
                <StepNumber aria-hidden="true">{index + 1}</StepNumber>
                <div>
                  <CardTitle lang={spanishLang(step.title)}>{step.title}</CardTitle>
                  <Muted lang={spanishLang(step.text)}>{step.text}</Muted>
                </div>
              </Step>
            ))}
          </Steps>
          <SpanishPart text={section.image?.alt}>
            <Illustration image={section.image} sizes="(min-width: 768px) 40vw, 90vw" maxWidth={448} />
          </SpanishPart>
        </Split>
      </Container>
    </SectionShell>
  )
}

const Illustration = styled(ContentImage)`
  width: min(100%, 28rem);
  margin: 0 auto;
`

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  max-width: 48rem;
`

const Step = styled.li`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space.md};
  align-items: start;
`

const StepNumber = styled.span`
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  font-weight: ${theme.fontWeights.bold};
`
