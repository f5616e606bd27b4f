import styled from 'styled-components'
import type {SiteSettings} from '@/lib/content'
import {EXTERNAL_LINK_PROPS} from '@/lib/i18n/links'
import {theme} from '@/theme/theme'
import {ContentImage} from './ContentImage'

type BadgeProps = {settings: SiteSettings; label: string; newTab: string}

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
                <ContentImage image={store.badge} alt={`${store.name} ${newTab}`} sizes="180px" maxWidth={180} />
              </a>
            </li>
          ),
      )}
    </Badges>
  )
}

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  img {
    width: 10rem;
  }
`
