import styled from 'styled-components'
import type {SiteSettings} from '@/lib/content'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Locale} from '@/lib/i18n/languages'
import {localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {ButtonLink} from './ButtonLink'
import {ContentImage} from './ContentImage'

type Props = {settings: SiteSettings; locale: Locale; dictionary: Dictionary}

/** The fixed header: logo home, the demo request and the subscribe button. */
export function Header({settings, locale, dictionary}: Props) {
  const {demoButton, subscribeButton} = settings
  return (
    <Bar>
      <Inner>
        <Home href={localizeHref('/', locale)} aria-label={`${settings.brandName} · ${dictionary.home}`}>
          <ContentImage image={settings.logo} alt="" sizes="160px" priority />
        </Home>
        <Nav aria-label={dictionary.mainNavigation}>
          {demoButton?.href && demoButton.label && (
            <DemoLink href={demoButton.href} label={demoButton.label} locale={locale} variant="secondary" />
          )}
          {subscribeButton?.href && subscribeButton.label && (
            <ButtonLink href={subscribeButton.href} label={subscribeButton.label} locale={locale} />
          )}
        </Nav>
      </Inner>
    </Bar>
  )
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${theme.layout.headerHeight};
  background: rgba(255, 255, 255, 0.96);
  box-shadow: ${theme.shadows.header};
  backdrop-filter: saturate(1.4) blur(8px);
`

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  height: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`

const Home = styled.a`
  flex-shrink: 0;
  img { width: 8.5rem; height: auto; }
  ${theme.media.desktop} { img { width: 10rem; } }
`

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  a {
    min-height: 44px;
    padding: ${theme.space.xs} ${theme.space.md};
    font-size: ${theme.fontSizes.sm};
    white-space: nowrap;
  }
`

/** On phones the demo request lives in the page (the contact section); the header keeps one button. */
const DemoLink = styled(ButtonLink)`
  ${theme.media.mobile} {
    && { display: none; }
  }
`
