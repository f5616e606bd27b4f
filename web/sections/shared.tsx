import styled from 'styled-components'
import {Eyebrow, Lead, SectionHeading} from '@/components/primitives'
import {theme} from '@/theme/theme'

/** Pieces that several sections lay out the same way. */

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
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <SectionHeading id={headingId}>{heading}</SectionHeading>
      {text && <Lead>{text}</Lead>}
    </SectionHeader>
  )
}
