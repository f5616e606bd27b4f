import Link from 'next/link'
import styled from 'styled-components'
import {Container} from '@/components/primitives'
import {getDictionary} from '@/lib/i18n/dictionary'
import {theme} from '@/theme/theme'

const es = getDictionary('es')
const en = getDictionary('en')

/** Any unknown path: HTTP 404 and the spec's plain NOT FOUND, with a way back. */
export default function NotFound() {
  return (
    <Container>
      <Box>
        <Title>{es.notFound}</Title>
        <p>{es.notFoundHint}</p>
        <p lang="en">{en.notFoundHint}</p>
        <p>
          <Link href="/">{es.backHome}</Link> · <Link href="/en/" lang="en">{en.backHome}</Link>
        </p>
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
