import styled from 'styled-components'
import {Container, SectionShell} from '@/components/primitives'
import {RichText} from '@/components/RichText'
import {theme} from '@/theme/theme'
import {SectionIntro} from './shared'
import type {SectionProps} from './types'

export function Faq({section, site}: SectionProps<'faq'>) {
  return (
    <SectionShell>
      <Container>
        <SectionIntro heading={section.heading} />
        <Items>
          {section.items?.map((item) => (
            <Item key={item._id} id={`faq-${item.key}`}>
              <Question>{item.question}</Question>
              <RichText value={item.answer} locale={site.locale} />
            </Item>
          ))}
        </Items>
      </Container>
    </SectionShell>
  )
}

const Items = styled.div`
  display: grid;
  gap: ${theme.space.md};
  max-width: 52rem;
`

const Item = styled.article`
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
`

const Question = styled.h3`
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space.sm};
`
