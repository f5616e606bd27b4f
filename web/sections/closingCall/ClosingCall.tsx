import styled from 'styled-components'
import {ButtonLink} from '@/components/ButtonLink'
import {Container, SectionShell} from '@/components/primitives'
import {theme} from '@/theme/theme'
import {Actions} from '@/components/primitives'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'

export function ClosingCall({section, site}: SectionProps<'closingCall'>) {
  return (
    <SectionShell $tone="ink">
      <Container>
        <Heading lang={spanishLang(section.heading)}>{section.heading}</Heading>
        {section.text && <Text lang={spanishLang(section.text)}>{section.text}</Text>}
        {section.button?.href && section.button.label && (
          <Actions>
            <ButtonLink href={section.button.href} label={section.button.label} locale={site.locale} variant="light" />
          </Actions>
        )}
      </Container>
    </SectionShell>
  )
}

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.black};
  max-width: 22ch;
`

const Text = styled.p`
  margin-top: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  max-width: 60ch;
  /* White muted by its colour, not by opacity: text in view is at full opacity (tests/e2e/reading-area.spec.ts). */
  color: rgba(255, 255, 255, 0.9);
`
