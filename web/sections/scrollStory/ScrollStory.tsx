import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {CardTitle, Container, Lead, SectionShell, Split} from '@/components/primitives'
import {PinnedSequence} from '@/motion/Motion.client'
import {SLIDE_SHIFT} from '@/motion/conditions'
import {theme} from '@/theme/theme'
import {SectionIntro} from '@/components/primitives'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'
import {SpanishPart} from '@/components/SpanishPart'

/** How long the story stays pinned, in screens of scrolling (300 % of a screen's scrolling). */
const PINNED_SCREENS = 3

/**
 * Protocols, personalisation, adherence, behaviour: stacked blocks on phones; from 768 px up the
 * section's stage stays stuck below the header for PINNED_SCREENS screens of scrolling, while the
 * slides take turns, one whole slide at a time (web/motion/PinnedSequenceEffect.client.tsx).
 *
 * The pinned stretch is laid out here, in CSS, from the first frame (a sticky stage in a tall
 * section), not added by the motion code when it arrives: everything below the story stays where
 * it was drawn, so a link to a later section lands and stays on it whenever the code comes.
 */
export function ScrollStory({section}: SectionProps<'scrollStory'>) {
  const id = `story-${section._key}`
  return (
    <Shell id={id} $tone="surface">
      <Stage data-stage="">
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
                    <CardTitle lang={spanishLang(slide.title)}>{slide.title}</CardTitle>
                    <Lead lang={spanishLang(slide.text)}>{slide.text}</Lead>
                  </div>
                  <SpanishPart text={slide.image?.alt}>
                    <ContentImage
                      image={slide.image}
                      sizes="(min-width: 768px) 40vw, min(100vw, 24rem)"
                      maxWidth={384}
                    />
                  </SpanishPart>
                </Split>
              </li>
            ))}
          </Slides>
        </Container>
      </Stage>
      <PinnedSequence targetId={id} />
    </Shell>
  )
}

const Shell = styled(SectionShell)`
  /* Always drawn: the motion measures the section when it arrives, and a skipped one measures as its estimate. */
  content-visibility: visible;
  ${theme.media.pinnedMotion} {
    padding: 0;
    /* The stage's own height, plus the stretch during which it stays stuck. */
    height: calc(100vh - ${theme.layout.headerHeight} + ${PINNED_SCREENS * 100}vh);
  }
`

const Stage = styled.div`
  ${theme.media.pinnedMotion} {
    position: sticky;
    top: ${theme.layout.headerHeight};
    height: calc(100vh - ${theme.layout.headerHeight});
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
  img {
    width: min(100%, 24rem);
    margin: 0 auto;
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
  }

  /* Pinned: the slides lie on top of each other, the first one showing; the scroll swaps them. */
  ${theme.media.pinnedMotion} {
    position: relative;
    display: block;
    height: min(30rem, calc(100vh - 14rem));
    & > li {
      position: absolute;
      inset: 0;
      display: grid;
      align-items: center;
    }
    & > li + li {
      opacity: 0;
      transform: translateY(${SLIDE_SHIFT}px);
    }
    img {
      max-height: min(28rem, calc(100vh - 15rem));
      width: auto;
    }
  }
`

const Step = styled.p`
  margin-bottom: ${theme.space.xs};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
`
