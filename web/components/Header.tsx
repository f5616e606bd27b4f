import styled from 'styled-components'
import type {SiteSettings} from '@/lib/content'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Locale} from '@/lib/i18n/languages'
import {localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {ButtonLink} from './ButtonLink'
import {ContentImage} from './ContentImage'
import {HoldFirstPaintUntilHere} from './HoldFirstPaint'
import {FloatingSubscribe, LanguageSwitch} from './Header.client'

type Props = {settings: SiteSettings; locale: Locale; dictionary: Dictionary}

/** The fixed header: logo home, the demo request and the subscribe button. */
export function Header({settings, locale, dictionary}: Props) {
  const {demoButton, subscribeButton} = settings
  return (
    <Bar>
      <Inner>
        <Home href={localizeHref('/', locale)} aria-label={`${settings.brandName} · ${dictionary.home}`}>
          <ContentImage image={settings.logo} alt="" sizes="160px" maxWidth={160} loading="eager" />
        </Home>
        <Nav aria-label={dictionary.mainNavigation}>
          <LanguageSwitch lang={locale.lang} label={dictionary.otherLanguage} />
          {demoButton?.href && demoButton.label && (
            <ButtonLink href={demoButton.href} label={demoButton.label} locale={locale} variant="secondary" />
          )}
          {subscribeButton?.href && subscribeButton.label && (
            <FloatingSubscribe>
              <SubscribeLink href={subscribeButton.href} label={subscribeButton.label} locale={locale} />
            </FloatingSubscribe>
          )}
        </Nav>
        {/* A header painted with half its links would shift them sideways as the rest arrives. */}
        <HoldFirstPaintUntilHere id="header-read" />
      </Inner>
    </Bar>
  )
}

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto;
  z-index: 50;
  height: ${theme.layout.headerHeight};
  /* Opaque and without backdrop-filter: a filter would trap the fixed subscribe button inside the bar. */
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.header};
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
  img {
    width: 7rem;
    height: auto;
  }
  ${theme.media.desktop} {
    img {
      width: 10rem;
    }
  }
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
  /* The subscribe button's wrapper (a client component) takes no room of its own. */
  & [data-floating-subscribe] {
    display: contents;
  }
  /* The language switch (a client component: its looks come from here). */
  & a[data-language-switch] {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.bold};
    text-decoration: none;
    &:hover {
      background: ${theme.colors.mint};
      color: ${theme.colors.ink};
    }
  }
  /* Logo, language and the demo button share 375 px ("&&" outranks the rule above whatever
     order the rules are emitted in). */
  ${theme.media.mobile} {
    && {
      gap: 0;
    }
    && a {
      padding: ${theme.space.xs} ${theme.space.sm};
      font-size: ${theme.fontSizes.xs};
    }
  }
`

/**
 * The fixed subscribe button: in the bar from 768 px up; on phones, where the bar has room for
 * one button only, it floats at the bottom corner of the screen, shown only where it covers none
 * of the parts it must leave clear (FloatingSubscribe says where).
 */
const SubscribeLink = styled(ButtonLink)`
  ${theme.media.mobile} {
    && {
      position: fixed;
      right: ${theme.space.md};
      bottom: ${theme.space.md};
      box-shadow: 0 6px 20px rgba(11, 37, 48, 0.28);
      /* Hidden (out of sight, of the tab order and of screen readers) until it may show. */
      visibility: hidden;
    }
    [data-floating-subscribe='shown'] > && {
      visibility: visible;
    }
  }
`
