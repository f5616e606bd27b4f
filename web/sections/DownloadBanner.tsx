import styled from 'styled-components'
import {ContentImage} from '@/components/ContentImage'
import {Container} from '@/components/primitives'
import {EXTERNAL_LINK_PROPS} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import type {SectionProps} from './types'

export function DownloadBanner({section, site}: SectionProps<'downloadBanner'>) {
  const {settings, dictionary} = site
  return (
    <Band>
      <Container>
        <Inner>
          <div>
            <Heading>{section.heading}</Heading>
            {section.text && <Text>{section.text}</Text>}
          </div>
          <StoreBadges settings={settings} label={dictionary.downloadTheApp} newTab={dictionary.opensInNewTab} />
        </Inner>
      </Container>
    </Band>
  )
}

type BadgeProps = {settings: SectionProps<'downloadBanner'>['site']['settings']; label: string; newTab: string}

/** App Store and Google Play badges, linking to the stores in a new tab. */
export function StoreBadges({settings, label, newTab}: BadgeProps) {
  const stores = [
    {href: settings.appStoreUrl, badge: settings.appStoreBadge, name: 'App Store'},
    {href: settings.googlePlayUrl, badge: settings.googlePlayBadge, name: 'Google Play'},
  ]
  return (
    <Badges aria-label={label}>
      {stores.map(
        (store) =>
          store.href && (
            <li key={store.name}>
              <a href={store.href} {...EXTERNAL_LINK_PROPS}>
                <ContentImage image={store.badge} alt={`${store.name} ${newTab}`} sizes="180px" />
              </a>
            </li>
          ),
      )}
    </Badges>
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
  ${theme.media.desktop} { grid-template-columns: 1fr auto; }
`

const Heading = styled.h2`
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.black};
  max-width: 30ch;
`

const Text = styled.p`
  margin-top: ${theme.space.xs};
  opacity: 0.92;
`

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img { width: 10rem; }
`
