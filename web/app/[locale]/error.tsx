'use client'

import {useEffect} from 'react'
import styled from 'styled-components'
import {Container} from '@/components/primitives'
import {getDictionary} from '@/lib/i18n/dictionary'
import {theme} from '@/theme/theme'

const es = getDictionary('es')
const en = getDictionary('en')

/** A failure while showing a page: the spec's error page, with a way to try again. */
export default function ErrorPage({error, reset}: {error: Error & {digest?: string}; reset: () => void}) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <Container>
      <Box role="alert">
        <Title>{es.unexpectedError}</Title>
        <p>{es.unexpectedErrorHint}</p>
        <p lang="en">{en.unexpectedErrorHint}</p>
        <p>
          <button type="button" onClick={reset}>
            Reintentar · Try again
          </button>
        </p>
      </Box>
    </Container>
  )
}

const Box = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  padding: ${theme.space.section} 0;
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`
