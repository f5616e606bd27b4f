import type {ReactNode} from 'react'
import styled from 'styled-components'
import {theme} from '@/theme/theme'
import {Container} from './primitives'

/** A page that reports a state instead of content: not found, unexpected error. */
export function StatusMessage({title, children, role}: {title: string; children: ReactNode; role?: 'alert'}) {
  return (
    <Container>
      <Box role={role}>
        <Title>{title}</Title>
        {children}
      </Box>
    </Container>
  )
}

const Box = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.section} 0;
  color: ${theme.colors.inkMuted};
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.display};
  color: ${theme.colors.ink};
`
