import styled from 'styled-components'
import {Container} from '@/components/primitives'
import {StoreBadges} from '@/components/StoreBadges'
import {theme} from '@/theme/theme'
import type {SectionProps} from '../types'
import {spanishLang} from '@/lib/content/fallbacks'

export function DownloadBanner({section, site}: SectionProps<'downloadBanner'>) {
  const {settings, dictionary, locale} = site
  return (
    <Band>
      <Container>
        <Inner>
          <div>
            <Heading lang={spanishLang(section.heading)}>{section.heading}</Heading>
            {section.text && <Text lang={spanishLang(section.text)}>{section.text}</Text>}
          </div>
          <StoreBadges
            settings={settings}
            locale={locale}
            label={dictionary.downloadTheApp}
            newTab={dictionary.opensInNewTab}
          />
        </Inner>
      </Container>
    </Band>
  )
}

const Band = styled.section`
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
  padding: ${theme.space.xl} 0;
`

const Inner = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  align-items: center;
  ${theme.media.desktop} {
    grid-template-columns: 1fr auto;
  }
`

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.black};
  max-width: 30ch;
`

const Text = styled.p`
  margin-top: ${theme.space.xs};
  /* White muted by its colour, not by opacity: text in view is at full opacity (tests/e2e/reading-area.spec.ts). */
  color: rgba(255, 255, 255, 0.92);
`
