import styled from 'styled-components'
import type {PreviewMicrocopy} from '@/lib/preview/microcopy'
import {theme} from '@/theme/theme'
import {Container} from '../primitives'

type Props = {
  words: PreviewMicrocopy
  /** The section's type and position on the page, as the editor finds it in the Studio's list. */
  sectionType: string
  position: number
}

/** The notice an editor sees in preview where a section cannot be drawn from the current draft. */
export function SectionFailed({words, sectionType, position}: Props) {
  return (
    <Container>
      <Notice role="alert">
        <strong>
          {words.sectionFailed} ({sectionType}, #{position})
        </strong>
        <span>{words.sectionFailedHint}</span>
      </Notice>
    </Container>
  )
}

const Notice = styled.div`
  display: grid;
  gap: ${theme.space.xs};
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.md} ${theme.space.lg};
  border: 2px dashed ${theme.colors.error};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.ink};
`
