import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Lead, SectionShell, Split} from '@/components/primitives'
import {PinnedSequence} from '@/motion/Motion'
import {theme} from '@/theme/theme'
import {SectionIntro} from './shared'
import type {SectionProps} from './types'

/**
 * Protocols, personalisation, adherence, behaviour: stacked blocks on phones; from 768 px up the
 * section is pinned and scrolling moves through the slides (web/motion/PinnedSequence.tsx).
 */
export function ScrollStory({section}: SectionProps<'scrollStory'>) {
  const id = `story-${section._key}`
  return (
    <Shell id={id} $tone="surface">
      <Container>
        {section.heading && <SectionIntro heading={section.heading} />}
        <Slides data-sequence="">
          {section.slides?.map((slide, index) => (
            <li key={slide._key} data-slide="">
              <Split $reverse={index % 2 === 1}>
                <div>
                  <Step aria-hidden="true">
                    {String(index + 1).padStart(2, '0')} / {String(section.slides?.length ?? 0).padStart(2, '0')}
                  </Step>
                  <CardTitle>{slide.title}</CardTitle>
                  <Lead>{slide.text}</Lead>
                </div>
                <ContentImage image={slide.image} sizes="(min-width: 768px) 40vw, min(100vw, 24rem)" />
              </Split>
            </li>
          ))}
        </Slides>
      </Container>
      <PinnedSequence targetId={id} length={3} />
    </Shell>
  )
}

const Shell = styled(SectionShell)`
  /* Always drawn: the pinning measures the section on load, and a skipped one measures as its estimate. */
  content-visibility: visible;
  ${theme.media.desktop} {
    min-height: 100vh;
    display: flex;
    align-items: center;
  }
`

const Slides = styled.ol`
  display: grid;
  gap: ${theme.space.xxl};
  margin: 0;
  padding: 0;
  list-style: none;
  img { width: min(100%, 24rem); margin: 0 auto; }
  h3 { font-size: ${theme.fontSizes.xl}; }

  /* Pinned: the slides lie on top of each other and the scroll crossfades them. */
  &[data-pinned] {
    position: relative;
    display: block;
    height: min(30rem, calc(100vh - 14rem));
    & > li { position: absolute; inset: 0; display: grid; align-items: center; }
    img { max-height: min(28rem, calc(100vh - 15rem)); width: auto; }
  }
`

const Step = styled.p`
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`
