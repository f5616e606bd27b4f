import styled, {css} from 'styled-components'
import {theme} from '@/theme/theme'
import {spanishLang} from '@/lib/content/fallbacks'

/** Layout and type primitives every section is built from. */

/** A note beside a text (an earlier version, a language fallback), marked by a bar. */
export const Notice = styled.p`
  margin-bottom: ${theme.space.lg};
  padding: ${theme.space.md} ${theme.space.lg};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
`

/** Read by screen readers, not shown. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`

export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`

type Tone = 'plain' | 'mint' | 'surface' | 'ink'

const tones: Record<Tone, ReturnType<typeof css>> = {
  plain: css`
    background: ${theme.colors.white};
  `,
  mint: css`
    background: ${theme.colors.mint};
  `,
  surface: css`
    background: ${theme.colors.surface};
  `,
  ink: css`
    background: ${theme.colors.ink};
    color: ${theme.colors.white};
  `,
}

/**
 * A band of the page. Off screen, the browser skips its style, layout and paint until it nears the
 * viewport (`content-visibility: auto`): the first frame of a long page lays out the first screen,
 * not all of it. Until a band has been drawn it counts as `sectionEstimate` tall; then the browser
 * remembers its real height (`auto`). A link to an anchor (`:target`) draws every band first, or the
 * smooth scroll would aim at a position measured with estimates and stop short of the target.
 */
export const SectionShell = styled.section<{$tone?: Tone}>`
  padding: ${theme.space.section} 0;
  ${({$tone = 'plain'}) => tones[$tone]}
  content-visibility: auto;
  contain-intrinsic-size: auto ${theme.layout.sectionEstimate};
  html:has(:target) & {
    content-visibility: visible;
  }
`

/**
 * The blocks of a long text, chosen by `blocks` (a selector relative to the text's container,
 * such as `> :is(p, ul, ol)`): off screen, the browser skips drawing them until they come near
 * (as SectionShell does for landing sections), so the first frame lays out one screen of the
 * text, not all of it. A link to an anchor (`:target`) draws them all first, or the smooth scroll
 * would aim at a position measured with the estimated heights.
 */
export const drawnWhenNear = (blocks: string) => css`
  & ${blocks} {
    content-visibility: auto;
    contain-intrinsic-size: auto ${theme.layout.paragraphEstimate};
  }
  html:has(:target) & ${blocks} {
    content-visibility: visible;
  }
`

export const Eyebrow = styled.p`
  margin: 0 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${theme.colors.primary};
`

export const SectionHeading = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.black};
  max-width: 24ch;
`

export const Lead = styled.p`
  margin-top: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkMuted};
  max-width: 60ch;
`

export const CardTitle = styled.h3`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.bold};
`

export const Muted = styled.p`
  color: ${theme.colors.inkMuted};
`

export const Grid = styled.div<{$columns: number}>`
  display: grid;
  gap: ${theme.space.lg};
  grid-template-columns: 1fr;
  ${theme.media.desktop} {
    grid-template-columns: repeat(${({$columns}) => $columns}, minmax(0, 1fr));
  }
`

export const Split = styled.div<{$reverse?: boolean}>`
  display: grid;
  gap: ${theme.space.xl};
  align-items: center;
  ${theme.media.desktop} {
    grid-template-columns: 1fr 1fr;
    ${({$reverse}) =>
      $reverse &&
      css`
        & > :first-child {
          order: 2;
        }
      `}
  }
`

/* Pieces that several sections lay out the same way. */

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin-top: ${theme.space.lg};
`

export const SectionHeader = styled.header`
  margin-bottom: ${theme.space.xl};
`

export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.card};
`

type IntroProps = {eyebrow?: string | null; heading: string | null; text?: string | null; headingId?: string}

/** The eyebrow, heading and lead paragraph that open most sections. */
export function SectionIntro({eyebrow, heading, text, headingId}: IntroProps) {
  return (
    <SectionHeader>
      {eyebrow && <Eyebrow lang={spanishLang(eyebrow)}>{eyebrow}</Eyebrow>}
      <SectionHeading id={headingId} lang={spanishLang(heading)}>
        {heading}
      </SectionHeading>
      {text && <Lead lang={spanishLang(text)}>{text}</Lead>}
    </SectionHeader>
  )
}
