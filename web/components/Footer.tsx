import styled from 'styled-components'
import type {SiteSettings} from '@/lib/content'
import type {Dictionary} from '@/lib/i18n/dictionary'
import type {Locale} from '@/lib/i18n/languages'
import {EXTERNAL_LINK_PROPS, localizeHref} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {NO_FLOAT} from '@/lib/ui/noFloat'
import {LEGAL_SLUGS, type LegalSlug} from '../../schemas/legalSlugs'
import {StoreBadges} from './StoreBadges'

type Props = {settings: SiteSettings; locale: Locale; dictionary: Dictionary}

/** The footer's name of each legal document (the site's fixed wording, not the document's title). */
const LEGAL_LINK_TEXT: Record<LegalSlug, 'termsOfUse' | 'privacyPolicy'> = {
  'terms-of-use': 'termsOfUse',
  'privacy-policy': 'privacyPolicy',
}

export function Footer({settings, locale, dictionary}: Props) {
  const year = new Date().getFullYear()
  const social = [
    {name: 'Instagram', href: settings.instagramUrl},
    {name: 'LinkedIn', href: settings.linkedinUrl},
  ]
  return (
    <Bar {...NO_FLOAT}>
      <Inner>
        <Row>
          <Links aria-label={dictionary.socialNetworks}>
            {social.map(
              (network) =>
                network.href && (
                  <li key={network.name}>
                    <a href={network.href} {...EXTERNAL_LINK_PROPS}>
                      {network.name}
                      <span className="visually-hidden"> {dictionary.opensInNewTab}</span>
                    </a>
                  </li>
                ),
            )}
          </Links>
          <StoreBadges
            settings={settings}
            locale={locale}
            label={dictionary.downloadTheApp}
            newTab={dictionary.opensInNewTab}
          />
        </Row>
        <Row>
          <p>
            © <span data-testid="copyright-year">{year}</span> {settings.brandName}. {dictionary.allRightsReserved}
          </p>
          <nav aria-label={dictionary.footerNavigation}>
            <Links>
              {LEGAL_SLUGS.map((slug) => (
                <li key={slug}>
                  <a href={localizeHref(`/legal/${slug}`, locale)}>{dictionary[LEGAL_LINK_TEXT[slug]]}</a>
                </li>
              ))}
            </Links>
          </nav>
        </Row>
      </Inner>
    </Bar>
  )
}

const Bar = styled.footer`
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  padding: ${theme.space.xl} 0;
  font-size: ${theme.fontSizes.sm};
  a {
    color: ${theme.colors.white};
  }
  a:hover {
    color: ${theme.colors.mint};
  }
`

const Inner = styled.div`
  display: grid;
  gap: ${theme.space.lg};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.layout.gutter};
`

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
`

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs} ${theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
  }
`
